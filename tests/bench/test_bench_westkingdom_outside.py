"""The outside opponents of the West Kingdom benchmark: the flat Monte-Carlo player
shares no code with the project's computer player and reads nothing its seat cannot
see; the Mines farmer piles its workers at the Mines; the strength runner deals every
deal to every seat and says who led the games stopped at the turn limit."""

from __future__ import annotations

import ast
import json
import random
import time
from pathlib import Path

from bench import westkingdom_strength
from bench.westkingdom_outside import deal_unseen, farmer_option, outside_move
from bench.westkingdom_strength import choose, main, paired_line, table_row, tasks
from engine.westkingdom import (
    BUILDINGS,
    Game,
    Move,
    Prompt,
    from_record,
    sample_game,
    spectator_game,
)
from engine.westkingdom.ai import LEVELS

PACKAGE = Path(__file__).resolve().parents[2] / "bench" / "westkingdom_outside"


def _position(seed: int, seats: int, turns: int, prompt: Prompt | None = None) -> Game:
    """A game played at random for ``turns`` turns, then on to a decision of ``prompt``."""
    rng = random.Random(seed)
    game = Game.new(seed, seats)
    while game.turn < turns or (prompt is not None and game.decision.prompt is not prompt):
        game.push(rng.choice(game.legal_options()))
    return game


POSITIONS = [
    _position(3, 2, 0, Prompt.DRAFT),
    _position(4, 2, 24, Prompt.PLACE),
    _position(5, 4, 40, Prompt.PLACE),
    _position(6, 2, 10, Prompt.KEEP),
]


def _redealt(game: Game, seed: int) -> Game:
    """``game`` with everything its seat to move cannot see dealt again."""
    other = sample_game(game.public_view(game.current_player), random.Random(seed))
    seat = game.current_player
    assert any(other.players[s].hand != game.players[s].hand or other.packets[s] != game.packets[s]
               for s in range(game.seats) if s != seat) or other.building_deck != game.building_deck
    return other


def _hidden(game: Game) -> tuple:
    return (tuple(tuple(p.hand) for p in game.players), tuple(map(tuple, game.packets)),
            tuple(game.keep_cards), tuple(game.building_deck), tuple(game.apprentice_deck),
            tuple(game.bm_left), tuple(game.bm_right), tuple(game.rewards))


def test_the_outside_player_imports_nothing_of_the_computer_player_nor_its_sampler():
    for path in PACKAGE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.ImportFrom):
                module = "." * node.level + (node.module or "")
                assert not module.startswith(("engine.westkingdom.ai", "..")), (path, module)
                assert "ai" not in module.split("."), (path, module)
                assert all(alias.name != "sample_game" for alias in node.names), path
            elif isinstance(node, ast.Import):
                assert all(not alias.name.startswith("engine.westkingdom.ai")
                           for alias in node.names), path
            elif isinstance(node, ast.Attribute):
                assert node.attr not in ("sample_game", "_game"), (path, node.attr)
            elif isinstance(node, ast.Name):
                assert node.id != "sample_game", path


def test_a_dealt_world_shows_the_seat_exactly_the_view_it_was_dealt_from():
    for game in POSITIONS:
        view = game.public_view(game.current_player)
        world = deal_unseen(spectator_game(game), view, random.Random(1))
        assert world.public_view(view.viewer) == view
        cards = [c for p in world.players for c in (*p.buildings, *p.hand)]
        cards += [c for packet in world.packets for c in packet]
        assert sorted(cards + world.keep_cards + world.building_deck) == sorted(BUILDINGS)


def test_the_sampler_deals_the_same_world_whatever_the_hidden_cards_were():
    for index, game in enumerate(POSITIONS):
        seat = game.current_player
        other = _redealt(game, index)
        worlds = [deal_unseen(spectator_game(g), g.public_view(seat), random.Random(9))
                  for g in (game, other)]
        assert _hidden(worlds[0]) == _hidden(worlds[1])


def test_the_outside_player_answers_the_same_when_the_hidden_cards_are_dealt_again():
    for index, game in enumerate(POSITIONS):
        moves = [choose("outside", g, 7, budget=None, rounds=2)[0]
                 for g in (game, _redealt(game, index))]
        assert moves[0] == moves[1]
        assert moves[0].value in game.legal_options()


def test_the_outside_player_spends_about_its_cpu_budget():
    game = POSITIONS[1]
    start = time.process_time()
    move = outside_move(spectator_game(game), game.public_view(game.current_player), 5,
                        budget=0.05)
    assert 0.05 <= time.process_time() - start < 0.25
    assert move.value in game.legal_options()


