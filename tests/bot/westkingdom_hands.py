"""The players of a West Kingdom table, pressing buttons as people do: the starting
hire and every turn on the public panel, the draft and every question about the hand
in their private panels. What they choose is the computer player's choice for their
seat, from their own view, so games end.

A person uses the private panel in front of them: the one the bot sent by itself
when a public step led to a question about the hand, or the one they pressed last;
only when neither asks the question do they open a fresh one with the table's 🔒
button. Every press is recorded, so a benchmark can count the taps of a turn.
"""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field

from bot_harness import BotRunner, Table, answered, ids_of, public_post

from cogs.westkingdom.labels import PRIVATE
from engine.westkingdom import PLACEMENTS, Prompt
from engine.westkingdom.ai import choose_move
from service import TurnState
from tests.discord_emulator import Channel, DiscordEmulator, Interaction, Message, User

LEVEL = "normal"
MAX_BUTTONS = 20
MENU_SIZE = 25
REPEATS = 2
"""Two ``normal`` players can settle into taking gold at the Mines turn after turn
for ever (a fixed point of its judgement, e.g. the game dealt from seed 13 at two
seats); a hand that has made the same placement this many times in a row makes
another one, chosen at random, so every game ends."""
ANSWERS = ("opt", "pick", "page")
"""The actions of a follow-up's answers (never on the public panel of a question
about a hand)."""


