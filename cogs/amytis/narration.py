"""One line that tells what a turn did, in the reader's language.

"Alice: pink Wall → cell 3, +4 points · completed Project 9" reads the same way in
every language without verbs that agree with the player's gender; tile names are
catalogue entries (``amytis.tile.pink-wall``) so each language can decline them.
"""

from __future__ import annotations

from engine.amytis import Events, Game, Move, from_record, to_record
from i18n import Translator


def cell_label(cell: int) -> int:
    """Cells are 0..8 in the engine and 1..9 for people, row by row."""
    return cell + 1


def last_turn_events(game: Game) -> Events | None:
    """The events of the last whole turn, Favor included, replayed from the record.

    A turn that earned a Favor is told once the Favor is placed, when the events of
    its first half are long gone; a replay of one move costs well under a millisecond.
    """
    if not game.moves:
        return None
    record = to_record(game)
    last = Move(**record["moves"].pop())
    before = from_record(record)
    return before.play(last)


def events_since(game: Game, since_turn: int) -> list[Events]:
    """The events of every turn from ``since_turn`` on, replayed from the record: a
    table the bot owed after a restart tells all the turns it did not show."""
    record = to_record(game)
    moves = record["moves"]
    replay = from_record({**record, "moves": moves[:since_turn]})
    return [replay.play(Move(**move)) for move in moves[since_turn:]]


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


def retrieval_line(t: Translator, name: str, events: Events) -> str | None:
    """The next player taking back their Architects, when it happened."""
    if not events.retrieved:
        return None
    return t("amytis.narration.retrieved", player=name, count=events.retrieved)
