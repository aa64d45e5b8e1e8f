"""Playing a turn with components: a placement, its follow-ups, Back and Confirm.

The public panel is the table's message; a step that asks about a hand goes on in
the mover's private panel (an ephemeral message), and comes back to the public one
when the next question is public again. Answers are stored as they are made
(``service.turns``), the turn is played on Confirm; a step that would reveal a card
is confirmed and stored on its own, and Back stops there. When the turn passes, the
old panel keeps its lines and "has played", and a new table follows.
"""

from __future__ import annotations

import discord

from cogs.common.replies import tell
from engine.westkingdom import PLACEMENTS, Prompt
from i18n import Translator
from render.westkingdom import render_choice, render_hand
from service import TurnState
from service.errors import StaleChoice

from .labels import prompt_text
from .panels import closed_reason, is_private, turn_view
from .table import Table, fit_lines

At = tuple[int, int, int]


class TurnFlow:
    """The component handlers of a turn."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.services = table.services

    async def _looking(self, interaction: discord.Interaction, at: At) -> TurnState:
        """The turn as it stands, checked for the mover (``Turns.as_mover``)."""
        return await self.services.turns.as_mover(at[0], interaction.user.id, at[1], at[2])

    # -- the steps -----------------------------------------------------------------

    async def place(self, interaction: discord.Interaction, t: Translator, at: At,
                    index: int) -> None:
        """A placement's button: played if open, else why it is closed, privately."""
        state = await self._looking(interaction, at)
        decision = state.decision
        if decision is None or decision.kind is not Prompt.PLACE or index >= len(PLACEMENTS):
            raise StaleChoice(game_id=at[0])
        reason = closed_reason(state, t, index)
        if reason is not None:
            await tell(interaction, reason)
            return
        await self._answer(interaction, t, state, PLACEMENTS[index], on_private=False)

    async def option(self, interaction: discord.Interaction, t: Translator, at: At,
                     index: int, *, on_private: bool) -> None:
        """An answer's button or menu entry."""
        state = await self._looking(interaction, at)
        decision = state.decision
        if decision is None or index >= len(decision.options):
            raise StaleChoice(game_id=at[0])
        await self._answer(interaction, t, state, decision.options[index],
                           on_private=on_private)

    async def page(self, interaction: discord.Interaction, t: Translator, at: At,
                   page: int, *, on_private: bool) -> None:
        """Another page of a long list of answers."""
        await self.show(interaction, t, await self._looking(interaction, at),
                        on_private=on_private, page=page)

    async def back(self, interaction: discord.Interaction, t: Translator, at: At, *,
                   on_private: bool) -> None:
        """Take back the last answer not yet stored."""
        game_id, turn, step = at
        state = await self.services.turns.back(game_id, interaction.user.id, turn, step)
        await self.show(interaction, t, state, on_private=on_private)

    async def confirm(self, interaction: discord.Interaction, t: Translator, at: At, *,
                      on_private: bool) -> None:
        """Play the turn (or store the step before a card is revealed)."""
        game_id, turn, step = at
        mover = (await self._looking(interaction, at)).seat_to_act
        done = await self.services.turns.confirm(game_id, interaction.user.id, turn, step)
        decision = done.game.decision
        if done.row.is_active and not done.waiting and decision is not None \
                and decision.player == mover:
            await self.show(interaction, t, done, on_private=on_private)
            await self._settle(done)
            return
        await self._turn_over(interaction, t, done, turn, on_private=on_private)

    async def redraw(self, interaction: discord.Interaction, t: Translator,
                     state: TurnState) -> None:
        """The public panel at the step the turn is at (``cogs.common.catch_up``)."""
        await self.show(interaction, t, state, on_private=False)

    async def _answer(self, interaction: discord.Interaction, t: Translator,
                      state: TurnState, option: object, *, on_private: bool) -> None:
        chosen = await self.services.turns.choose(
            state.row.id, interaction.user.id, state.turn, option,
            kind=state.decision.kind.value, step=state.step)
        await self.show(interaction, t, chosen, on_private=on_private)

    # -- where the turn is shown ------------------------------------------------------

    async def show(self, interaction: discord.Interaction, t: Translator, state: TurnState,
                   *, on_private: bool, page: int = 0) -> None:
        """Show the step the turn is at: in the private panel when it asks about the
        hand (or Confirm follows an answer given there), else on the public panel."""
        private_now = (state.ready is not None and on_private) or \
            (state.ready is None and is_private(state))
        if private_now:
            content, file, view = await self.private_step(t, state, page)
            if on_private:
                await interaction.edit_original_response(content=content, attachments=[file],
                                                         view=view)
                return
            await interaction.edit_original_response(
                content=_with_story(interaction, await self.table.prompt(t, state)),
                view=await self.table.controls(t, state))
            await interaction.followup.send(content, file=file, view=view, ephemeral=True)
            return
        if on_private:
            await interaction.edit_original_response(
                content=t("westkingdom_table.on_the_table"), attachments=[], view=None)
            await self.table.edit_public(t, state)
            return
        names = await self.table.names.of(t, state.row)
        await interaction.edit_original_response(
            content=_with_story(interaction, await self.table.prompt(t, state)),
            view=turn_view(state, t, names, private=False, page=page))

    async def private_step(self, t: Translator, state: TurnState,
                           page: int = 0) -> tuple[str, discord.File, discord.ui.View]:
        """The mover's private panel: the question, their hand, the answers."""
        names = await self.table.names.of(t, state.row)
        seat = state.seat_to_act
        question = (await self.table.prompt(t, state) if state.ready is not None
                    else prompt_text(t, state.game.engine, names))
        engine = state.game.before_reveal or state.game.engine  # Back may follow
        choosing = state.ready is None and engine.decision.prompt is Prompt.KEEP
        file = await self.table.draw(
            "westkingdom-choice.png" if choosing else "westkingdom-hand.png",
            render_choice if choosing else render_hand, engine, seat, t.locale, names)
        return question, file, turn_view(state, t, names, private=True, page=page)

    async def _settle(self, state: TurnState) -> None:
        """The table shown is up to date with a step stored within the turn."""
        row = state.row
        await self.services.games.set_messages(row.id, table_message_id=row.table_message_id,
                                               controls_message_id=row.controls_message_id,
                                               shown_version=row.version)

    async def _turn_over(self, interaction: discord.Interaction, t: Translator,
                         done: TurnState, since: int, *, on_private: bool) -> None:
        """The turn is played: its panel keeps its lines and "has played", and the
        next table follows (after the computer seats' turns)."""
        row = done.row
        names = await self.table.names.of(t, row)
        played = t("westkingdom_table.played", player=names[row.seat_of(interaction.user.id)])
        if on_private:
            await interaction.edit_original_response(
                content=t("westkingdom_table.on_the_table"), attachments=[], view=None)
            old = await self.table.close_public(row, played)
        else:
            old = row.controls_message_id
            await interaction.edit_original_response(content=_with_story(interaction, played),
                                                     view=None)
        await self.table.advance(self.table.channel(row).send, done, t, [], since=since,
                                 replaces=old)


def _with_story(interaction: discord.Interaction, line: str) -> str:
    """The clicked panel's narration (all its lines but the last, the prompt) and a
    new last line."""
    content = interaction.message.content if interaction.message else ""
    return fit_lines([*content.split("\n")[:-1], line])
