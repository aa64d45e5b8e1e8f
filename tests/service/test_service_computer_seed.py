"""The computer's randomness is its own secret, not something derived from the deal."""

from __future__ import annotations

import random

from service_helpers import ALICE, BOT, GUILD

from service import Place, Services
from service.amytis import GAME_KIND as AMYTIS
from service.computer_seed import turn_seed


async def solo_game(services: Services, channel: int):
    return await services.games.start_solo(
        game_kind=AMYTIS, place=Place(GUILD, channel), human_id=ALICE, computer_id=BOT,
        level=2, options={"sides": "A"})


async def test_two_games_with_the_same_deal_get_different_computer_seeds(db, clock):
    first = await solo_game(Services.create(db, clock=clock, rng=random.Random(7)), 10)
    second = await solo_game(Services.create(db, clock=clock, rng=random.Random(7)), 11)
    assert first.seed == second.seed and first.record == second.record
    assert first.computer_seed != second.computer_seed


async def test_the_computer_seed_is_not_the_deal_seed_nor_its_old_derivation(services):
    row = await solo_game(services, 10)
    assert row.computer_seed != row.seed
    for turn in range(20):
        old = (row.seed ^ (turn * 0x9E3779B97F4A7C15)) & (2**62 - 1)
        assert turn_seed(row.computer_seed, turn) not in (old, row.seed, row.computer_seed)


def test_a_turns_seed_depends_only_on_the_secret_and_the_turn():
    assert turn_seed(12345, 3) == turn_seed(12345, 3)
    assert len({turn_seed(12345, turn) for turn in range(40)}) == 40
    assert turn_seed(12345, 3) != turn_seed(12346, 3)
    assert all(0 <= turn_seed(2**62 - 1, turn) < 2**62 for turn in range(40))
