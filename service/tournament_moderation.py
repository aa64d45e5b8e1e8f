"""The managers' actions on a tournament: extend a round, pause and resume, remove
a player, end early, cancel. A manager is the host, or a member of the tournament's
manager role: the service cannot see Discord roles, so the cog passes the acting
member's role ids."""

from __future__ import annotations

import contextlib
from collections.abc import Collection

import aiosqlite

from service.errors import (
    NotInTournament,
    NotTournamentManager,
    TournamentExtensionAddsNoTime,
    TournamentNotFound,
    TournamentNotRunning,
)
from service.tournament_parts import TournamentParts
from service.tournament_rounds import normal_level
from store.tournaments import RoundRow, TournamentRow


class TournamentModeration(TournamentParts):
    """Extend, pause, resume, remove, end early and cancel."""

    async def _managed_in(self, conn: aiosqlite.Connection, tournament_id: int, user_id: int,
                          roles: Collection[int]) -> TournamentRow:
        t = await self.repo.get_in(conn, tournament_id)
        if t is None:
            raise TournamentNotFound(tournament_id=tournament_id)
        if user_id != t.host_id and (t.manager_role_id is None or t.manager_role_id not in roles):
            raise NotTournamentManager(tournament_id=tournament_id, host_id=t.host_id)
        return t

    async def _running_in(self, conn: aiosqlite.Connection, tournament_id: int, user_id: int,
                          roles: Collection[int], *statuses: str) -> TournamentRow:
        t = await self._managed_in(conn, tournament_id, user_id, roles)
        if t.status not in statuses:
            raise TournamentNotRunning.of(tournament_id, t.status)
        return t

    async def extend(self, tournament_id: int, user_id: int, seconds: float,
                     roles: Collection[int] = ()) -> RoundRow:
        """A manager gives the current round `seconds` more."""
        if seconds <= 0:
            raise TournamentExtensionAddsNoTime(seconds=seconds)
        async with self.games.db.transaction() as conn:
            t = await self._running_in(conn, tournament_id, user_id, roles, "running")
            current = (await self.repo.rounds_in(conn, t.id))[-1]
            await self.repo.move_deadline(conn, t.id, current.number,
                                          current.deadline + seconds, seconds)
        return (await self.repo.rounds(tournament_id))[-1]

    async def pause(self, tournament_id: int, user_id: int,
                    roles: Collection[int] = ()) -> TournamentRow:
        """Stop the clock: no deadline falls and no round opens until `resume`; games
        already going may still be played."""
        async with self.games.db.transaction() as conn:
            t = await self._running_in(conn, tournament_id, user_id, roles, "running")
            current = (await self.repo.rounds_in(conn, t.id))[-1]
            left = max(0.0, current.deadline - self.games.clock.now())
            await self.repo.update(conn, t, status="paused", paused_left=left)
        return await self.get(tournament_id)

    async def resume(self, tournament_id: int, user_id: int,
                     roles: Collection[int] = ()) -> TournamentRow:
        """Start the clock again with the time that was left, and go on (a round whose
        games all ended meanwhile gives way to the next)."""
        now = self.games.clock.now()
        async with self.games.db.transaction() as conn:
            t = await self._running_in(conn, tournament_id, user_id, roles, "paused")
            current = (await self.repo.rounds_in(conn, t.id))[-1]
            await self.repo.move_deadline(conn, t.id, current.number,
                                          now + (t.paused_left or 0.0), 0.0)
            await self.repo.update(conn, t, status="running", paused_left=None)
            running = await self.repo.get_in(conn, t.id)
            assert running is not None
            await self.keeper.progress_in(conn, running, now)
        return await self.get(tournament_id)

    async def remove(self, tournament_id: int, user_id: int, player_id: int,
                     roles: Collection[int] = ()) -> TournamentRow:
        """A manager removes a player: never paired again, their unfinished games lost
        by forfeit. A two-player game ends at once, the other player winning; at a
        bigger table the computer plays their seat to the end, and they take the last
        place. Before the start this is taking them off the list."""
        game_ids = [table.game_id for table in await self.repo.tables(tournament_id)
                    if player_id in table.players and not table.is_over and table.game_id]
        async with contextlib.AsyncExitStack() as stack:
            for game_id in sorted(game_ids):
                await stack.enter_async_context(self.games.locks(game_id))
            async with self.games.db.transaction() as conn:
                t = await self._running_in(conn, tournament_id, user_id, roles,
                                           "signup", "running", "paused")
                entrant = next((e for e in await self.repo.entrants_in(conn, t.id)
                                if e.user_id == player_id and not e.removed), None)
                if entrant is None:
                    raise NotInTournament(tournament_id=tournament_id, user_id=player_id)
                if t.status == "signup":
                    await self.repo.drop_entrant(conn, t.id, player_id)
                else:
                    await self._remove_in(conn, t, player_id)
        return await self.get(tournament_id)

    async def _remove_in(self, conn: aiosqlite.Connection, t: TournamentRow,
                         player_id: int) -> None:
        now = self.games.clock.now()
        await self.repo.set_removed(conn, t.id, player_id)
        level = normal_level(self.games.kind(t.game_kind))
        for table in await self.repo.tables_in(conn, t.id):
            if player_id not in table.players or table.is_over:
                continue
            await self.repo.add_forfeit(conn, table, player_id)
            seat = table.players.index(player_id)
            row = None if table.game_id is None else await self.games.repo.get_in(
                conn, table.game_id)
            if row is not None and row.is_active:
                if len(row.seats) == 2:
                    await self.games.end_in(conn, row, status="finished", reason="forfeit",
                                            winners=[1 - seat], ended_by=t.host_id)
                elif not row.seats[seat].is_computer:
                    await self.games.hand_to_computer_in(conn, row, [seat], level)
            elif row is None and len(table.players) == 2:
                await self.repo.set_result(conn, table.id, [1, 1], [0, 0], now)
        current = await self.repo.get_in(conn, t.id)
        assert current is not None
        await self.keeper.progress_in(conn, current, now)

    async def end_early(self, tournament_id: int, user_id: int,
                        roles: Collection[int] = ()) -> TournamentRow:
        """A manager ends it now: the standings as they are are its result, and its
        games still going are stopped, counting for nobody."""
        return await self._close(tournament_id, user_id, roles, "finished",
                                 ("running", "paused"))

    async def cancel(self, tournament_id: int, user_id: int,
                     roles: Collection[int] = ()) -> TournamentRow:
        """A manager calls it off, at sign-up or later; games still going are stopped."""
        return await self._close(tournament_id, user_id, roles, "cancelled",
                                 ("signup", "running", "paused"))

    async def _close(self, tournament_id: int, user_id: int, roles: Collection[int],
                     status: str, allowed: tuple[str, ...]) -> TournamentRow:
        game_ids = [table.game_id for table in await self.repo.tables(tournament_id)
                    if table.game_id is not None and not table.is_over]
        async with contextlib.AsyncExitStack() as stack:
            for game_id in sorted(game_ids):
                await stack.enter_async_context(self.games.locks(game_id))
            async with self.games.db.transaction() as conn:
                t = await self._running_in(conn, tournament_id, user_id, roles, *allowed)
                now = self.games.clock.now()
                await self.repo.update(conn, t, status=status, finished_at=now)
                for game_id in game_ids:
                    row = await self.games.repo.get_in(conn, game_id)
                    if row is not None and row.is_active:
                        await self.games.end_in(conn, row, status="aborted", reason="aborted",
                                                winners=[], ended_by=user_id)
        return await self.get(tournament_id)

    async def set_message(self, tournament_id: int, message_id: int | None) -> None:
        """Remember the sign-up message that shows the tournament."""
        await self.get(tournament_id)
        await self.repo.set_message(tournament_id, message_id)
