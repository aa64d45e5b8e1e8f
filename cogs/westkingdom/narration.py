"""The lines that tell the table what happened, one per turn, in the reader's language.

"Alice at the Workshop: hires the Miner, −4 silver. Bob to play." A line names the
place, what was done there, what it gained or cost (read from the table before and
after, ``changes``), what it did to the others, and who plays next. Nothing about a
hand is ever said but how many cards it gained or lost: a card is named only once
it is built, on the table for all to see. The draft is told in one line when it is
over, and the end of the game as each seat's total and the winners.

``events_since`` (from ``events``) finds the turns to tell since a table was shown;
``story_lines`` tells them, continuing the ``Story`` kept from the table before.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.westkingdom import BUILDINGS, Game, Prompt
from engine.westkingdom.board import MARKET_SPACES, OPEN_PLACES, WORKSHOP, guildhall_trigger
from engine.westkingdom.board import REFRESH as REFRESH_SPACE
from engine.westkingdom.guildhall import CATHEDRAL_CARD
from i18n import Translator

from .changes import end_triggered, hand_change, market_reset, seat_change
from .events import DraftOver, Event, StartingHire, Step, Story, Turn, events_since
from .words import amount, apprentice, building, changes_text, place, signed

__all__ = ["Story", "event_line", "events_since", "final_lines", "story_lines", "turn_line"]

MARKET_DRAW = 5
"""Cards the Black Market's middle space draws, of which one is kept."""


def event_line(t: Translator, names: Sequence[str], event: Event,
               mentions: Sequence[str] | None = None) -> str:
    """The line of one event; ``mentions`` (default: ``names``) name the next player,
    so a cog can ping them."""
    calls = mentions or names
    if isinstance(event, StartingHire):
        line = t("westkingdom_play.narration.starting_hire", player=names[event.seat],
                 apprentice=apprentice(t, event.card))
        after = (t("westkingdom_play.narration.draft_begins") if event.next_seat is None
                 else t("westkingdom_play.narration.to_choose", player=calls[event.next_seat]))
        return f"{line} {after}"
    if isinstance(event, DraftOver):
        return t("westkingdom_play.narration.draft_over", player=calls[event.first])
    return turn_line(t, names, event, mentions)


def turn_line(t: Translator, names: Sequence[str], turn: Turn,
              mentions: Sequence[str] | None = None) -> str:
    """One turn in one line, ending with who plays next."""
    calls = mentions or names
    player = names[turn.seat]
    if not turn.steps:
        line = t("westkingdom_play.narration.pass", player=player)
    elif turn.steps[0].move.prompt is Prompt.RECOVER:
        line = t("westkingdom_play.narration.recover", player=player,
                 where=_recover_place(t, names, str(turn.steps[0].move.value)))
    else:
        location = str(turn.steps[0].move.value).partition(":")[0]
        facts = _facts(t, names, turn)
        line = (t("westkingdom_play.narration.turn", player=player, place=place(t, location),
                  facts=facts) if facts else
                t("westkingdom_play.narration.turn_plain", player=player,
                  place=place(t, location)))
    if turn.next_seat is None:
        return line
    return f"{line} {t('westkingdom_play.narration.next', player=calls[turn.next_seat])}"


def _recover_place(t: Translator, names: Sequence[str], where: str) -> str:
    if where in OPEN_PLACES:
        return t("westkingdom_play.recover_from.open", place=place(t, where))
    if where in MARKET_SPACES:
        return t("westkingdom_play.recover_from.market")
    if where == "prison":
        return t("westkingdom_play.recover_from.prison")
    return t("westkingdom_play.recover_from.board", owner=names[int(where.split(":")[1])])


def _facts(t: Translator, names: Sequence[str], turn: Turn) -> str:
    """What the turn did, in order, and what it changed for the mover; then, after a
    semicolon, what it changed for the others and for the whole table."""
    facts: list[str] = []
    cards = hand_change(turn.before, turn.after, turn.seat)
    trades = limit = 0
    previous = None
    for step in turn.steps:
        move = step.move
        if move.prompt is Prompt.TRADE and move.value != "stop":
            trades += 1
        elif move.prompt is Prompt.DISCARD and previous != (Prompt.BUILD, CATHEDRAL_CARD):
            limit += 1  # the hand limit's; the Cathedral's goes with its advance
        else:
            fact, told = _step_fact(t, names, turn, step)
            cards -= told
            facts += [fact] if fact else []
        previous = (move.prompt, move.value)
    if trades:
        facts.insert(0, t("westkingdom_play.fact.trades", count=trades))
    if limit:
        cards += limit
        facts.append(t("westkingdom_play.fact.limit", cards=amount(t, "card", limit)))
    change = seat_change(turn.before, turn.after, turn.seat)
    if change:
        facts.append(changes_text(t, change))
    if cards:
        facts.append(signed(t, "card", cards))
    others = [t("westkingdom_play.fact.others", player=names[seat],
                changes=changes_text(t, theirs))
              for seat in range(turn.after.seats) if seat != turn.seat
              if (theirs := seat_change(turn.before, turn.after, seat))]
    then = t("westkingdom_play.narration.then")
    return then.join([", ".join(facts)] * bool(facts) + others + _table_facts(t, turn))


