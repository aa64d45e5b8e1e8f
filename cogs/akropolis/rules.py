"""The rules of Akropolis page by page (``PAGES``, ``rules_embed``): the interface
``/akropolis rules`` pages through.

This branch's pages are only the districts (their plaza stars, read from the engine)
and the variants in play, in the images' own words (``render_akropolis.*``); the
full rules pages of the ``akro-rules`` branch take this module's place at the merge.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from engine.akropolis import DISTRICTS, PLAZA_STARS
from i18n import Translator

PAGES: tuple[str, ...] = ("districts", "variants")


def rules_embed(t: Translator, page: int, variants: Sequence[str]) -> discord.Embed:
    """One page of the rules as an embed; ``page`` is clamped to the pages there are."""
    page = min(max(page, 0), len(PAGES) - 1)
    chosen = set(variants)
    if PAGES[page] == "districts":
        embed = discord.Embed(title=t("render_akropolis.plazas"))
        for district, stars in zip(DISTRICTS, PLAZA_STARS, strict=True):
            embed.add_field(name=t(f"render_akropolis.district.{district}"), value="★" * stars)
    else:
        embed = discord.Embed(title=t("commands.akropolis.variants.name").capitalize())
        embed.description = "\n".join(
            f"{'✅' if d.value in chosen else '▫️'} {t(f'render_akropolis.district.{d}')}"
            for d in DISTRICTS)
    embed.set_footer(text=f"{page + 1} / {len(PAGES)}")
    return embed
