"""Playing a turn with components, and posting the table after every move.

Every click is acknowledged before anything else (see ``cog``). Taking a tile is
stored (so it survives a restart); looking at spots and rotations only edits the
clicked message, its ids carrying the spot and rotation; Confirm plays the turn.
Then the old message keeps its earlier lines and "has played", the computer seats
play their turns at once, and a new table message tells the turns and mentions the
next player: Discord limits edits of
messages older than an hour, so a long game never edits old messages.
"""

from __future__ import annotations

import functools
import io
import logging
from collections.abc import Awaitable, Callable

import discord
from discord.ext import commands

from cogs.common.daily import daily_lines
from cogs.common.lobby import rematch_view
from cogs.common.posting import post_table
from cogs.common.replies import publish
from cogs.common.seat_names import SeatNames
from engine.akropolis import DecisionKind, Placement
from i18n import Translator
from render.akropolis import render_placement, render_scorepad, render_table
from render.akropolis.narration import gained
from service import Services, TurnState
from service.errors import StaleChoice
from store.games import GameRow

from . import controls
from .controls import Spot, find_spot, spot_view, tile_view
from .narration import events_since, final_lines, turn_lines

log = logging.getLogger("akropolis.play")

Send = Callable[..., Awaitable[discord.Message]]
At = tuple[int, int, int]


