"""A seat's private panel: its hand, its draft pick, its turn's questions about cards.

Opened by the table's "my hand" button (``cogs.common.private``), by ``/westkingdom
hand``, and by the bot itself when a turn's next question is about the hand. It is
drawn from that seat's own view, so it can hold nothing of another hand. A draft
pick is held until every seat has picked (``service.turns``); the panel of the seat
whose pick ends a round turns to its next packet at once, and so do the panels the
other seats opened in the last 15 minutes (Discord's limit for editing them).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

import discord

from i18n import Translator
from render.westkingdom import render_choice, render_hand
from service import TurnState
from service.errors import AlreadyAnswered, NotAPlayer, StaleChoice, StaleTurn
from store.games import GameRow

from . import ids
from .labels import prompt_text
from .panels import draft_view, is_private
from .table import Table
from .turn import TurnFlow

log = logging.getLogger("westkingdom.private")
EDITABLE_S = 14 * 60
"""How long an ephemeral panel is kept for editing (Discord allows 15 minutes)."""


class PrivatePanels:
    """Private panels and the draft's picks."""

    def __init__(self, table: Table, turns: TurnFlow) -> None:
        self.table = table
        self.turns = turns
        self.services = table.services
        self._open: dict[tuple[int, int], discord.Interaction] = {}
        """The last draft panel each seat opened, to turn it to the next packet."""

    async def panel(self, t: Translator, state: TurnState, seat: int,
                    ) -> tuple[str, discord.File | None, discord.ui.View | None]:
        """What ``seat`` sees privately now: its draft packet, its turn's question
        about cards, or its hand."""
        row = state.row
        names = await self.table.names.of(t, row)
        engine = state.game.engine
        hand = (await self.table.draw("westkingdom-hand.png", render_hand, engine, seat,
                                      t.locale, names)
                if engine.players[seat].hand else None)
        if state.waiting:
            facing = self.services.turns.open_decision(state, seat)
            if facing is None:
                mentions = await self.table.mentions(t, row)
                return (t("westkingdom_table.picked", players=", ".join(
                    mentions[s] for s in state.waiting)), hand, None)
            turned = TurnState(row, facing, waiting=state.waiting)
            packet = await self.table.draw("westkingdom-choice.png", render_choice,
                                           facing.engine, seat, t.locale, names)
            return (prompt_text(t, facing.engine, names), packet,
                    draft_view(turned, t, seat, names))
        if state.seat_to_act == seat and (is_private(state) or state.ready is not None):
            return await self.turns.private_step(t, state)
        count = len(engine.players[seat].hand)
        return t("westkingdom_table.your_hand", count=count), hand, None

    async def send(self, interaction: discord.Interaction, t: Translator, row: GameRow,
                   seat: int) -> None:
        """Send ``seat`` its panel (``GameTable.private_panel``; the interaction is
        acknowledged privately)."""
        state = await self.services.turns.view(row.id)
        content, file, view = await self.panel(t, state, seat)
        extra = {"file": file} if file is not None else {}
        if view is not None:
            extra["view"] = view
        await interaction.followup.send(content, ephemeral=True, **extra)
        if state.waiting:
            self._remember(row.id, seat, interaction)

    async def pick(self, interaction: discord.Interaction, t: Translator,
                   cid: ids.ComponentId) -> None:
        """A draft pick from a seat's panel: held; the panel says who is still
        choosing, or shows the next packet when the pick ended the round."""
        state = await self.services.turns.view(cid.game)
        row = state.row
        seat = next((s.seat for s in row.seats
                     if s.user_id == interaction.user.id and not s.is_computer), None)
        facing = None if seat is None else self.services.turns.open_decision(state, seat)
        if seat is None:
            raise NotAPlayer(game_id=row.id, user_id=interaction.user.id)
        if cid.turn != state.turn or not state.waiting:
            raise StaleTurn(game_id=row.id)
        if facing is None:
            if seat in row.held:
                raise AlreadyAnswered(game_id=row.id)
            raise StaleChoice(game_id=row.id)
        options = facing.decision.options
        if cid.number >= len(options):
            raise StaleChoice(game_id=row.id)
        picked = await self.services.turns.choose(row.id, interaction.user.id, cid.turn,
                                                  options[cid.number], kind="draft")
        # The round's last pick is stored with the round, in one transaction: of two
        # last picks made at once, exactly one closes it, and only its handler goes on.
        closed = picked.turn != cid.turn
        if closed:
            while await self.services.turns.play_computer(row.id) is not None:
                pass
        state = await self.services.turns.view(row.id)
        self._remember(row.id, seat, interaction)
        if not closed:
            await self._picked(t, state, seat, cid.turn)
        elif not state.waiting:
            await self._draft_over(t, state, cid.turn)
        else:
            await self._refresh_panels(t, state, range(len(row.seats)))
            await self.table.edit_public(t, state)

    async def _picked(self, t: Translator, state: TurnState, seat: int, turn: int) -> None:
        """A pick that left the round open: the picker's panel says who is still
        choosing, and the table too. If another seat's pick has closed the round since,
        that pick's handler redraws the table and the panels; this one only turns its
        own panel to what follows."""
        if state.turn == turn:
            await self._refresh_panels(t, state, [seat])
            await self.table.edit_public(t, state)
            return
        if state.waiting:
            await self._refresh_panels(t, state, [seat])
        else:
            await self._close_panels(t, state, [seat])

    def _remember(self, game_id: int, seat: int, interaction: discord.Interaction) -> None:
        """Keep ``seat``'s newest draft panel, and forget those Discord no longer lets
        the bot edit (so a draft left unfinished holds nothing for long)."""
        now = discord.utils.utcnow().timestamp()
        for key, old in list(self._open.items()):
            if old.created_at.timestamp() + EDITABLE_S < now:
                del self._open[key]
        self._open[(game_id, seat)] = interaction

    async def _refresh_panels(self, t: Translator, state: TurnState,
                             seats: Iterable[int]) -> None:
        """Redraw the open draft panels of ``seats`` (the clicker's alone while the
        round goes on: the others have nothing new; everyone's in a new round)."""
        for seat in seats:
            interaction = self._open.get((state.row.id, seat))
            if interaction is not None:
                content, file, view = await self.panel(t, state, seat)
                await self._edit(state.row.id, seat, interaction, content, file, view)

    async def _draft_over(self, t: Translator, state: TurnState, since: int) -> None:
        """Every card is picked: the panels say so, and the first turn's table follows."""
        await self._close_panels(t, state, range(len(state.row.seats)))
        row = state.row
        old = await self.table.close_public(row, t("westkingdom_table.draft_closed"))
        await self.table.advance(self.table.channel(row).send, state, t, [], since=since,
                                 replaces=old)

    async def _close_panels(self, t: Translator, state: TurnState,
                           seats: Iterable[int]) -> None:
        """The open draft panels of ``seats`` say the draft is over, with their hand."""
        for seat in seats:
            interaction = self._open.pop((state.row.id, seat), None)
            if interaction is not None:
                _, file, _ = await self.panel(t, state, seat)
                await self._edit(state.row.id, seat, interaction,
                                 t("westkingdom_table.draft_done"), file, None)

    async def _edit(self, game_id: int, seat: int, interaction: discord.Interaction,
                    content: str, file: discord.File | None,
                    view: discord.ui.View | None) -> None:
        """Edit a seat's panel while Discord still allows it; forget it otherwise."""
        if interaction.created_at.timestamp() + EDITABLE_S < discord.utils.utcnow().timestamp():
            self._open.pop((game_id, seat), None)
            return
        try:
            await interaction.edit_original_response(
                content=content, attachments=[file] if file is not None else [], view=view)
        except discord.HTTPException as error:
            log.info("game %s: seat %s's panel not edited: %s", game_id, seat, error)
            self._open.pop((game_id, seat), None)
