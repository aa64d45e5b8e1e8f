"""What the store tests share: a game row to hang a review or a replay on."""

from __future__ import annotations

from store import Database, GameRepository, NewGame, SeatRow


async def a_game(db: Database, channel_id: int = 10) -> int:
    """A new game of two seats in `db` (an active one: one a channel); its id."""
    async with db.transaction() as conn:
        return await GameRepository(db).insert(conn, NewGame(
            game_kind="test", guild_id=5, channel_id=channel_id, seed=1, computer_seed=2,
            record="{}", seats=[SeatRow(0, 1), SeatRow(1, 2)], turn=0, to_move=0,
            scores=[0, 0], now=100.0, options={}))
