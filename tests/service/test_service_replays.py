"""Replays in the service: only a game that is over, of the asker's server; drawn
once per language and shared by asks made while it is drawn; drawn again by newer
drawing code; a daily game shown to everyone only once its day is over."""

from __future__ import annotations

import asyncio
import threading
from dataclasses import dataclass

import pytest
from service_helpers import ALICE, BOT, CHANNEL, GUILD, play_out

from service import ManualClock, Place, Services
from service.akropolis import GAME_KIND as AKROPOLIS
from service.errors import GameOfAnotherServer, ReplayUnfinished

DRAWN: list[str] = []
GATE = threading.Event()
"""Holds every drawing until set (the workers are a thread here)."""


@dataclass(frozen=True)
class Drawing:
    data: bytes
    extension: str
    seconds: float


def stand_in(record: str, locale: str, names) -> Drawing:
    """Draws nothing: says which language it was asked, once the gate opens."""
    GATE.wait(10)
    DRAWN.append(locale)
    return Drawing(f"{locale}:{len(record)}".encode(), "webp", 42.0)


@pytest.fixture(autouse=True)
def _open_gate():
    DRAWN.clear()
    GATE.set()
    yield
    GATE.set()


async def _solo(services: Services, *, finished: bool = True, channel: int = CHANNEL):
    row = await services.games.start_solo(game_kind=AKROPOLIS, place=Place(GUILD, channel),
                                          human_id=ALICE, computer_id=BOT, level=1,
                                          options={})
    return (await play_out(services, row.id)).row if finished else row


async def test_a_game_still_played_has_no_replay(services: Services) -> None:
    row = await _solo(services, finished=False)
    with pytest.raises(ReplayUnfinished):
        await services.replays.replayable(row.id, viewer=ALICE, guild_id=GUILD)


async def test_a_game_of_another_server_has_no_replay_here(services: Services) -> None:
    row = await _solo(services)
    with pytest.raises(GameOfAnotherServer):
        await services.replays.replayable(row.id, viewer=ALICE, guild_id=GUILD + 1)


async def test_asks_made_while_it_is_drawn_share_one_drawing_per_language(
        services: Services) -> None:
    row = await _solo(services)
    GATE.clear()
    asks = [asyncio.create_task(services.replays.request(row, locale, stand_in, "1", ["a", "b"]))
            for locale in ("fr", "fr", "en")]
    await asyncio.sleep(0.05)
    GATE.set()
    french, again, english = await asyncio.gather(*asks)
    assert sorted(DRAWN) == ["en", "fr"] and french == again
    assert french.image != english.image
    assert await services.replays.request(row, "fr", stand_in, "1", []) == french
    assert sorted(DRAWN) == ["en", "fr"]


async def test_a_replay_of_older_drawing_code_is_drawn_again(services: Services) -> None:
    row = await _solo(services)
    await services.replays.request(row, "en", stand_in, "1", [])
    assert await services.replays.stored(row, "en", "2") is None
    await services.replays.request(row, "en", stand_in, "2", [])
    assert DRAWN == ["en", "en"]


async def test_a_daily_game_is_for_everyone_only_once_its_day_is_over(
        services: Services, clock: ManualClock) -> None:
    daily = (await services.daily.play(AKROPOLIS, Place(GUILD, CHANNEL), ALICE, BOT)).row
    other = await _solo(services, channel=CHANNEL + 1)
    assert not services.replays.for_everyone(daily)
    assert services.replays.for_everyone(other)
    clock.advance(86400)
    assert services.replays.for_everyone(daily)
