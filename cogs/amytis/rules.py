"""The rules, page by page, in the reader's language, with the sides in play.

The pages are catalogue entries (``amytis.rules.*``); the buildings page lists the
effect of each building on the side this game uses, read from ``amytis.effect.*``.
"""

from __future__ import annotations

from collections.abc import Mapping

import discord

from cogs.common.component import view_of
from engine.amytis import BUILDINGS
from i18n import Translator

from . import ids
from .component import button

PAGES = ("goal", "turn", "buildings", "projects", "end")


def sides_code(sides: Mapping[str, str] | None) -> str:
    """Six letters, one side per building type in the engine's order ("AABAAB")."""
    sides = sides or {}
    return "".join(sides.get(b.value, "A") for b in BUILDINGS)


def _sides(code: str) -> dict[str, str]:
    letters = code if len(code) == len(BUILDINGS) and set(code) <= {"A", "B"} else "A" * 6
    return {b.value: side for b, side in zip(BUILDINGS, letters, strict=True)}


def rules_embed(t: Translator, page: int, code: str) -> discord.Embed:
    """One page of the rules as an embed."""
    page = min(max(page, 0), len(PAGES) - 1)
    name = PAGES[page]
    embed = discord.Embed(title=t(f"amytis.rules.{name}.title"), colour=0xC9A227)
    if name == "buildings":
        sides = _sides(code)
        embed.description = t("amytis.rules.buildings.intro")
        for building in BUILDINGS:
            side = sides[building.value]
            embed.add_field(name=f"{t(f'amytis.building.{building.value}')} — "
                                 f"{t(f'amytis.side.{side}')}",
                            value=t(f"amytis.effect.{building.value}.{side}"), inline=False)
    else:
        embed.description = t(f"amytis.rules.{name}.text")
    embed.set_footer(text=t("amytis.rules.page", page=page + 1, pages=len(PAGES)))
    return embed


def rules_view(t: Translator, page: int, code: str) -> discord.ui.View:
    """Previous / Next buttons that remember the sides shown."""
    last = len(PAGES) - 1
    page = min(max(page, 0), last)
    # Both ids differ on every page (0/1 on the first, last-1/last on the last), as
    # Discord wants custom_ids unique within a message.
    return view_of(
        button(ids.make("rules", max(page - 1, 0), text=code), label=t("amytis.rules.previous"),
               emoji="◀️", disabled=page == 0),
        button(ids.make("rules", max(min(page + 1, last), 1), text=code),
               label=t("amytis.rules.next"), emoji="▶️", disabled=page == last),
    )
