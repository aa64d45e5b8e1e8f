"""The West Kingdom narration: one line per turn that names the place, what was done and
what it cost, who plays next, and never a card of a hand; the draft in one line; the
final totals and the winners."""

from __future__ import annotations

import importlib
import pickle
import re
from functools import cache
from itertools import pairwise

import pytest
from westkingdom_games import GAMES, NAMES, played

from cogs.westkingdom.events import DraftOver, StartingHire, Turn
from cogs.westkingdom.narration import (
    Story,
    event_line,
    events_since,
    final_lines,
    story_lines,
)
from engine.westkingdom import (
    APPRENTICES,
    BUILDINGS,
    OPEN_PLACES,
    Game,
    PlayerScore,
    Prompt,
    Result,
)
from i18n import LOCALES, Translator, translate


def turns(game: Game) -> list[Turn]:
    return [event for event in events_since(game, 0) if isinstance(event, Turn)]


@cache
def card_names(card: str) -> tuple[str, ...]:
    """The card's id and its name in every language (looked up once: the test asks
    for every card not built at each of a game's events)."""
    return (card, *(translate(locale, f"render_westkingdom_cards.name.{card}")
                    for locale in LOCALES))


@pytest.mark.parametrize(("seed", "seats", "side"), GAMES)
def test_no_line_names_a_building_card_that_is_not_built(seed, seats, side):
    game = played(seed, seats, side)
    names = NAMES[:seats]
    for event in events_since(game, 0):
        table = event.after if isinstance(event, Turn) else game
        built = {card for player in table.players for card in player.buildings}
        hidden = [name for card in BUILDINGS if card not in built for name in card_names(card)]
        for locale in LOCALES:
            line = event_line(Translator(locale), names, event)
            assert [name for name in hidden if name in line] == [], line


@pytest.mark.parametrize(("seed", "seats", "side"), GAMES[:4])
def test_every_turn_is_told_once_in_order(seed, seats, side):
    game = played(seed, seats, side)
    told = turns(game)
    assert len(told) == game.turn
    assert [turn.seat for turn in told] == [(game.setup.first + i) % seats
                                            for i in range(game.turn)]


@pytest.mark.parametrize(("seed", "seats", "side"), GAMES[4:8])
def test_a_turn_holds_its_seat_s_answers_from_its_placement_on(seed, seats, side):
    for turn in turns(played(seed, seats, side)):
        assert turn.steps[0].move.prompt in (Prompt.PLACE, Prompt.RECOVER)
        assert all(step.move.prompt not in (Prompt.PLACE, Prompt.RECOVER)
                   for step in turn.steps[1:])
        assert {step.move.seat for step in turn.steps} == {turn.seat}


def test_a_seat_with_nothing_to_place_or_take_back_is_told_it_passes():
    game = played(0, 2, "A")
    passed = Turn(1, (), game, game, 0)
    assert event_line(Translator("en"), NAMES, passed) == (
        "Bob has every worker in the Guildhall and passes. Alice to play.")


def test_the_turns_told_since_a_token_are_those_its_later_answers_ended():
    game = played(3, 5, "A")
    everything = events_since(game, 0)
    assert events_since(game, len(game.decisions)) == []
    for since in (10, 200, len(game.decisions) - 1):
        later = events_since(game, since)
        assert later
        assert [repr(e) for e in later] == [repr(e) for e in everything[-len(later):]]


def test_a_story_continued_from_table_to_table_tells_what_a_whole_replay_tells():
    """Each table continues the story the table before kept (in a worker process:
    it goes there and back), replaying only the answers given since. Each part's
    lines are those a replay of the whole record tells, whether a part ends within
    a turn or not; all of them are the story told at once, as the table after the
    computer seats' turns tells it."""
    # The module as loaded now: a bot test run before in this process may have
    # loaded the cogs again, and pickle finds a class by its module's name.
    tell = importlib.import_module("cogs.westkingdom.narration").story_lines
    game = played(5, 3, "B")
    names = NAMES[:3]
    tokens = [*range(0, len(game.decisions), 71), len(game.decisions)]
    replay, story, parts = Game(game.setup), None, []
    for since, until in pairwise(tokens):
        for move in game.decisions[since:until]:
            replay.play(move)
        sent = pickle.loads(pickle.dumps(story))
        lines, story = tell("en", names, names, replay, since, sent)
        assert since == 0 or story is sent  # continued, not replayed afresh
        assert lines == [event_line(Translator("en"), names, event)
                         for event in events_since(replay, since)]
        parts += lines
    assert story_lines("en", names, names, game, 0)[0] == parts


