"""The West Kingdom table in a channel: the board posted after every turn, with the
narration and the public panel of whoever is to act, and the score pad at the end.

Every new table is a new message (Discord limits edits of messages older than an
hour, and a new message pings the next player); the steps within a turn edit the
table's message. The computer seats play their turns before a table is posted, and
answer a draft round as soon as it opens.
"""

from __future__ import annotations

import io
import logging
from collections import OrderedDict
from collections.abc import Callable, Sequence

import discord
from discord.ext import commands

from cogs.common.component import view_of
from cogs.common.lobby import rematch_view
from cogs.common.posting import post_table
from cogs.common.private import panel_button
from cogs.common.seat_names import SeatNames
from cogs.common.standings import rating_lines
from cogs.common.tables import Send
from i18n import Translator
from render.westkingdom import render_board, render_scorepad
from service import Services, TurnState
from store.games import GameRow

from .labels import prompt_text
from .narration import Story, final_lines, story_lines
from .panels import is_private, turn_view

log = logging.getLogger("westkingdom.table")
MAX_CONTENT = 2000
STORIES_KEPT = 64
"""The games whose story (``narration.Story``) is kept between their tables: the
ones played most recently (another's next table replays its whole record)."""


class Table:
    """What every West Kingdom flow shares: names, images, posts and edits."""

    def __init__(self, bot: commands.Bot, services: Services) -> None:
        self.bot = bot
        self.services = services
        self.names = SeatNames(bot, services)
        self.stories: OrderedDict[int, Story] = OrderedDict()
        """Each game's story as its last table told it, the most recent last."""

    async def draw(self, name: str, render: Callable[..., bytes], *args) -> discord.File:
        """The image ``render(*args)`` drawn in a worker process (``service.workers``)."""
        data = await self.services.workers.run(render, *args)
        return discord.File(io.BytesIO(data), filename=name)

    async def mentions(self, t: Translator, row: GameRow) -> list[str]:
        """Each seat as the narration calls it: a person's mention, a computer's name."""
        names = await self.names.of(t, row)
        return [names[s.seat] if s.is_computer else f"<@{s.user_id}>" for s in row.seats]

    async def story(self, t: Translator, state: TurnState, since: int) -> list[str]:
        """The narration of what the record holds after answer ``since``, replaying
        only the answers the game's story has not (the story is taken out while the
        worker continues it: a story told at the same time starts afresh)."""
        names = await self.names.of(t, state.row)
        mentions = await self.mentions(t, state.row)
        game_id, game = state.row.id, state.game.engine
        lines, story = await self.services.workers.run(
            story_lines, t.locale, names, mentions, game, since, self.stories.pop(game_id, None))
        if not game.is_over:
            self.stories[game_id] = story
            while len(self.stories) > STORIES_KEPT:
                self.stories.popitem(last=False)
        return lines

    # -- the message ----------------------------------------------------------------

    @staticmethod
    def heading(t: Translator, state: TurnState) -> list[str]:
        """The first line of a table shown by ``status``: the game and its turn."""
        return [t("westkingdom_table.status", game=state.row.id,
                  turn=state.game.engine.turn + 1)]

    async def prompt(self, t: Translator, state: TurnState) -> str:
        """The public panel's last line: who is asked what (the draft: who is still
        choosing), from the game as the table knows it (``TurnState.public``)."""
        state = state.public()
        mentions = await self.mentions(t, state.row)
        if state.waiting:
            engine = state.game.engine
            round_ = len(engine.players[state.waiting[0]].hand) + 1
            return t("westkingdom_table.draft", round=round_,
                     players=", ".join(mentions[seat] for seat in state.waiting))
        if state.ready is not None:
            return t("westkingdom_table.confirm_prompt", player=mentions[state.seat_to_act])
        if is_private(state):
            return t("westkingdom_table.choosing_privately", player=mentions[state.seat_to_act])
        return prompt_text(t, state.game.engine, mentions)

    async def controls(self, t: Translator, state: TurnState) -> discord.ui.View:
        """The public panel's components at the state the game is in."""
        if state.waiting:
            return view_of(panel_button(state.row.id, t("westkingdom_table.button.draft")))
        return turn_view(state, t, await self.names.of(t, state.row), private=False)

    async def table_message(self, state: TurnState, t: Translator, lines: Sequence[str], *,
                            buttons: bool = True) -> dict:
        """The board with the narration and the public panel; once over, the score
        pad with each total and the winner, and Rematch. Without ``buttons`` (a
        private look), no components."""
        row, game = state.row, state.game
        names = await self.names.of(t, row)
        if row.is_active and not game.is_over:
            file = await self.draw("westkingdom-board.png", render_board, game.engine,
                                   t.locale, names)
            lines = [*lines, await self.prompt(t, state)]
            view = await self.controls(t, state)
        else:
            file = await self.draw("westkingdom-scores.png", render_scorepad, game.engine,
                                   t.locale, names)
            lines = [*lines, *final_lines(t, game.engine, names), *rating_lines(t, row, names)]
            view = rematch_view(t, row, self.services)
        message = {"content": fit_lines(lines), "attachments": [file]}
        if buttons and view is not None:
            message["view"] = view
        return message

    async def post(self, send: Send, state: TurnState, t: Translator, lines: Sequence[str],
                   *, replaces: int | None = None) -> discord.Message:
        """Post the table; the controls it supersedes lose their buttons."""
        return await post_table(self.bot, self.services, send, state,
                                await self.table_message(state, t, lines), replaces=replaces)

    async def advance(self, send: Send, state: TurnState, t: Translator, lines: Sequence[str],
                      *, since: int | None = None,
                      replaces: int | None = None) -> discord.Message:
        """Let the computer seats play and pick in a draft round, then post the table:
        ``lines``, then the story of every answer after ``since`` (default: the answers
        the computer seats give here).

        The story is told once, after the computer seats' turns: finding it replays
        the whole record, so telling each of their turns as it is played replayed it
        once per turn. The lines are the same (``events_since``: the events of a
        shorter record are the first ones of a longer)."""
        start = state.turn if since is None else since
        while (moved := await self.services.turns.play_computer(state.row.id)) is not None:
            state = moved
        if state.turn != start:
            lines = [*lines, *await self.story(t, state, start)]
        state = await self.services.turns.view(state.row.id)
        return await self.post(send, state, t, lines, replaces=replaces)

    async def redeliver(self, t: Translator, row: GameRow, send: Send, since_turn: int) -> None:
        """Post the table the game owes (``GameTable.redeliver``): the turns since the
        last table shown, the computer seats' turns still to play, then the table."""
        await self.advance(send, await self.services.turns.view(row.id), t, [], since=since_turn)

    def channel(self, row: GameRow) -> discord.PartialMessageable:
        """Where the game is played (no request needed to send there)."""
        return self.bot.get_partial_messageable(row.channel_id)

    async def close_public(self, row: GameRow, line: str) -> int | None:
        """Put ``line`` in place of the public panel's prompt and take its buttons off
        (its step is over); the message's id, or ``None`` when it is gone."""
        if row.controls_message_id is None:
            return None
        message = self.channel(row).get_partial_message(row.controls_message_id)
        try:
            story = (await message.fetch()).content.split("\n")[:-1]
            await message.edit(content=fit_lines([*story, line]), view=None)
        except discord.HTTPException as error:  # gone: the next table is what matters
            log.info("game %s: public panel not closed: %s", row.id, error)
            return None
        return row.controls_message_id

    async def edit_public(self, t: Translator, state: TurnState) -> None:
        """Redraw the public panel's last line and components for the step the game is
        at (after a step taken on a private panel, or another seat's draft pick), and
        record that the table shown is up to date."""
        row = state.row
        if row.controls_message_id is None:
            return
        message = self.channel(row).get_partial_message(row.controls_message_id)
        try:
            story = (await message.fetch()).content.split("\n")[:-1]
            await message.edit(content=fit_lines([*story, await self.prompt(t, state)]),
                               view=await self.controls(t, state))
        except discord.HTTPException as error:  # gone: the player reopens it by status
            log.info("game %s: public panel not redrawn: %s", row.id, error)
            return
        await self.services.games.set_messages(row.id, table_message_id=row.table_message_id,
                                               controls_message_id=row.controls_message_id,
                                               shown_version=row.version)


def fit_lines(lines: Sequence[str]) -> str:
    """Lines in one message, the oldest dropped first when they are too long (the
    last, the prompt, always stays)."""
    kept: list[str] = []
    size = 0
    for line in reversed(lines):
        size += len(line) + 1
        if size > MAX_CONTENT and kept:
            break
        kept.append(line[:MAX_CONTENT])
    return "\n".join(reversed(kept))


