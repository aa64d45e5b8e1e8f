"""The rules of Akropolis, page by page, in the reader's language, with the variants of
the game shown.

The pages are catalogue entries (``akropolis_rules.*``). The names of the districts and
of the solo levels come from ``render_akropolis.*``, so the rules call things exactly
what the images and messages call them. The plaza stars on the districts page are
read from the engine, so the rules cannot drift from the scoring.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from engine.akropolis import ARCHITECT_LEVELS, DISTRICTS, PLAZA_STARS
from i18n import Translator

PAGES: tuple[str, ...] = ("goal", "take", "place", "scoring", "districts", "variants",
                          "solo", "end")

# The colour of each district on the tiles, so a reader can match the text to the image.
_SWATCH = {"house": "🟦", "market": "🟨", "barracks": "🟥", "temple": "🟪", "garden": "🟩"}
_COLOUR = 0xB8873B


def rules_embed(t: Translator, page: int, variants: Sequence[str]) -> discord.Embed:
    """One page of the rules as an embed; ``page`` is clamped to the pages there are."""
    page = min(max(page, 0), len(PAGES) - 1)
    name = PAGES[page]
    embed = discord.Embed(title=t(f"akropolis_rules.{name}.title"), colour=_COLOUR)
    if name == "districts":
        embed.description = t("akropolis_rules.districts.intro")
        for district, stars in zip(DISTRICTS, PLAZA_STARS, strict=True):
            embed.add_field(name=f"{_district_name(t, district)} · ★{stars}",
                            value=t(f"akropolis_rules.districts.{district}"), inline=False)
    elif name == "variants":
        _variants_page(t, embed, variants)
    elif name == "solo":
        embed.description = t("akropolis_rules.solo.text")
        for level in ARCHITECT_LEVELS:
            embed.add_field(name=t(f"render_akropolis.level.{level}"),
                            value=t(f"akropolis_rules.solo.{level}"), inline=False)
        embed.add_field(name=t("akropolis_rules.variants.title"),
                        value=t("akropolis_rules.solo.variants"), inline=False)
    else:
        embed.description = t(f"akropolis_rules.{name}.text")
    embed.set_footer(text=t("akropolis_rules.page", page=page + 1, pages=len(PAGES)))
    return embed


def _variants_page(t: Translator, embed: discord.Embed, variants: Sequence[str]) -> None:
    """The variants in play, one field each, then the ones that are off."""
    chosen = set(variants)
    on = [d for d in DISTRICTS if d.value in chosen]
    off = [d for d in DISTRICTS if d.value not in chosen]
    if not on:
        embed.description = t("akropolis_rules.variants.none")
        return
    embed.description = t("akropolis_rules.variants.intro")
    for district in on:
        embed.add_field(name=f"✅ {_district_name(t, district)}",
                        value=t(f"akropolis_rules.variants.{district}"), inline=False)
    if off:
        embed.add_field(name="\u200b", inline=False, value=t(
            "akropolis_rules.variants.off",
            names=", ".join(t(f"render_akropolis.district.{d}") for d in off)))


def _district_name(t: Translator, district: str) -> str:
    return f"{_SWATCH[district]} {t(f'render_akropolis.district.{district}')}"