def test_the_farmer_piles_every_worker_at_the_mines_and_mines_gold():
    game = Game.new(8, 2)
    placed: list[str] = []
    while game.turn < 80:
        seat = game.current_player
        option = farmer_option(game.public_view(seat))
        if game.decision.prompt is Prompt.PLACE:
            placed.append(str(option))
        game.play(Move(seat, game.decision.prompt, option))
    assert set(placed) == {"mines:clay", "mines:gold"}
    assert placed.count("mines:clay") == 2
    for seat in range(2):
        assert game.public_view(seat).tableaus[seat].workers[2] >= 19
        assert game.players[seat].res[3] >= 100


def test_every_deal_is_played_from_every_seat():
    assert [(t[3], t[4] % t[2]) for t in tasks("outside-2", 4, 10)] == [
        (10, 0), (10, 1), (11, 0), (11, 1)]
    assert {t[3] for t in tasks("outside-4", 8, 1)} == {1, 2}
    assert [t[1] for t in tasks("farmer-2", 2, 1)] == ["farmer", "farmer"]
    assert [(t[1], t[3], t[4] % t[2]) for t in tasks("normal-2", 2, 5)] == [
        ("normal", 5, 0), ("normal", 5, 1)]


def test_a_row_counts_the_games_stopped_at_the_limit_and_those_hard_led():
    def record(score: float, margin: int, stopped: bool) -> dict:
        return {"score": score, "margin": margin, "stopped": stopped, "mine": 50,
                "theirs": 40, "turns": 100, "budget": 0.15, "hard_cpu": [0.1, 0.2],
                "other_cpu": [0.15]}
    row = table_row("outside-2", [record(1, 30, True), record(0, -5, True), record(0.5, 0, False)])
    assert row == ("| outside-2 | 3 | 50.0% | 12.5% – 87.5% | 50.0 – 40.0 | 100 | 2 (1) | "
                   "100.0 / 200.0 | 150.0 / 150.0 | 150.0 |")


def test_a_variant_sits_in_hards_chair_and_is_logged_apart_with_its_settings(
        tmp_path, capsys, monkeypatch):
    monkeypatch.setitem(LEVELS, "tiny", LEVELS["hard"])  # gone again after the test
    log = tmp_path / "strength.jsonl"
    log.write_text(json.dumps({"table": "farmer-2", "seed": 5, "index": 0, "score": 0.0}) + "\n")
    main(["--variant", 'tiny={"iterations": [2, 2, 2, 2], "tail": 0}', "--table", "farmer-2",
          "--games", "1", "--seed", "5", "--jobs", "1", "--log", str(log)])
    hard, tiny = (json.loads(line) for line in log.read_text().splitlines())
    assert "player" not in hard
    assert (tiny["player"], tiny["seed"], tiny["index"]) == ("tiny", 5, 0)
    assert tiny["settings"]["iterations"] == [2, 2, 2, 2] and tiny["settings"]["tail"] == 0
    replayed = from_record(tiny["record"])
    assert replayed.is_over and replayed.score(tiny["index"] % 2).total == tiny["mine"]
    row, paired = capsys.readouterr().out.splitlines()[-2:]
    assert row.startswith("| farmer-2 (tiny) | 1 |")
    assert paired.startswith("tiny against hard on the same 1 games: 1 won against 0;")


def test_a_variant_is_compared_with_hard_game_by_game_on_the_same_deals_and_seats():
    def game(seed: int, index: int, score: float) -> dict:
        return {"seed": seed, "index": index, "score": score}
    hard = [game(1, 0, 1.0), game(1, 1, 0.0), game(2, 0, 0.0), game(2, 1, 1.0)]
    variant_games = [game(1, 0, 1.0), game(1, 1, 1.0), game(2, 0, 0.5), game(3, 0, 0.0)]
    assert paired_line(variant_games, hard, "late") == (
        "late against hard on the same 3 games: 2.5 won against 1; better in 2, worse in 0 "
        "(sign test p = 0.50)")
    assert paired_line([game(3, 0, 1.0)], hard, "late") is None


def test_a_measured_budget_is_told_so_that_a_stopped_run_finishes_with_it(
        tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(westkingdom_strength, "calibrate", lambda *args: 0.2874)
    played = []

    def run(jobs, workers):
        played.extend(jobs)
        return iter([])
    monkeypatch.setattr(westkingdom_strength, "run", run)
    main(["--table", "outside-4", "--games", "4", "--calibration", "3", "--jobs", "1"])
    assert {budget for _, _, budget in played} == {0.2874} and len(played) == 4
    assert capsys.readouterr().err == (
        "outside-4: the outside player's budget is 287.4 ms, hard's median over 3 games "
        "against normal (finish with --budget-ms 287.4)\n")
