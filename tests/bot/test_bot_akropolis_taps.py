"""The taps benchmark (``bench/akropolis_taps.py``) on a few turns of a short game, so
that it keeps working as the controls change."""

from __future__ import annotations

import random

from bench.akropolis_taps import Player, play_game


async def test_the_taps_benchmark_counts_each_turn_of_a_solo_game(emu, cast, runner):
    turns = await play_game(emu, cast, runner, 1, Player(random.Random(2)), turns=4)
    assert len(turns) == 4
    assert all(3 <= turn.taps <= 6 for turn in turns)  # a tile, a spot, Confirm at least
    assert any(turn.route == "best" and turn.taps == 3 for turn in turns)
    row = await runner.bot.services.games.get(1)
    assert row.turn >= 8  # the player's four turns and the Famous Architect's
