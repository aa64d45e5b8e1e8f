"""The players of a West Kingdom table, pressing buttons as people do: the starting
hire and every turn on the public panel, the draft and every question about the hand
in their private panels (opened with the table's 🔒 button). What they choose is the
computer player's choice for their seat, from their own view, so games end."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from bot_harness import BotRunner, Table, answered, ids_of

from engine.westkingdom import PLACEMENTS, Prompt
from engine.westkingdom.ai import choose_move
from service import TurnState
from tests.discord_emulator import DiscordEmulator, Message, User

LEVEL = "normal"
MAX_BUTTONS = 20
MENU_SIZE = 25


@dataclass
class WestKingdomTable(Table):
    """One game's channel or thread and the people at it."""

    clicks: list[tuple[int, str]] = field(default_factory=list)
    """Every press made (user id, custom_id), in order."""
    panels: list[Message] = field(default_factory=list)
    """Every private panel the players were sent."""

    async def state(self) -> TurnState:
        services = self.runner.bot.services
        row = await services.games.repo.latest_in_channel(self.channel.id)
        return await services.turns.view(row.id)

    def public(self) -> Message | None:
        """The public panel: the newest message of the channel with components."""
        found = [m for m in self.emu.messages(self.channel) if m.components]
        return found[-1] if found else None

    async def press(self, user: User, message: Message | None, custom_id: str,
                    timeout: float = 10.0):
        """Wait until ``message`` (the public panel when ``None``) offers
        ``custom_id`` (the bot may still be drawing it), then press it; a menu
        entry's id is ``<menu id>=<value>``."""
        menu, _, value = custom_id.partition("=")
        for _ in range(int(timeout / 0.01)):
            where = message or self.public()
            if where is not None and menu in ids_of(where, ""):
                message = where
                break
            await asyncio.sleep(0.01)
        else:
            raise AssertionError(f"{custom_id} never offered; had "
                                 f"{ids_of(message or self.public(), '')}")
        self.clicks.append((user.id, custom_id))
        if value:
            return await answered(await self.emu.select(user, message, menu, [value]))
        return await answered(await self.emu.click(user, message, menu))

    async def panel(self, user: User, game_id: int) -> Message:
        """``user``'s private panel, opened from the public table."""
        opened = await self.press(user, None, f"table:private:{game_id}")
        panel = await opened.followup(0)
        self.panels.append(panel)
        return panel

    def user_of(self, state: TurnState, seat: int) -> User:
        return self.players[state.row.user_at(seat)]

    async def act(self, seed: int = 0) -> bool:
        """One press (or the presses of one draft pick); False once the game is over."""
        state = await self.state()
        row = state.row
        if not row.is_active:
            return False
        at = f"{row.id}:{state.turn}:{state.step}"
        if state.waiting:
            seat = next(s for s in state.waiting if not row.seats[s].is_computer)
            facing = self.runner.bot.services.turns.open_decision(state, seat)
            option = choose_move(facing.engine.public_view(seat), LEVEL, seed).value
            index = facing.decision.options.index(option)
            panel = await self.panel(self.user_of(state, seat), row.id)
            await self.press(self.user_of(state, seat), panel,
                             f"westkingdom:draft:{row.id}:{state.turn}:{index}")
            return await self.moved(row.version)
        seat = state.seat_to_act
        user = self.user_of(state, seat)
        if state.ready is not None:
            on_public = await self.offered(f"westkingdom:confirm:{at}")
            target = None if on_public else await self.panel(user, row.id)
            await self.press(user, target, f"westkingdom:confirm:{at}")
            return await self.moved(row.version)
        engine = state.game.engine
        decision = engine.decision
        option = choose_move(engine.public_view(seat), LEVEL, seed).value
        if decision.prompt is Prompt.PLACE:
            await self.press(user, None, f"westkingdom:place:{at}:{PLACEMENTS.index(option)}")
            return await self.moved(row.version)
        target = await self.panel(user, row.id) if decision.prompt in PRIVATE else None
        index = decision.options.index(option)
        if len(decision.options) <= MAX_BUTTONS:
            await self.press(user, target, f"westkingdom:opt:{at}:{index}")
        else:
            if index >= MENU_SIZE:
                await self.press(user, target, f"westkingdom:page:{at}:{index // MENU_SIZE}")
            await self.press(user, target, f"westkingdom:pick:{at}={index}")
        return await self.moved(row.version)

    async def offered(self, custom_id: str, timeout: float = 10.0) -> bool:
        """Whether the public panel offers ``custom_id`` once the bot has drawn the
        step (its private panel's button shows that the step is on the other one)."""
        for _ in range(int(timeout / 0.01)):
            ids = ids_of(self.public(), "") if self.public() else []
            if custom_id in ids:
                return True
            if any(i.startswith("table:private:") for i in ids) and not any(
                    i.startswith("westkingdom:") for i in ids):
                return False
            await asyncio.sleep(0.01)
        return False

    async def moved(self, version: int, timeout: float = 20.0) -> bool:
        """Wait until the game has moved on from ``version`` (or ended)."""
        for _ in range(int(timeout / 0.01)):
            state = await self.state()
            if state.row.version != version or not state.row.is_active:
                return True
            await asyncio.sleep(0.01)
        raise AssertionError(f"the game stayed at version {version}")

    async def play_out(self, limit: int = 3000) -> Message:
        """Press until the game ends; the last message posted."""
        for press in range(limit):
            if not await self.act(press):
                return await self.noted_end()
        raise AssertionError(f"the game did not end in {limit} presses")

    async def noted_end(self) -> Message:
        """The final message, once posted."""
        return await self.emu.wait_for_message(
            self.channel, lambda m: any(a.filename == "westkingdom-scores.png"
                                        for a in m.attachments), timeout=20)


PRIVATE = frozenset({Prompt.DRAFT, Prompt.KEEP, Prompt.DISCARD, Prompt.LIBRARY, Prompt.BUILD})


async def first_table(emu: DiscordEmulator, runner: BotRunner,
                      players: list[User]) -> WestKingdomTable:
    """The newest thread's game once its first table is posted."""
    thread = await emu.wait_for(lambda: emu.threads and emu.threads[-1])
    hands = WestKingdomTable(emu, thread, {p.id: p for p in players}, runner)
    await hands.noted(await emu.wait_for_message(thread, lambda m: m.attachments, timeout=20))
    return hands
