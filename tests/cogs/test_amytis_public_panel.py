"""The Amytis panel everyone sees tells nothing hidden: it is the same whatever lies
beneath the stacks' tops and in the deck (both dealt again at random), at every step
of a turn, the one asking for Confirm included, whose preview has already revealed
the stack's new top and any card drawn."""

from __future__ import annotations

import random
from types import SimpleNamespace

from cogs.amytis.controls import prompt, turn_view
from engine.amytis import Game, all_sides, sample_game
from i18n import LOCALES, Translator
from service import TurnState

SEEDS = (0, 1, 2, 3)


def positions():
    """Every decision of seeded games played at random one step at a time, with the
    option then chosen and a language."""
    for seed in SEEDS:
        rng = random.Random(seed)
        game = Game.new(seed, all_sides("B" if seed % 2 else "A"))
        while not game.is_over:
            option = rng.choice(game.decision.options)
            yield game.copy(), option, Translator(LOCALES[game.turn % len(LOCALES)])
            game.decide(option)


def redealt(game: Game, rng: random.Random) -> Game:
    """Another game the table could be looking at: the tiles beneath the tops and the
    deck dealt again at random, the moves played."""
    other = sample_game(game.public_view(None), rng)
    other.moves, other.turn_points = list(game.moves), list(game.turn_points)
    return other


def panels(game: Game, option: object, t: Translator) -> list[tuple[str, list[dict]]]:
    """The public panel at this decision, and the one asking for Confirm when
    ``option`` plays the turn: its prompt and its components, as Discord gets them."""
    row = SimpleNamespace(id=7, turn=game.turn, version=3, pending=[],
                          to_move=game.current_player, is_active=True)
    states = [TurnState(row=row, game=game)]
    preview = game.copy()
    events = preview.decide(option)
    if events is not None and events.favor is None:
        states.append(TurnState(row=row, game=preview, ready=events))
    return [(prompt(state, t, "<@1>"),
             [item.to_component_dict() for item in turn_view(state, t).children])
            for state in states]


def test_the_public_panel_is_the_same_whatever_lies_beneath_the_tops_and_in_the_deck():
    rng = random.Random(41)
    differ = []
    for game, option, t in positions():
        shown = panels(game, option, t)
        for _ in range(2):
            if panels(redealt(game, rng), option, t) != shown:
                differ.append((game.decision.kind, game.turn))
                break
    assert differ == []