def test_a_story_of_another_record_or_that_let_go_of_the_turns_asked_is_not_continued():
    game, other = played(5, 3, "B"), played(2, 4, "A")
    since = len(game.decisions) // 2
    _, later = story_lines("en", NAMES, NAMES, game, since)
    for story, asked in ((later, since - 20), (later, 0), (Story(other.setup), since)):
        lines, kept = story_lines("en", NAMES, NAMES, game, asked, story)
        assert kept is not story
        assert lines == story_lines("en", NAMES, NAMES, game, asked)[0]


def test_a_turn_going_on_is_not_told_yet():
    game = played(1, 3, "A")
    replay = Game(game.setup)
    for move in game.decisions:
        replay.play(move)
        if replay.decision.prompt not in (Prompt.PLACE, Prompt.DRAFT, Prompt.HIRE):
            break  # in the middle of a turn: its follow-up is asked
    assert replay.decision.prompt is not Prompt.DRAFT
    assert len(turns(replay)) == replay.turn


def test_the_starting_hires_name_the_apprentice_and_the_next_to_choose():
    game = played(1, 3, "A")
    hires = [e for e in events_since(game, 0) if isinstance(e, StartingHire)]
    assert len(hires) == 3
    t = Translator("en")
    first = event_line(t, NAMES, hires[0])
    assert first.startswith(f"{NAMES[hires[0].seat]} takes the ")
    assert first.endswith(f"{NAMES[hires[1].seat]} to choose.")
    assert event_line(t, NAMES, hires[-1]).endswith("everyone picks a card at once.")


def test_the_draft_is_told_in_one_line_naming_who_starts():
    game = played(2, 4, "A")
    drafts = [e for e in events_since(game, 0) if isinstance(e, DraftOver)]
    assert drafts == [DraftOver(game.setup.first)]
    line = event_line(Translator("en"), NAMES, drafts[0], mentions=["<@1>", "<@2>", "<@3>",
                                                                    "<@4>"])
    assert line == f"The draft is over; <@{game.setup.first + 1}> starts."


def test_a_line_ends_with_the_next_player_and_the_last_one_without():
    game = played(0, 2, "A")
    told = turns(game)
    t = Translator("en")
    assert turn_line_of(t, told[0]).endswith(f"{NAMES[told[0].next_seat]} to play.")
    assert told[-1].next_seat is None
    assert not turn_line_of(t, told[-1]).endswith("to play.")


def turn_line_of(t: Translator, turn: Turn) -> str:
    return event_line(t, NAMES, turn)


def first_turn(placement_or_prompt, games=GAMES) -> tuple[Game, Turn]:
    for seed, seats, side in games:
        game = played(seed, seats, side)
        for turn in turns(game):
            if any(step.move.value == placement_or_prompt
                   or step.move.prompt == placement_or_prompt for step in turn.steps):
                return game, turn
    raise AssertionError(f"no turn with {placement_or_prompt}")


def test_a_quarry_turn_tells_the_stone_gained():
    _, turn = first_turn("quarry")
    gained = turn.after.players[turn.seat].res[2] - turn.before.players[turn.seat].res[2]
    line = turn_line_of(Translator("en"), turn)
    assert line.startswith(f"{NAMES[turn.seat]} at the Quarry: +{gained} stone")


def test_a_workshop_hire_names_the_apprentice_and_the_silver_paid():
    _, turn = first_turn("workshop:hire")
    hired = next(s.move.value for s in turn.steps if s.move.prompt is Prompt.HIRE)
    line = turn_line_of(Translator("en"), turn)
    name = translate("en", f"render_westkingdom.apprentice.{APPRENTICES[hired].name}")
    assert f"at the Workshop: hires the {name}" in line
    assert re.search(r"−\d+ silver", line)


