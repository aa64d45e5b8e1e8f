"""The options of a new Akropolis game as players type them: the variants as a list
of district names ("houses, gardens") in the reader's language or in English."""

from __future__ import annotations

from engine.akropolis import DISTRICTS
from i18n import LOCALES, Translator


def _names(district: str) -> set[str]:
    """Every name a player may type for a district's variant: its id, its plural,
    and its name on the images in each language."""
    names = {district, f"{district}s"}
    for locale in LOCALES:
        names.add(Translator(locale)(f"render_akropolis.district.{district}").lower())
    return names


def parse_variants(text: str | None) -> tuple[list[str], str | None]:
    """The districts named in ``text`` (commas or semicolons between them), and the
    first name that is none of them (``None`` when all are)."""
    chosen: list[str] = []
    for part in (text or "").replace(";", ",").split(","):
        name = " ".join(part.split()).lower()
        if not name:
            continue
        district = next((d.value for d in DISTRICTS if name in _names(d.value)), None)
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
