"""Playing a turn with components, and posting the table after every move.

Every click is acknowledged before anything else (see ``cog.AmytisCog``).
Selections (stack, cell, Palace choice, Back) edit the clicked message in place;
Confirm and the King's Favor execute the turn, strip the old controls (leaving the
narration there) and post a new table message for the next player: Discord limits
edits of messages older than an hour, so a long game never edits old messages.
Whenever a table with live controls is posted, the previous controls lose their
buttons, so a channel never holds two live sets.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Awaitable, Callable

import discord

from cogs.common.component import view_of
from cogs.common.courier import posting_guard
from cogs.common.daily import daily_lines
from cogs.common.replay_ids import add_replay_button
from cogs.common.replies import publish
from cogs.common.review_ids import add_review_button
from cogs.common.standings import rating_lines
from engine.amytis import DecisionKind, Events, Game
from i18n import Translator
from service import Services, TurnState
from service.amytis import load
from store.games import GameRow

from . import ids
from .component import button
from .controls import Step, prompt, turn_view
from .narration import events_since, last_turn_events, retrieval_line, turn_line
from .presenter import Presenter

log = logging.getLogger("amytis.play")

Send = Callable[..., Awaitable[discord.Message]]
"""Where a new table message goes: an interaction's follow-up or a channel's send."""


def followup(interaction: discord.Interaction) -> Send:
    """Post publicly through the interaction's follow-up webhook (no channel
    permission needed), getting the message back as a channel's send does."""
    return functools.partial(publish, interaction)


