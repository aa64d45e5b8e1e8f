"""The West Kingdom turn as the table plays it (``service.westkingdom.TableGame``):
a card built from the hand is a point of no return, like a card revealed, so it is
confirmed and stored before the next question is asked in public; and until a
revealing answer is confirmed, the mover's own panel is drawn from the game before it,
so Back cannot show them the top of a deck."""

from __future__ import annotations

from engine.westkingdom import Game, Move, Prompt
from service.westkingdom.table_game import TableGame
from tests.cogs.westkingdom_games import positions

SAMPLES = [(0, 2, "A"), (18, 4, "A"), (39, 5, "B"), (5, 3, "B")]


def first_place(where: str) -> tuple[Game, Move]:
    """The first time a seat of the sample games placed a worker at ``where``."""
    return next((game, move) for game, move in positions(SAMPLES)
                if move.prompt is Prompt.PLACE and move.value == where)


def test_building_a_card_ends_the_step_even_when_a_question_of_the_same_seat_follows():
    followed = 0
    for game, move in positions(SAMPLES):
        if move.prompt is not Prompt.BUILD or not str(move.value).startswith("B"):
            continue
        table = TableGame(game)
        step = table.decide(move.value)
        if table.engine.decision is not None and table.engine.decision.player == move.seat:
            followed += 1  # the Treasury's gain, the Tavern's hire...
        assert step is not None and step[0] == move
    assert followed > 0


def test_a_placement_and_its_answers_go_on_as_one_step_until_something_is_built():
    for game, move in positions(SAMPLES):
        if move.prompt is Prompt.TRADE:
            table = TableGame(game)
            before = len(game.players[move.seat].buildings)
            step = table.decide(move.value)
            if (table.engine.decision is not None
                    and table.engine.decision.player == move.seat
                    and len(table.engine.players[move.seat].buildings) == before):
                assert step is None
                return
    raise AssertionError("no trade followed by a question of the same seat")


def test_a_revealing_answer_keeps_the_game_before_it_for_the_mover_s_panel():
    game, move = first_place("workshop:draw")
    table = TableGame(game)
    hand = list(game.players[move.seat].hand)
    assert table.decide(move.value) is not None
    assert len(table.engine.players[move.seat].hand) > len(hand)
    assert table.before_reveal is not None
    assert table.before_reveal.players[move.seat].hand == hand


def test_an_answer_that_reveals_nothing_leaves_no_game_before_it():
    game, move = first_place("quarry")
    table = TableGame(game)
    table.decide(move.value)
    assert table.before_reveal is None
