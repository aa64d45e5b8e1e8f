"""The westkingdom-view/1 export: a seat's table and the answers, the others' hidden
answers written "?", and the replay command reading it without replaying."""

from __future__ import annotations

import json

import pytest

from engine.__main__ import main
from engine.westkingdom import BUILDINGS, Game, Prompt
from engine.westkingdom.view_record import VIEW_FORMAT, view_export


def _drafted(seats: int = 3) -> Game:
    game = Game.new(9, seats)
    while game.decision.prompt is not Prompt.PLACE:
        game.decide(game.decision.options[0])
    return game


def test_the_others_draft_picks_are_question_marks_and_ones_own_are_named():
    game = _drafted()
    view = view_export(game, 1)
    picks = [d for d in view["decisions"] if "draft" in d]
    assert {d["draft"] for d in picks if d["s"] != 1} == {"?"}
    assert [d["draft"] for d in picks if d["s"] == 1] == list(game.players[1].hand)


def test_no_card_of_another_hand_or_a_deck_is_in_the_view():
    game = _drafted()
    text = json.dumps(view_export(game, 0))
    hidden = set(BUILDINGS) - set(game.players[0].hand)
    assert [card for card in hidden if f'"{card}"' in text] == []


def test_the_replay_command_reads_a_view_s_scores_without_replaying(tmp_path, capsys):
    game = _drafted()
    path = tmp_path / "view.json"
    path.write_text(json.dumps(view_export(game, 0)))
    assert main(["replay", str(path)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["view"] is True and len(report["players"]) == 3
    assert report["decisions"] == len(game.decisions)


@pytest.mark.parametrize("table", [{}, {"scores": ["a"]}, None])
def test_a_view_without_its_scores_is_refused_in_one_line(tmp_path, capsys, table):
    path = tmp_path / "view.json"
    path.write_text(json.dumps({"format": VIEW_FORMAT, "table": table}))
    assert main(["replay", str(path)]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