def _step_fact(t: Translator, names: Sequence[str], turn: Turn,
               step: Step) -> tuple[str | None, int]:
    """The fact one answer adds, and how many cards into the hand it tells (a draw;
    a discard counts -1), so that the hand's change does not tell them twice."""
    move, value, key = step.move, step.move.value, "westkingdom_play.fact."
    if move.prompt is Prompt.PLACE:
        return _placement_fact(t, turn, str(value))
    if move.prompt is Prompt.GUARD and value != "stop":
        return _guard_fact(t, int(value), step.workers), 0
    if move.prompt is Prompt.HIRE and value != "skip":
        return t(key + "hire", apprentice=apprentice(t, str(value))), 0
    if move.prompt is Prompt.HIRE:
        return t(key + "no_hire"), 0
    if move.prompt is Prompt.DISMISS:
        return t(key + "dismiss", apprentice=apprentice(t, str(value))), 0
    if move.prompt in (Prompt.CAPTURE, Prompt.BARRACKS) and isinstance(value, tuple):
        where, owner = str(value[0]), int(value[1])
        workers = amount(t, "worker", step.workers)
        if owner == turn.seat:
            return t(key + "capture_own", workers=workers, place=place(t, where)), 0
        return t(key + "capture", owner=names[owner], workers=workers,
                 place=place(t, where)), 0
    if value == "buyback" or (move.prompt is Prompt.BUYBACK and value != "skip"):
        return t(key + "buyback", workers=amount(t, "worker", step.workers)), 0
    if move.prompt is Prompt.BUYBACK:
        return t(key + "buyback_skip"), 0
    if move.prompt is Prompt.BUILD and value == CATHEDRAL_CARD:
        return t(key + "cathedral", level=turn.after.players[turn.seat].cathedral), 0
    if move.prompt is Prompt.BUILD:
        return t(key + "build", building=building(t, str(value)),
                 vp=signed(t, "vp", BUILDINGS[str(value)].vp)), 0
    if move.prompt is Prompt.LIBRARY and value != "skip":
        return t(key + "library"), -1
    if move.prompt is Prompt.CHURCH and value == "destroy":
        return t(key + "destroy"), 0
    return None, 0


def _placement_fact(t: Translator, turn: Turn, placement: str) -> tuple[str | None, int]:
    """What the placement itself did, beyond the amounts: a draw, a guard action."""
    before, seat = turn.before, turn.seat
    deck = len(before.building_deck)
    if placement == "workshop:draw":
        drawn = min(1 + (before.at[WORKSHOP][seat] + 1) // 2, deck)
        return t("westkingdom_play.fact.draw", cards=amount(t, "card", drawn)), drawn
    if placement == "bm_b:draw5":
        seen = min(MARKET_DRAW, deck)
        return (t("westkingdom_play.fact.draw5", count=seen), 1) if seen else (None, 0)
    if placement.startswith("guardhouse:"):
        return _guard_fact(t, int(placement[-1]), turn.steps[0].workers), 0
    if placement == "guildhall":
        space = len(before.guildhall) + 1
        if guildhall_trigger(space, before.seats) == REFRESH_SPACE:
            return t("westkingdom_play.fact.refresh"), 0
    return None, 0


def _guard_fact(t: Translator, number: int, workers: int) -> str | None:
    """Guard actions 1, 2 and 4; action 3's buy-back is told by its payment."""
    key = {1: "hand_in", 2: "free", 4: "pay_off"}.get(number)
    if key is None:
        return None
    return t(f"westkingdom_play.fact.{key}", workers=amount(t, "worker", workers))


def _table_facts(t: Translator, turn: Turn) -> list[str]:
    """What the turn set off for the whole table: a Black Market reset, the end."""
    facts = []
    if market_reset(turn.before, turn.after):
        facts.append(t("westkingdom_play.fact.reset"))
    if end_triggered(turn.before, turn.after):
        facts.append(t("westkingdom_play.fact.last_space"))
    return facts


# -- the end -------------------------------------------------------------------------

def final_lines(t: Translator, game: Game, names: Sequence[str]) -> list[str]:
    """Each seat's total, best first, then the winners and, on a tie of points, how
    it was broken (virtue, then silver, else shared)."""
    result = game.result()
    order = sorted(range(game.seats), key=lambda s: (-result.players[s].total, s))
    label = t("render_westkingdom.final_score" if result.finished
              else "render_westkingdom.score_so_far")
    scores = " · ".join(f"{names[s]} {result.players[s].total}" for s in order)
    lines = [t("westkingdom_play.final.scores", label=label, scores=scores)]
    if not result.finished:
        return lines
    winners = [names[s] for s in result.winners]
    lines.append(t("westkingdom_play.final.winner", count=len(winners),
                   names=" & ".join(winners)))
    tie = _tie_break(game)
    if tie:
        lines.append(t(f"render_westkingdom.{tie}"))
    return lines


def _tie_break(game: Game) -> str | None:
    """Which rule settled a tie on points, if there was one (R13)."""
    players = game.result().players
    best = max(p.total for p in players)
    tied = [p for p in players if p.total == best]
    if len(tied) < 2:
        return None
    virtue = max(p.final_virtue for p in tied)
    tied = [p for p in tied if p.final_virtue == virtue]
    if len(tied) < 2:
        return "tie_virtue"
    silver = max(p.final_silver for p in tied)
    return "tie_silver" if sum(p.final_silver == silver for p in tied) < 2 else "tie_shared"


def story_lines(locale: str, names: Sequence[str], mentions: Sequence[str], game: Game,
                since: int, story: Story | None = None) -> tuple[list[str], Story]:
    """The lines of every event after answer ``since``, in ``locale``, and the story
    to continue for the next table: a module-level function for a worker process.
    ``story`` is the one the table before returned; without it, or when it is not of
    this record, the whole record is replayed (tens of milliseconds late in a game
    of five)."""
    if story is None or not story.follows(game, since):
        story = Story(game.setup)
    t = Translator(locale)
    return [event_line(t, names, event, mentions)
            for event in story.events_since(game, since)], story
