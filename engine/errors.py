"""Errors shared by every game engine.

The user interface disables illegal options, so these normally reach only a client
that re-checks a stale click or a hand-edited record; their message says why in
plain words, and the replay command prints it as its one line of error.
"""


class EngineError(Exception):
    """Base of the engine's errors: a decision or a record the rules refuse."""


class IllegalMove(EngineError):
    """A decision that the rules do not allow in the current position."""


class RecordError(EngineError):
    """A game record that is malformed or whose moves cannot be replayed.

    ``move`` is the index of the offending move, or ``None`` when the setup
    itself is wrong, so that the message can name where the problem lies.
    """

    def __init__(self, reason: str, move: int | None = None) -> None:
        self.reason = reason
        self.move = move
        where = "record" if move is None else f"move {move}"
        super().__init__(f"{where}: {reason}")
