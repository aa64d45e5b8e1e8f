"""The Akropolis panel everyone sees tells nothing of the order of the stacks: the
site tiles, the spots of the chosen tile and its rotations on a spot are shown the
same whatever that order is (dealt again at random)."""

from __future__ import annotations

import random
from types import SimpleNamespace

from cogs.akropolis.controls import ranking, rotation_view, spot_view, tile_view
from engine.akropolis import DecisionKind, Game, sample_game
from i18n import LOCALES, Translator
from service import TurnState

GAMES = ((1, 2), (3, 4), (4, 1))
"""Seeds and seats: two and four seats, and solo against the Architect."""


def positions():
    """Every decision of seeded games played at random one step at a time (a tile,
    then its placement), with a language."""
    for seed, seats in GAMES:
        rng = random.Random(seed)
        game = Game.new(seed, seats, architect="metagenes" if seats == 1 else None)
        while not game.is_over:
            yield game.copy(), Translator(LOCALES[game.turn % len(LOCALES)])
            game.decide(rng.choice(game.decision.options))


def panel(game: Game, t: Translator) -> list[dict]:
    """The public panel's components at this decision, as Discord gets them: the site
    tiles; or the spots' first page and the best spot's rotations."""
    state = TurnState(row=SimpleNamespace(id=7, turn=game.turn, version=3), game=game)
    if game.decision.kind is DecisionKind.TILE:
        views = [tile_view(state, t)]
    else:
        best = ranking(game).spots[0]
        views = [spot_view(state, t, 0), rotation_view(state, t, best, best.best.rot)]
    return [item.to_component_dict() for view in views for item in view.children]


def test_the_public_panel_is_the_same_whatever_the_order_of_the_stacks():
    rng = random.Random(41)
    differ = []
    for game, t in positions():
        shown = panel(game, t)
        for _ in range(2):
            if panel(sample_game(game.public_view(None), rng), t) != shown:
                differ.append((game.decision.kind, game.turn))
                break
    assert differ == []
