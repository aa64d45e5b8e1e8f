"""Lobby button ids: written and read in one place, anything else refused."""

from __future__ import annotations

import pytest

from cogs.common import lobby_ids
from cogs.common.lobby_ids import LobbyId


def test_an_id_reads_back_as_written() -> None:
    assert lobby_ids.parse(lobby_ids.make("join", 12)) == LobbyId("join", 12)
    assert lobby_ids.parse(lobby_ids.make("computer", 12, 2)) == LobbyId("computer", 12, 2)


@pytest.mark.parametrize("custom_id", [
    "lobby:join:12:1", "lobby:computer:12", "lobby:sit:12", "lobby:join:012",
    "lobby:join:１２", "lobby:join:99999999999999999999", "amytis:join:12", "lobby:join:",
])
def test_ids_the_bot_never_writes_are_refused(custom_id: str) -> None:
    assert lobby_ids.parse(custom_id) is None