class TurnFlow:
    """The component handlers of a turn, and the table posts that follow a move."""

    def __init__(self, bot: commands.Bot, services: Services) -> None:
        self.bot = bot
        self.services = services
        self.seat_names = SeatNames(bot, services)

    async def _draw(self, name: str, render: Callable[..., bytes], *args) -> discord.File:
        """The image ``render(*args)`` drawn in a worker process (``service.workers``)."""
        data = await self.services.workers.run(render, *args)
        return discord.File(io.BytesIO(data), filename=name)

    def remember(self, user: discord.abc.User) -> None:
        """Keep the display name of a user who just clicked (it costs no request)."""
        self.seat_names.remember(user)

    async def names(self, t: Translator, row: GameRow) -> list[str]:
        """Each seat's display name (a computer seat's level), looked up once."""
        return await self.seat_names.of(t, row)

    # -- the steps of a turn ------------------------------------------------------

    async def take(self, interaction: discord.Interaction, t: Translator, at: At,
                   index: int) -> None:
        """Step 1 -> 2: the tile is taken (stored); the spots are shown."""
        game_id, turn, step = at
        state = await self.services.turns.choose(game_id, interaction.user.id, turn, index,
                                                 kind=DecisionKind.TILE.value, step=step)
        await self.show_spots(interaction, t, state, 0)

    async def page(self, interaction: discord.Interaction, t: Translator, at: At,
                   page: int) -> None:
        """A page of the spot menu (also Back from a rotation)."""
        await self.show_spots(interaction, t, await self._looking(interaction, at), page)

    async def spot(self, interaction: discord.Interaction, t: Translator, at: At,
                   code: str, rot: int | None = None) -> bool:
        """Step 3: the tile on the spot ``code`` (chosen or typed), in its best
        rotation unless ``rot`` is given; False when the code names no spot. Shown to
        everyone, so drawn from the game as the table knows it (``TurnState.public``)."""
        state = await self._looking(interaction, at)
        game = state.public().game
        spot = find_spot(game, code)
        if spot is None:
            return False
        rot = spot.best.rot if rot is None else rot
        if rot not in game.rotations(spot.cell):
            raise StaleChoice(game_id=at[0])
        preview = game.preview(Placement(spot.cell, rot))
        names = await self.names(t, state.row)
        file = await self._draw("akropolis-placement.png", render_placement, game, None,
                                t.locale, Placement(spot.cell, rot), names)
        content = t("akropolis_play.prompt.rotation", player=interaction.user.mention,
                    number=controls.tile_number(game.selection), code=spot.code,
                    level=preview.level,
                    stones=gained(t, preview.stones_gained),
                    change=controls.signed(preview.total_change))
        await interaction.edit_original_response(
            content=_with_story(interaction, content), attachments=[file],
            view=controls.rotation_view(state, t, spot, rot))
        return True

    async def back(self, interaction: discord.Interaction, t: Translator, at: At) -> None:
        """Step 2 -> 1: the tile goes back to the site."""
        game_id, turn, step = at
        state = await self.services.turns.back(game_id, interaction.user.id, turn, step)
        await interaction.edit_original_response(
            **await self.table_message(state, t, _story(interaction)))

    async def confirm(self, interaction: discord.Interaction, t: Translator, at: At,
                      rot: int, code: str) -> None:
        """Play the turn; the old message keeps the narration, a new table follows."""
        state = await self._looking(interaction, at)
        spot: Spot | None = find_spot(state.public().game, code)  # ranked as the panel was
        if spot is None:
            raise StaleChoice(game_id=at[0])
        game_id, turn, step = at
        played = await self.services.turns.choose(
            game_id, interaction.user.id, turn, Placement(spot.cell, rot),
            kind=DecisionKind.PLACEMENT.value, confirm=False, step=step)
        names = await self.names(t, played.row)
        lines = turn_lines(t, names, played.events)
        # The turn is told once, on the new table; the old message keeps what it said
        # before and one short line, so the channel reads without repeats.
        done = t("akropolis_play.narration.played", player=names[played.events.player])
        try:
            await interaction.edit_original_response(content=_with_story(interaction, done),
                                                     attachments=[],
                                                     view=None)
        except discord.HTTPException as error:  # deleted meanwhile: the new post still goes
            log.info("game %s: old controls not edited: %s", game_id, error)
        await self.advance(functools.partial(publish, interaction), played, t, lines,
                           replaces=interaction.message.id if interaction.message else None)

    async def show_spots(self, interaction: discord.Interaction, t: Translator,
                         state: TurnState, page: int) -> None:
        """The spot step, drawn from the game as the table knows it."""
        game = state.public().game
        names = await self.names(t, state.row)
        file = await self._draw("akropolis-placement.png", render_placement, game, None,
                                t.locale, None, names)
        content = t("akropolis_play.prompt.spot", player=interaction.user.mention,
                    number=controls.tile_number(game.selection), count=len(game.anchors()))
        await interaction.edit_original_response(content=_with_story(interaction, content),
                                                 attachments=[file],
                                                 view=spot_view(state, t, page))

    async def redraw(self, interaction: discord.Interaction, t: Translator,
                     state: TurnState) -> None:
        """The controls at the step the turn is at (``cogs.common.catch_up``)."""
        decision = state.game.decision
        if decision is not None and decision.kind is DecisionKind.PLACEMENT:
            await self.show_spots(interaction, t, state, 0)
        else:
            await interaction.edit_original_response(
                **await self.table_message(state, t, _story(interaction)))

    async def _looking(self, interaction: discord.Interaction, at: At) -> TurnState:
        """The turn as it stands, checked as a stored choice would be: only its
        mover, on the turn and step the button was made for, while a tile is chosen."""
        game_id, turn, step = at
        state = await self.services.turns.as_mover(game_id, interaction.user.id, turn, step)
        decision = state.game.decision
        if decision is None or decision.kind is not DecisionKind.PLACEMENT:
            raise StaleChoice(game_id=game_id)
        return state

    # -- tables -------------------------------------------------------------------

    async def advance(self, send: Send, state: TurnState, t: Translator, lines: list[str], *,
                      replaces: int | None = None) -> discord.Message:
        """Let the computer seats play their turns, each narrated, then post the table."""
        while (moved := await self.services.turns.play_computer(state.row.id)) is not None:
            state = moved
            lines = [*lines, *turn_lines(t, await self.names(t, state.row), state.events)]
        if not state.row.is_active or state.game.is_over:
            state = await self.services.turns.view(state.row.id)
        return await self.post(send, state, t, lines, replaces=replaces)

    async def redeliver(self, t: Translator, row: GameRow, send: Send, since_turn: int) -> None:
        """Post the table the game owes (``GameTable.redeliver``): the turns since the
        last table shown, then the computer seats' turns still to play, then the
        table with the tiles of the player to move."""
        state = await self.services.turns.view(row.id)
        names = await self.names(t, state.row)
        lines = [line for events in events_since(state.game, since_turn)
                 for line in turn_lines(t, names, events)]
        await self.advance(send, state, t, lines)

    async def table_message(self, state: TurnState, t: Translator, lines: list[str], *,
                            buttons: bool = True) -> dict:
        """The table image (the score pad once over) with the mover's controls: the
        site tiles, or the spots once a tile is taken; the rematch button once over.
        Without ``buttons`` (a private look), no components at all. All of it is drawn
        from the game as the table knows it (``TurnState.public``)."""
        row, game = state.row, state.public().game
        names = await self.names(t, row)
        message: dict
        if row.is_active and not game.is_over:
            mover = f"<@{row.user_at(row.to_move)}>"
            decision = game.decision
            if decision is not None and decision.kind is DecisionKind.PLACEMENT:
                file = await self._draw("akropolis-placement.png", render_placement, game, None,
                                        t.locale, None, names)
                lines = [*lines, t("akropolis_play.prompt.spot", player=mover,
                                   number=controls.tile_number(game.selection),
                                   count=len(game.anchors()))]
                view = spot_view(state, t, 0)
            else:
                file = await self._draw("akropolis-table.png", render_table, game, t.locale,
                                        names)
                lines = [*lines, t("akropolis_play.prompt.tile", player=mover)]
                view = tile_view(state, t)
        else:
            file = await self._draw("akropolis-scores.png", render_scorepad, game, t.locale,
                                    names)
            lines = [*lines, *final_lines(t, row, game, names),
                     *await daily_lines(t, self.bot, self.services, row)]
            view = rematch_view(t, row, self.services)
        message = {"content": "\n".join(lines)[:2000], "attachments": [file]}
        if buttons and view is not None:
            message["view"] = view
        return message

    async def post(self, send: Send, state: TurnState, t: Translator, lines: list[str],
                   *, replaces: int | None = None) -> discord.Message:
        """Post the table; the controls it supersedes lose their buttons."""
        return await post_table(self.bot, self.services, send, state,
                                await self.table_message(state, t, lines), replaces=replaces)

    @staticmethod
    def heading(t: Translator, state: TurnState) -> list[str]:
        """The first line of a table shown by ``status``: the game and its turn."""
        return [t("akropolis_play.status.turn", game=state.row.id, turn=state.game.turn + 1)]


def _story(interaction: discord.Interaction) -> list[str]:
    """The narration a controls message shows above its prompt, which is always its
    one last line: what happened since the mover's last turn stays in the channel
    while they choose, and after."""
    content = interaction.message.content if interaction.message else ""
    return content.split("\n")[:-1]


def _with_story(interaction: discord.Interaction, *lines: str) -> str:
    return "\n".join([*_story(interaction), *lines])[-2000:]