def test_a_capture_names_the_owner_the_count_and_the_place():
    for seed, seats, side in GAMES:
        for turn in turns(played(seed, seats, side)):
            step = turn.steps[1] if len(turn.steps) > 1 else None
            if (step and step.move.prompt is Prompt.CAPTURE and isinstance(step.move.value, tuple)
                    and step.move.value[1] != turn.seat):
                where, owner = step.move.value
                line = turn_line_of(Translator("en"), turn)
                place = translate("en", f"render_westkingdom.place.{where}")
                count = step.workers
                noun = "worker" if count == 1 else "workers"
                assert f"captures {NAMES[owner]}'s {count} {noun} at the {place}" in line
                assert count == turn.before.at[OPEN_PLACES.index(where)][owner]
                return
    raise AssertionError("no capture in the games")


def test_a_building_is_named_with_its_points_once_built():
    turn, card = next((turn, step.move.value) for seed, seats, side in GAMES
                      for turn in turns(played(seed, seats, side)) for step in turn.steps
                      if step.move.prompt is Prompt.BUILD and step.move.value != "cathedral")
    line = turn_line_of(Translator("en"), turn)
    name = translate("en", f"render_westkingdom_cards.name.{card}")
    assert f"builds the {name} (+{BUILDINGS[card].vp} VP)" in line


@pytest.mark.parametrize("locale", LOCALES)
def test_every_line_of_a_game_is_one_short_line_in_each_language(locale):
    game = played(7, 5, "B")
    t = Translator(locale)
    for event in events_since(game, 0):
        line = event_line(t, NAMES, event)
        assert "\n" not in line and 0 < len(line) <= 600
        assert "{" not in line and "None" not in line


# -- the end ---------------------------------------------------------------------------

def test_the_final_lines_give_each_total_best_first_and_the_winner():
    game = played(0, 2, "A")
    result = game.result()
    lines = final_lines(Translator("en"), game, NAMES)
    order = sorted(range(2), key=lambda s: -result.players[s].total)
    assert lines[0] == "Final score: " + " · ".join(
        f"{NAMES[s]} {result.players[s].total}" for s in order) + "."
    assert lines[1] in {f"{NAMES[result.winners[0]]} wins!",
                        " & ".join(NAMES[s] for s in result.winners) + " share the victory!"}


class Ended:
    """A finished game of three seats with the given (total, virtue, silver) each."""

    seats = 3

    def __init__(self, *seats: tuple[int, int, int]) -> None:
        self.scores = tuple(PlayerScore(total, 0, 0, 0, 0, 0, 0, virtue, silver)
                            for total, virtue, silver in seats)

    def result(self) -> Result:
        best = max((p.total, p.final_virtue, p.final_silver) for p in self.scores)
        return Result(True, self.scores, tuple(
            s for s, p in enumerate(self.scores)
            if (p.total, p.final_virtue, p.final_silver) == best))


@pytest.mark.parametrize(("seats", "said"), [
    (((40, 5, 3), (40, 7, 1), (30, 9, 9)), "Tied on points: the highest virtue wins"),
    (((40, 7, 3), (40, 7, 12), (30, 9, 9)), "Tied on points and virtue: the most silver wins"),
    (((40, 7, 3), (40, 7, 3), (30, 9, 9)), "Tied on points, virtue and silver: shared victory"),
])
def test_a_tie_on_points_says_how_it_was_broken(seats, said):
    lines = final_lines(Translator("en"), Ended(*seats), NAMES)
    assert lines[-1] == said


def test_a_win_on_points_says_no_tie_break():
    lines = final_lines(Translator("en"), Ended((41, 0, 0), (40, 9, 9), (3, 1, 1)), NAMES)
    assert lines == ["Final score: Alice 41 · Bob 40 · Carol 3.", "Alice wins!"]


def test_a_shared_victory_names_every_winner():
    lines = final_lines(Translator("ru"), Ended((40, 7, 3), (40, 7, 3), (1, 1, 1)), NAMES)
    assert lines[1] == "Победу делят Alice & Bob!"