@dataclass
class WestKingdomTable(Table):
    """One game's channel or thread and the people at it."""

    locale: str | None = None
    """The players' client language (the interactions' locale)."""
    at_random: bool = False
    """Choose any legal answer at random instead (for benchmarks that time the bot,
    not the players: no search runs in the process that hosts it)."""
    clicks: list[tuple[int, str]] = field(default_factory=list)
    """Every press made (user id, custom_id), in order."""
    panels: list[Message] = field(default_factory=list)
    """Every private panel the players opened or were sent."""
    private_clicks: list[str] = field(default_factory=list)
    """The ids pressed on a private panel (an ephemeral message)."""
    public_checks: int = 0
    """How many times the public panel was read while a question about a hand was asked."""
    _placed: dict[int, list[object]] = field(default_factory=dict)
    _in_hand: dict[int, Message] = field(default_factory=dict)
    _last: dict[int, Interaction] = field(default_factory=dict)

    async def state(self) -> TurnState:
        services = self.runner.bot.services
        row = await services.games.repo.latest_in_channel(self.channel.id)
        return await services.turns.view(row.id)

    def public(self) -> Message | None:
        """The public panel: the newest message of the channel with components."""
        found = [m for m in self.emu.messages(self.channel) if m.components]
        return found[-1] if found else None

    async def press(self, user: User, message: Message | None, custom_id: str,
                    timeout: float = 10.0) -> Interaction:
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
            pressed = await self.emu.select(user, message, menu, [value], locale=self.locale)
        else:
            pressed = await self.emu.click(user, message, menu, locale=self.locale)
        pressed = await answered(pressed)
        self._last[user.id] = pressed
        if message.ephemeral:
            self._in_hand[user.id] = message
            self.private_clicks.append(custom_id)
        return pressed

    async def panel(self, user: User, game_id: int) -> Message:
        """``user``'s private panel, opened from the public table."""
        opened = await self.press(user, None, f"table:private:{game_id}")
        panel = await opened.followup(0)
        self.panels.append(panel)
        self._in_hand[user.id] = panel
        return panel

    async def private(self, user: User, game_id: int, custom_id: str) -> Message:
        """The private panel in front of ``user`` that asks ``custom_id``: the one the
        bot sent in answer to their last press, the one they used last, or a fresh one."""
        last = self._last.get(user.id)
        pressed = self.clicks[-1][1] if self.clicks and self.clicks[-1][0] == user.id else ""
        followed = pressed.startswith("westkingdom:") and \
            custom_id.split(":")[2] == pressed.split(":")[2]  # their press led here
        if last is not None and followed and last.message is not None \
                and not last.message.ephemeral:
            try:
                sent = await last.wait(lambda i: next(
                    (m for m in i.followups if m.ephemeral and m.components), None), 1.0)
            except TimeoutError:
                sent = None
            if sent is not None and sent not in self.panels:
                self.panels.append(sent)
                self._in_hand[user.id] = sent
        menu = custom_id.partition("=")[0]
        current = self._in_hand.get(user.id)
        if current is not None and menu in ids_of(current, ""):
            return current
        return await self.panel(user, game_id)

    def user_of(self, state: TurnState, seat: int) -> User:
        return self.players[state.row.user_at(seat)]

    def choose(self, view, seat: int, seed: int) -> object:
        """The ``normal`` computer's answer for ``seat``, but never the same placement
        more than ``REPEATS`` times in a row (see ``REPEATS``); or, ``at_random``, any."""
        if self.at_random:
            return random.Random(seed).choice(view.decision.options)
        option = choose_move(view, LEVEL, seed).value
        decision = view.decision
        if decision.prompt is not Prompt.PLACE:
            return option
        placed = self._placed.setdefault(seat, [])
        if placed[-REPEATS:] == [option] * REPEATS:
            option = random.Random(seed).choice([o for o in decision.options if o != option])
        placed.append(option)
        return option

    def check_public_asks_nothing_private(self) -> None:
        """The public panel carries no answer of a question about a hand."""
        public = self.public()
        offered = ids_of(public, "westkingdom:") if public is not None else []
        self.public_checks += 1
        assert not [i for i in offered if i.split(":")[1] in (*ANSWERS, "draft")], offered

    async def person_to_act(self, timeout: float = 20.0) -> TurnState:
        """The game once a person is to act (the computer seats play in the bot), or
        once it is over."""
        for _ in range(int(timeout / 0.01)):
            state = await self.state()
            row = state.row
            if not row.is_active or any(not row.seats[s].is_computer for s in state.waiting) \
                    or (not state.waiting and not row.seats[state.seat_to_act].is_computer):
                return state
            await asyncio.sleep(0.01)
        raise AssertionError("the computer seats never handed the game back")

    async def act(self, seed: int = 0, timeout: float = 20.0) -> bool:
        """One press (or the presses of one draft pick); False once the game is over
        (``timeout``: how long the computer seats may take first)."""
        state = await self.person_to_act(timeout)
        row = state.row
        if not row.is_active:
            return False
        at = f"{row.id}:{state.turn}:{state.step}"
        if state.waiting:
            seat = next(s for s in state.waiting if not row.seats[s].is_computer)
            facing = self.runner.bot.services.turns.open_decision(state, seat)
            option = self.choose(facing.engine.public_view(seat), seat, seed)
            index = facing.decision.options.index(option)
            user = self.user_of(state, seat)
            wanted = f"westkingdom:draft:{row.id}:{state.turn}:{index}"
            self.check_public_asks_nothing_private()
            await self.press(user, await self.private(user, row.id, wanted), wanted)
            return await self.moved(row.version)
        seat = state.seat_to_act
        user = self.user_of(state, seat)
        if state.ready is not None:
            wanted = f"westkingdom:confirm:{at}"
            on_public = await self.offered(wanted)
            target = None if on_public else await self.private(user, row.id, wanted)
            await self.press(user, target, wanted)
            return await self.moved(row.version)
        engine = state.game.engine
        decision = engine.decision
        option = self.choose(engine.public_view(seat), seat, seed)
        if decision.prompt is Prompt.PLACE:
            await self.press(user, None, f"westkingdom:place:{at}:{PLACEMENTS.index(option)}")
            return await self.moved(row.version)
        index = decision.options.index(option)
        if len(decision.options) <= MAX_BUTTONS:
            wanted = [f"westkingdom:opt:{at}:{index}"]
        else:
            wanted = [f"westkingdom:pick:{at}={index}"]
            if index >= MENU_SIZE:
                wanted.insert(0, f"westkingdom:page:{at}:{index // MENU_SIZE}")
        target = None
        if decision.prompt in PRIVATE:
            await self.offered("table:private:")
            self.check_public_asks_nothing_private()
            target = await self.private(user, row.id, wanted[0])
        for custom_id in wanted:
            await self.press(user, target, custom_id)
        return await self.moved(row.version)

    async def offered(self, custom_id: str, timeout: float = 10.0) -> bool:
        """Whether the public panel offers ``custom_id`` (an id or its start) once the
        bot has drawn the step (its private panel's button alone shows that the step
        is on the other one)."""
        for _ in range(int(timeout / 0.01)):
            ids = ids_of(self.public(), "") if self.public() else []
            if any(i.startswith(custom_id) for i in ids):
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

    async def play_out(self, limit: int = 1500) -> Message:
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

    def boards(self) -> list[Message]:
        """Every table posted with a board, in order."""
        return [m for m in self.emu.messages(self.channel)
                if any(a.filename == "westkingdom-board.png" for a in m.attachments)]

    def turns_told(self) -> list[list[str]]:
        """The lines of each table that tell turns ("... to play."), for every table
        posted with a board after the one of the first turn."""
        tables = [m.content for m in self.boards() if "at the " in m.content]
        return [[line for line in content.split("\n") if line.endswith(" to play.")]
                for content in tables[1:]]


async def solo_game(emu: DiscordEmulator, runner: BotRunner, player: User, channel: Channel,
                    opponents: int, presses: int) -> WestKingdomTable:
    """``player``'s solo game in ``channel`` against ``opponents`` computer seats at
    their quickest (level 1, easy: their strength is not the point), ``presses``
    presses in."""
    await public_post(await emu.slash(player, channel, "westkingdom", subcommand="solo",
                                      options={"opponents": opponents, "level": 1}))
    hands = await first_table(emu, runner, [player])
    for press in range(presses):
        await hands.act(press)
    return hands


async def first_table(emu: DiscordEmulator, runner: BotRunner, players: list[User],
                      locale: str | None = None) -> WestKingdomTable:
    """The newest thread's game once its first table is posted."""
    thread = await emu.wait_for(lambda: emu.threads and emu.threads[-1])
    hands = WestKingdomTable(emu, thread, {p.id: p for p in players}, runner, locale=locale)
    await hands.noted(await emu.wait_for_message(thread, lambda m: m.attachments, timeout=20))
    return hands
