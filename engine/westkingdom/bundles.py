"""Bundles: what a card, a space or a trade gives or costs, as one small tuple.

Every gain and cost of the game is some mix of the six resources, virtue and Building
cards (rules 2.1, 8.1-8.4), so one shape serves them all: a tuple of eight counts in
the order of ``FIELDS``. The catalogue writes them as text (``"2Mb 1St"``) and
``bundle`` reads that text once, at import.
"""

from __future__ import annotations

RESOURCES: tuple[str, ...] = ("Cl", "Wd", "St", "Au", "Mb", "Ag")
"""The six resources in the order the rules and the record list them."""
FIELDS: tuple[str, ...] = (*RESOURCES, "V", "card")
CL, WD, ST, AU, MB, AG, VIRTUE, CARDS = range(8)

Bundle = tuple[int, int, int, int, int, int, int, int]
NOTHING: Bundle = (0, 0, 0, 0, 0, 0, 0, 0)
_INDEX = {name: i for i, name in enumerate(FIELDS)}


def bundle(text: str) -> Bundle:
    """The bundle written ``"2Mb 1St"`` (a count before each field name); ``""`` is nothing."""
    counts = [0] * len(FIELDS)
    for word in text.split():
        digits = len(word) - len(word.lstrip("0123456789"))
        name = word[digits:]
        if not digits or name not in _INDEX:
            raise ValueError(f"a bundle is written like '2Mb 1St', not {text!r}")
        counts[_INDEX[name]] += int(word[:digits])
    return tuple(counts)  # type: ignore[return-value]

