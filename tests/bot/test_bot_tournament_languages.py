"""What a tournament posts for everyone speaks the server's language: the round's
announcement, the threads' names, the reminders and the podium, in a Russian server."""

from __future__ import annotations

import pytest
from tournament_hands import number_of, play_round, posts, signed_up, started

from tests.discord_emulator import Cast, DiscordEmulator


@pytest.fixture
async def cast(emu: DiscordEmulator) -> Cast:
    return await emu.populate(locale="ru")


async def test_a_tournament_in_a_russian_server_is_announced_in_russian(emu, cast, runner):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="akropolis",
                             format="swiss", rounds=1)
    number = number_of(signup)
    first = await started(emu, cast, signup)
    assert first.content.startswith(f"🏁 **Турнир №{number}, тур 1 из 1** (Акрополис)")
    assert [thread.name for thread in emu.threads] == [f"Турнир {number} · тур 1 · стол 1"]
    assert "ваша партия турнира" in emu.messages(emu.threads[0])[0].content
    await play_round(runner, number)
    assert posts(emu, cast, rf"Турнир №{number} \(Акрополис\) завершён!")
