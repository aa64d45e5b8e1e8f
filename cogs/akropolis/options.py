"""The options of a new Akropolis game as players type them: the variants as a list
of district names ("houses, gardens") in any of the bot's languages, singular or
plural, with or without case endings ("жилых кварталов, парками")."""

from __future__ import annotations

import functools
import unicodedata

from engine.akropolis import DISTRICTS
from i18n import LOCALES, Translator

ENDINGS = ("ями", "ами", "ыми", "ими", "ого", "его", "ому", "ему", "ов", "ев", "ей", "ые",
           "ие", "ых", "их", "ой", "ый", "ий", "ая", "яя", "ое", "ее", "ам", "ям", "ах", "ях",
           "ом", "ем", "ым", "им", "ую", "юю", "ы", "и", "а", "я", "у", "ю", "е", "о", "s")
"""Case and number endings (Russian's, and the plural -s of English and French),
longest first: a name is compared by its words' stems."""
MIN_STEM = 3
OLD_NAMES = {"house": ("жилые дома", "жилой дом"), "garden": ("сады", "сад")}
"""Names players knew before the bot took up the Russian rulebook's terms."""


def _stem(word: str) -> str:
    for ending in ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= MIN_STEM:
            word = word[:-len(ending)]
            break
    plain = unicodedata.normalize("NFD", word)
    return "".join(c for c in plain if not unicodedata.combining(c))


def _key(name: str) -> tuple[str, ...]:
    """A name as compared: its words' stems, lower case, accents and endings off."""
    return tuple(_stem(word) for word in name.lower().replace("ё", "е").split())


@functools.cache
def _keys(district: str) -> frozenset[tuple[str, ...]]:
    """Every name a player may type for a district's variant: its id, and its names
    on the images and in the narration (one and many) in each language."""
    names = {district, *OLD_NAMES.get(district, ())}
    for locale in LOCALES:
        t = Translator(locale)
        names |= {t(f"render_akropolis.district.{district}"),
                  t(f"akropolis_play.hex.one.{district}"),
                  t(f"akropolis_play.hex.many.{district}")}
    return frozenset(_key(name) for name in names)


def parse_variants(text: str | None) -> tuple[list[str], str | None]:
    """The districts named in ``text`` (commas or semicolons between them), and the
    first name that is none of them (``None`` when all are)."""
    chosen: list[str] = []
    for part in (text or "").replace(";", ",").split(","):
        name = " ".join(part.split()).lower()
        if not name:
            continue
        district = next((d.value for d in DISTRICTS if _key(name) in _keys(d.value)), None)
        if district is None:
            return chosen, part.strip()
        if district not in chosen:
            chosen.append(district)
    return chosen, None


def variants_text(t: Translator, variants: list[str]) -> str:
    """"Houses, Gardens" in the reader's language, or "none"."""
    if not variants:
        return t("akropolis_play.options.no_variants")
    return ", ".join(t(f"render_akropolis.district.{v}") for v in variants)
