"""The lines that tell what happened, in the reader's language.

"Alice: tile 2 (houses + garden★, 2 stones) → level 2, +1 stone, score +5" for a
turn (a tile's number is its cost, as the image prints it), "The Famous Architect
took tile 0 (market★, free)" for the solo Architect's, and the end of the game:
who won, and each rating's change.
"""

from __future__ import annotations

from collections.abc import Sequence

from cogs.common.standings import rating_lines
from engine.akropolis import Events, Game
from i18n import Translator
from render.akropolis.narration import turn_lines
from store.games import GameRow

from .options import variants_text

__all__ = ["events_since", "final_lines", "game_line", "scores_line", "turn_lines"]


def game_line(t: Translator, game: Game) -> str:
    """What is played: the Architect's level in solo, the long game, the variants."""
    mode = t("akropolis_play.options.long" if game.setup.long else "akropolis_play.options.short")
    line = t("akropolis_play.options.line", mode=mode,
             variants=variants_text(t, [v.value for v in game.setup.variants]))
    if game.solo:
        level = t(f"render_akropolis.level.{game.setup.architect}")
        line = t("akropolis_play.options.architect", level=level) + " " + line
    return line


def events_since(game: Game, since_turn: int) -> list[Events]:
    """The events of every turn from ``since_turn`` on, replayed from the start: a
    table the bot owed after a restart tells all the turns it did not show."""
    replay = Game(game.setup)
    told = []
    for move in game.moves:
        before = replay.turn
        events = replay.play(move)
        if before >= since_turn:
            told.append(events)
    return told


def final_lines(t: Translator, row: GameRow, game: Game, names: Sequence[str]) -> list[str]:
    """How the game ended: each seat's total, the winners (or the Architect's verdict),
    and the ratings."""
    result = game.result()
    if row.status == "aborted":
        lines = [t("akropolis_play.final.aborted")]
    elif game.solo and result.finished:
        architect_won = any(result.players[seat].architect for seat in result.winners)
        key = ("solo_draw" if len(result.winners) > 1 else
               "solo_loss" if architect_won else "solo_win")
        lines = [t(f"render_akropolis.{key}")]
    else:
        winners = [names[seat] for seat in row.winners or ()]
        lines = [t("akropolis_play.final.winner", count=max(1, len(winners)),
                   names=" & ".join(winners) or "—")]
    if row.status != "aborted":
        lines.insert(0, scores_line(t, game, names))
    return [*lines, *rating_lines(t, row, names)]


def scores_line(t: Translator, game: Game, names: Sequence[str]) -> str:
    """Each seat's total, best first (the Famous Architect's too), so the final post
    reads without its image: "Final score: Alice 45 · Bob 38."."""
    result = game.result()
    seats = []
    for seat, score in enumerate(result.players):
        name = (t("render_akropolis.architect") if score.architect is not None
                else names[seat] if seat < len(names) else f"#{seat + 1}")
        seats.append((score.total, score.stones, name))
    seats.sort(key=lambda s: (-s[0], -s[1]))
    label = t("render_akropolis.final_score" if result.finished
              else "render_akropolis.score_so_far")
    return t("akropolis_play.final.scores", label=label,
             scores=" · ".join(f"{name} {total}" for total, _, name in seats))
