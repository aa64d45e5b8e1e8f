"""The words that tell an Amytis turn, in the reader's language: shared by the
table's narration (``cogs.amytis``), the review and the replay's captions.

"Alice: pink Wall → cell 3, +4 points · completed Project 9" reads the same way in
every language without verbs that agree with the player's gender; tile names are
catalogue entries (``amytis.tile.pink-wall``) so each language can decline them.
"""

from __future__ import annotations

from engine.amytis import Events
from i18n import Translator


def cell_label(cell: int) -> int:
    """Cells are 0..8 in the engine and 1..9 for people, row by row."""
    return cell + 1


def turn_line(t: Translator, name: str, events: Events) -> str:
    """What a turn did: the tile, where it went, its points, cards and Favor."""
    built = t("amytis.narration.built", player=name, tile=t(f"amytis.tile.{events.tile.id}"),
              cell=cell_label(events.cell), points=t("amytis.points", count=events.points))
    return " · ".join([built, *outcome_parts(t, events)])


def outcome_parts(t: Translator, events: Events, *, name_card: bool = True) -> list[str]:
    """What followed a tile: the Palace's card (named unless ``name_card`` is off, as
    for a card drawn from the deck in a review) or score, the Projects completed and
    the King's Favor, or why no Favor came."""
    parts = []
    if events.card_taken is not None:
        if name_card:
            parts.append(t("amytis.narration.took_card", card=events.card_taken))
    elif events.palace == "score":
        parts.append(t("amytis.narration.palace_scored"))
    if events.completed:
        cards = ", ".join(str(c) for c in events.completed)
        parts.append(t("amytis.narration.completed", count=len(events.completed), cards=cards))
    if events.favor is not None:
        parts.append(t("amytis.narration.favor", space=t(f"amytis.favor.{events.favor}")))
    elif events.favor_lost:  # say why: the player's pawns are gone, or every space is taken
        parts.append(t("amytis.narration.favor_no_pawn" if events.out_of_pawns
                       else "amytis.narration.favor_lost"))
    return parts