class TurnFlow:
    """The component handlers of a turn, and the table posts that follow a move."""

    def __init__(self, services: Services, presenter: Presenter) -> None:
        self.services = services
        self.presenter = presenter
        self.after_post: Callable[[GameRow, Game], Awaitable[None]] | None = None
        """Called after a table is posted (the computer opponent plays from there)."""
        self._tasks: set[asyncio.Task[None]] = set()  # held so none is collected mid-way

    async def select(self, interaction: discord.Interaction, t: Translator, at: Step,
                     kind: str, option: int | str) -> None:
        """A stack, cell or Palace choice: the same message shows the next decision."""
        game_id, turn, step = at
        state = await self.services.turns.choose(game_id, interaction.user.id, turn, option,
                                                 kind=kind, step=step)
        await self._show(interaction, state, t)

    async def back(self, interaction: discord.Interaction, t: Translator, at: Step) -> None:
        """Take back the last selection of the turn."""
        game_id, turn, step = at
        state = await self.services.turns.back(game_id, interaction.user.id, turn, step)
        await self._show(interaction, state, t)

    async def _show(self, interaction: discord.Interaction, state: TurnState,
                    t: Translator) -> None:
        mention = self.presenter.mention(interaction.user.id)
        await interaction.edit_original_response(content=prompt(state, t, mention),
                                                 view=turn_view(state, t))

    async def redraw(self, interaction: discord.Interaction, t: Translator,
                     state: TurnState) -> None:
        """The controls at the step the turn is at (``cogs.common.catch_up``)."""
        await self._show(interaction, state, t)

    async def confirm(self, interaction: discord.Interaction, t: Translator, at: Step) -> None:
        """Execute the turn; ask for the King's Favor if it earned one, else move on."""
        game_id, turn, step = at
        state = await self.services.turns.confirm(game_id, interaction.user.id, turn, step)
        decision = state.game.decision
        if decision is not None and decision.kind is DecisionKind.FAVOR:
            names = await self.presenter.names(state.row)
            line = turn_line(t, names[decision.player], state.events)
            mention = self.presenter.mention(interaction.user.id)
            await interaction.edit_original_response(
                content=f"{line}\n{prompt(state, t, mention)}", view=turn_view(state, t))
            await self.services.games.set_messages(  # these controls show the turn now
                state.row.id, table_message_id=state.row.table_message_id,
                controls_message_id=interaction.message.id, shown_version=state.row.version)
            return
        await self.after_move(interaction, state, t)

    async def favor(self, interaction: discord.Interaction, t: Translator, at: Step,
                    space: str) -> None:
        """Place the King's Favor pawn; that ends the turn."""
        game_id, turn, step = at
        state = await self.services.turns.choose(game_id, interaction.user.id, turn, space,
                                                 kind="favor", confirm=False, step=step)
        await self.after_move(interaction, state, t)

    async def after_move(self, interaction: discord.Interaction, state: TurnState,
                         t: Translator) -> None:
        """Leave the narration on the old message and post the new table."""
        narration = await self.narration(state.row, state.game, t, state.events)
        try:
            await interaction.edit_original_response(content=narration[0], view=None)
        except discord.HTTPException as error:  # deleted meanwhile: the new post still goes
            log.info("game %s: old controls not edited: %s", state.row.id, error)
        await self.post_table(followup(interaction), state.row, state.game, t, narration,
                              replaces=interaction.message.id if interaction.message else None)

    async def redeliver(self, t: Translator, row: GameRow, send: Send, since_turn: int) -> None:
        """Post the table the game owes (``GameTable.redeliver``): every turn since
        the last table shown, told in order, then the table with its controls (the
        computer, if it is to move, plays on from there)."""
        state = await self.services.turns.view(row.id)
        committed = load(state.row.record)
        names = await self.presenter.names(state.row)
        lines = []
        for events in events_since(committed, since_turn):
            lines.append(turn_line(t, names[events.player], events))
            lines.append(retrieval_line(t, names[1 - events.player], events))
        await self.post_table(send, state.row, committed, t, [line for line in lines if line],
                              state)

    async def narration(self, row: GameRow, game: Game, t: Translator,
                        events: Events | None = None) -> list[str]:
        """The last turn's lines: what was built, and Architects taken back.

        ``events`` of a whole turn are told as they are; a King's Favor's own events
        lack the tile, so that turn is replayed from the record to tell it whole.
        """
        if events is None or events.tile is None:
            events = last_turn_events(game)
        if events is None:
            return []
        names = await self.presenter.names(row)
        lines = [turn_line(t, names[events.player], events)]
        retrieval = retrieval_line(t, names[1 - events.player], events)
        if retrieval:
            lines.append(retrieval)
        return lines

    async def table_message(self, row: GameRow, game: Game, t: Translator,
                            narration: list[str], state: TurnState | None = None, *,
                            controls: bool = True) -> dict:
        """The table image and text of ``game`` (its result once it has ended); with
        ``controls``, the buttons of the player to move (or the Rematch button)."""
        file = await self.presenter.table_file(game, row, t)
        names = await self.presenter.names(row)
        lines = [*narration, self.presenter.scores_line(t, game, names)]
        view = None
        if not row.is_active:
            lines.extend(self.final_lines(t, row, game, names))
            lines.extend(await daily_lines(t, self.presenter.client, self.services, row))
            view = self.final_view(t, row)
        elif row.seats[game.current_player].is_computer:
            lines.append(t("amytis.prompt.computer", player=names[game.current_player]))
        else:
            state = state or TurnState(row, game.copy())
            lines.append(prompt(state, t, self.presenter.mention(row.user_at(game.current_player))))
            view = turn_view(state, t)
        message = {"content": "\n".join(lines)[:2000], "file": file}
        if view is not None and controls:
            message["view"] = view
        return message

    async def post_table(self, send: Send, row: GameRow, game: Game, t: Translator,
                         narration: list[str], state: TurnState | None = None, *,
                         replaces: int | None = None) -> discord.Message:
        """Post the table image with the controls of the player to move, or, once the
        game has ended (played out, resigned, forfeited, aborted), its result.

        The controls this post supersedes lose their buttons, unless they are
        ``replaces``, the message the caller has already edited.
        """
        if game.is_over and row.is_active:
            row = await self.services.games.get(row.id)  # the end and the stats are stored
        async with posting_guard(self.presenter.client, row.id):
            message = await send(**await self.table_message(row, game, t, narration, state))
            live = row.is_active and bool(message.components)
            previous = await self.services.games.set_messages(
                row.id, table_message_id=message.id,
                controls_message_id=message.id if live else None, shown_version=row.version)
        if previous is not None and previous not in (replaces, message.id):
            await self.strip_controls(row, previous)
        if self.after_post is not None and row.is_active:
            task = asyncio.get_running_loop().create_task(self.after_post(row, game))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        return message

    async def strip_controls(self, row: GameRow, message_id: int) -> None:
        """Take the buttons off a game's older controls message."""
        channel = self.presenter.client.get_partial_messageable(row.channel_id)
        try:
            await channel.get_partial_message(message_id).edit(view=None)
        except discord.HTTPException as error:  # gone, or too old to edit: harmless
            log.info("game %s: old controls %s not stripped: %s", row.id, message_id, error)

    def final_lines(self, t: Translator, row: GameRow, game: Game,
                    names: tuple[str, str]) -> list[str]:
        """Who won, each player's breakdown, and each rating's change."""
        winners = [names[seat] for seat in row.winners or ()]
        if winners:
            lines = [t("amytis.final.winner", count=len(winners), names=" & ".join(winners))]
        else:
            lines = [t("amytis.final.no_winner")]
        for seat, score in enumerate(game.result().players):
            lines.append(t("amytis.final.breakdown", player=names[seat],
                           buildings=score.building, projects=score.projects,
                           favors=score.favors, total=t("amytis.points", count=score.total)))
        return lines + rating_lines(t, row, names)

    def final_view(self, t: Translator, row: GameRow) -> discord.ui.View | None:
        """The Rematch button, for a game that was not aborted, Review and Replay."""
        if row.status != "finished":
            return None
        view = view_of(button(ids.make("rematch", row.id), label=t("amytis.controls.rematch"),
                              emoji="🔁", style=discord.ButtonStyle.success))
        add_review_button(view, t, self.services.games.kind(row.game_kind), row)
        add_replay_button(view, t, row)
        return view

