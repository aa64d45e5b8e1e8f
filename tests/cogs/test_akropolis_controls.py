"""The spot step of an Akropolis turn: the best placements first, one tap each, then
every spot in menus ranked by the change of score it can bring."""

import random
from collections import OrderedDict
from types import SimpleNamespace

from cogs.akropolis import ids
from cogs.akropolis.controls import BEST, MENUS, PAGE, ranking, rotation_view, signed, spot_view
from engine.akropolis import Game, Placement
from i18n import Translator
from render.akropolis import spots
from render.akropolis.spots import _ranking, ranked_spots
from service import TurnState

T = Translator("en")


def grown_game(spots_wanted: int) -> Game:
    """A two-player game whose mover has taken a tile with more than ``spots_wanted``
    spots to choose from (cities grow as tiles are placed side by side)."""
    game = Game.new(5)
    while True:
        game.decide(game.legal_takes()[0])
        if len(game.anchors()) > spots_wanted:
            return game
        game.decide(game.legal_placements()[-1])


def state_of(game: Game) -> TurnState:
    """What ``spot_view`` reads of a turn: the game, its number, turn and step."""
    return TurnState(row=SimpleNamespace(id=7, turn=3, version=9), game=game)


def items(view) -> list[dict]:
    return [item.item.to_component_dict() for item in view.children]


def test_the_best_placements_are_the_first_row_ranked_by_change_of_score():
    game = grown_game(10)
    buttons = [c for c in items(spot_view(state_of(game), T, 0)) if c["type"] == 2][:BEST]
    chosen = [ids.parse(b["custom_id"].removeprefix("akropolis:")) for b in buttons]
    changes = [game.preview(Placement(spot.cell, cid.number)).total_change
               for cid in chosen for spot in ranking(game).spots if spot.code == cid.code]
    assert [c.action for c in chosen] == ["rot"] * BEST  # straight to the preview, Confirm
    assert changes == sorted(changes, reverse=True)
    assert changes[0] == max(game.preview(p).total_change for p in game.legal_placements())


def test_a_best_placement_button_names_its_spot_and_change_of_score():
    game = grown_game(10)
    first = ranking(game).choices[0]
    button = items(spot_view(state_of(game), T, 0))[0]
    assert button["label"] == f"{first.spot.code} · {signed(first.change)}"
    assert button["custom_id"] == ids.make("rot", 7, 3, 9, first.rot, first.spot.code)


def test_the_spot_menus_reach_every_spot_best_change_first_across_pages():
    game = grown_game(MENUS * PAGE)
    shown, page = [], 0
    while True:
        menus = [c for c in items(spot_view(state_of(game), T, page)) if c["type"] == 3]
        assert 1 <= len(menus) <= MENUS
        shown += [o["value"] for menu in menus for o in menu["options"]]
        if len(shown) == len(game.anchors()):
            break
        page += 1
    assert page >= 1 and len(set(shown)) == len(shown)
    best = {spot.code: spot.change for spot in ranking(game).spots}
    assert [best[code] for code in shown] == sorted(best.values(), reverse=True)


def test_a_spot_menu_id_reads_back_and_an_older_message_s_still_does():
    assert ids.parse("spot:7:3:9") == ids.ComponentId("spot", 7, 3, 9)
    second = ids.make("spot", 7, 3, 9, 1)
    assert ids.parse(second.removeprefix("akropolis:")) == ids.ComponentId("spot", 7, 3, 9, 1)
    assert ids.parse("spot:7:3:9:") is None and ids.parse("spot:7:3:9:01") is None


def test_a_spot_where_the_tile_turns_every_way_shows_all_six_rotations():
    game, rng = Game.new(1), random.Random(1)  # a spot in a notch of the city, turn 13
    game.decide(game.legal_takes()[0])
    while not any(len(game.rotations(a.cell)) == 6 for a in game.anchors()):
        game.decide(rng.choice(game.legal_placements()))
        game.decide(game.legal_takes()[0])
    spot = next(s for s in ranking(game).spots if len(game.rotations(s.cell)) == 6)
    view = rotation_view(state_of(game), T, spot, spot.best.rot)
    turns = [c for c in items(view) if c["custom_id"].startswith("akropolis:rot:")]
    assert len(turns) == 6


def test_the_spot_menu_lists_first_the_spots_the_preview_labels():
    from cogs.akropolis.controls import spots
    from engine.akropolis import Game
    from render.akropolis import ranked_spots
    from render.akropolis.spots import LABELLED

    for seed in range(6):
        game = Game.new(seed, 2)
        game.decide(0)
        assert [s.code for s in spots(game)[:LABELLED]] == \
            [s.code for s in ranked_spots(game)[:LABELLED]]


def test_a_position_is_ranked_once_however_often_a_step_asks(monkeypatch):
    game = grown_game(10)
    previews = []
    preview = Game.preview

    def counted(self, placement, take=None):
        previews.append(placement)
        return preview(self, placement, take)

    monkeypatch.setattr(Game, "preview", counted)
    monkeypatch.setattr(spots, "_kept", OrderedDict())  # none kept by the tests before
    first = ranking(game)
    asked = len(previews)
    again = ranking(game.public())  # the panel ranks the game as the table knows it
    ranked_spots(game)
    spot_view(state_of(game), T, 0)
    assert asked == sum(len(game.rotations(a.cell)) for a in game.anchors())
    assert again.spots == first.spots and len(previews) == 2 * asked  # public: its own setup


def test_a_ranking_kept_belongs_to_its_position_alone():
    game = grown_game(10)
    before = ranking(game)
    assert ranking(game, take=game.selection) is before
    game.decide(before.spots[0].best)
    game.decide(game.legal_takes()[0])
    after = ranking(game)
    assert after is not before and after == _ranking(game, game.selection)
