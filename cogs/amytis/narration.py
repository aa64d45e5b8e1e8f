"""The turns the table is told, replayed from the record, and the next player's
retrieval. The words of a turn's line ("Alice: pink Wall → cell 3, +4 points ·
completed Project 9") live in ``render.amytis.narration``, which the replay's
captions share.
"""

from __future__ import annotations

from engine.amytis import Events, Game, Move, from_record, to_record
from i18n import Translator
from render.amytis.narration import cell_label, outcome_parts, turn_line

__all__ = ["cell_label", "events_since", "last_turn_events", "outcome_parts", "retrieval_line",
           "turn_line"]


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


def retrieval_line(t: Translator, name: str, events: Events) -> str | None:
    """The next player taking back their Architects, when it happened."""
    if not events.retrieved:
        return None
    return t("amytis.narration.retrieved", player=name, count=events.retrieved)
