"""Every way a player is turned away, played through the emulated bot, with what
they read each time: the texts of each answer (content, embeds, components) and
of the channel, checked for another game's command group.

Used by ``test_bot_refusals_name_their_game``; each game's paths are a function of
its own here, as its buttons differ, and both end with the paths every game shares
(no game here, a damaged record, an ended game). ``every_subcommand`` and
``refusals_in`` serve ``test_bot_refusals_are_private``: every subcommand of every
game, found in the bot's command tree, and the refusals among its answers that the
whole channel saw.
"""

from __future__ import annotations

import asyncio
import copy
import re
from collections.abc import Awaitable, Iterator
from dataclasses import dataclass, field
from typing import Any

from bot_harness import BotRunner, answered, ids_of, public_post
from discord import AppCommandOptionType, app_commands

from i18n import LOCALES, catalogue
from tests.discord_emulator import Cast, DiscordEmulator, Interaction, Message, User

GAMES = ("amytis", "akropolis")
TEXT_KEYS = frozenset({"content", "title", "description", "name", "value", "text", "label",
                       "placeholder"})


def groups_of(game: str) -> set[str]:
    """``/akropolis``, ``/акрополис``: the game's command group as every client shows it."""
    names = {game}
    for locale in LOCALES:
        name = catalogue(locale).get(f"commands.{game}.name")
        if isinstance(name, str):
            names.add(name)
    return {f"/{name}" for name in names}


def texts_in(body: Any) -> list[str]:
    """Every text a reader sees in a message body sent to Discord (or a message)."""
    if isinstance(body, Message):
        body = {"content": body.content, "embeds": body.embeds,
                "components": body.components}
    if isinstance(body, list):
        return [text for item in body for text in texts_in(item)]
    if not isinstance(body, dict):
        return []
    found = []
    for key, value in body.items():
        if key in TEXT_KEYS and isinstance(value, str):
            found.append(value)
        elif isinstance(value, dict | list):
            found += texts_in(value)
    return found


EPHEMERAL = 64
"""A message's flag: only the one who asked sees it."""


def every_subcommand(tree: app_commands.CommandTree) -> Iterator[tuple[str, app_commands.Command]]:
    """Every game's command group and each of its subcommands, as the bot registered
    them (a command without subcommands, like ``/games``, belongs to no game)."""
    for group in tree.get_commands():
        for command in getattr(group, "commands", []):
            yield group.name, command


def required_options(command: app_commands.Command, other: User) -> dict[str, Any]:
    """Values for the options a subcommand cannot run without: ``other`` for a user,
    the first choice offered, the least number allowed."""
    values: dict[str, Any] = {}
    for option in command.parameters:
        if not option.required:
            continue
        if option.choices:
            values[option.name] = option.choices[0].value
        elif option.type in (AppCommandOptionType.user, AppCommandOptionType.mentionable):
            values[option.name] = other
        elif option.type is AppCommandOptionType.boolean:
            values[option.name] = False
        elif option.type in (AppCommandOptionType.integer, AppCommandOptionType.number):
            values[option.name] = option.min_value or 1
        else:
            values[option.name] = "1"
    return values


def error_texts(locale: str = "en") -> list[re.Pattern[str]]:
    """Every refusal of the catalogue's ``errors`` namespace, its parameters as
    wildcards."""
    return [re.compile(".+?".join(map(re.escape, re.split(r"\{[^}]*\}", entry))), re.S)
            for key, entry in catalogue(locale).items()
            if key.startswith("errors.") and isinstance(entry, str)]


def refusals_in(interaction: Interaction,
                refusals: list[re.Pattern[str]]) -> list[tuple[bool, str]]:
    """The texts of ``interaction``'s answers that turn the user away, each with
    whether the whole channel saw it: meant private (the bot asked Discord for an
    ephemeral message; a public "thinking" answer makes its first follow-up public
    whatever it asks), or one of ``refusals``."""
    found = []
    for event in interaction.events:
        if event.message is None:
            continue
        body = event.body.get("data", event.body) if event.kind == "callback" else event.body
        texts = texts_in(body)
        meant_private = bool(int(body.get("flags") or 0) & EPHEMERAL)
        if meant_private or any(p.fullmatch(text) for text in texts for p in refusals):
            found += [(not event.message.flags & EPHEMERAL, text) for text in texts]
    return found


def forge(message: Message, custom_id: str) -> str:
    """Put ``custom_id`` on the first component of ``message``, as a crafted client would."""
    message.components = copy.deepcopy(message.components)
    message.components[0]["components"][0]["custom_id"] = custom_id
    return custom_id


@dataclass
class Ears:
    """What the players heard, path by path."""

    emu: DiscordEmulator
    heard: list[tuple[str, str]] = field(default_factory=list)

    async def hear(self, path: str, pending: Awaitable[Interaction] | Interaction) -> str:
        """Run one path (an interaction, or one sent already); what its answers said,
        also kept."""
        interaction = await answered(pending if isinstance(pending, Interaction)
                                     else await pending)
        await asyncio.sleep(0.05)  # a follow-up after the first answer
        said = [text for event in interaction.events for text in texts_in(event.body)]
        if interaction.modal:
            said += texts_in(interaction.modal)
        self.heard += [(path, text) for text in said]
        return "\n".join(said)

    def read_channels(self, *channels) -> None:
        """Everything the channels show now (tables, narration, the end of a game)."""
        for channel in channels:
            for message in self.emu.messages(channel):
                self.heard += [(f"message in #{channel.id}", t) for t in texts_in(message)]

    def naming(self, groups: set[str]) -> list[tuple[str, str]]:
        """The texts heard that name one of ``groups``."""
        return [(path, text) for path, text in self.heard
                if any(group in text for group in groups)]


async def no_game_here(ears: Ears, emu: DiscordEmulator, cast: Cast, game: str) -> None:
    """Every command of the game used where no game is played (a new channel)."""
    empty = await emu.create_channel(cast.guild, f"empty-{game}")
    for verb in ("status", "resign", "claim", "export", "city"):
        if verb == "city" and game != "akropolis":
            continue
        await ears.hear(f"/{game} {verb} with no game",
                        emu.slash(cast.alice, empty, game, subcommand=verb))
    await ears.hear(f"/{game} abort with no game",
                    emu.slash(cast.moderator, empty, game, subcommand="abort"))
    for verb in ("status", "export"):
        await ears.hear(f"/{game} {verb} of a game that does not exist",
                        emu.slash(cast.alice, empty, game, subcommand=verb,
                                  options={"game": 424242}))


async def table_refusals(ears: Ears, emu: DiscordEmulator, cast: Cast, game: str) -> None:
    """An open table and an invitation of the game, turned down in every way the lobby
    refuses (a bystander starting, a host joining, a stale button, a bot invited, a
    second invitation, a self-invitation); both withdrawn after."""
    table = await public_post(await emu.slash(cast.alice, cast.channel, game,
                                              subcommand="open"))
    for path, user, action in [("a bystander starts the table", cast.bystander, "start"),
                               ("the host joins the table", cast.alice, "join"),
                               ("a guest leaves a table they are not at", cast.bob, "leave"),
                               ("a guest cancels the table", cast.bob, "cancel")]:
        if ids_of(table, f"lobby:{action}:"):
            await ears.hear(path, emu.click(user, table, ids_of(table, f"lobby:{action}:")[0]))
    original = table.components
    await ears.hear("a stale table button", emu.click(cast.bob, table,
                                                       forge(table, "lobby:gone:1")))
    table.components = original
    await ears.hear("a second table", emu.slash(cast.alice, cast.channel, game,
                                                subcommand="open"))
    await ears.hear("the table withdrawn",
                    emu.click(cast.alice, table, ids_of(table, "lobby:cancel:")[0]))
    player = "opponent" if game == "amytis" else "player1"
    for path, invited in [("a bot invited", cast.other_bot), ("oneself invited", cast.alice)]:
        await ears.hear(path, emu.slash(cast.alice, cast.channel, game, subcommand="challenge",
                                        options={player: invited}))


async def commands_refused_in_game(ears: Ears, emu: DiscordEmulator, cast: Cast, game: str,
                                   where, waiting: User) -> None:
    """The commands a game's thread refuses while it is played."""
    await ears.hear("claim too early", emu.slash(waiting, where, game, subcommand="claim"))
    await ears.hear("resign by a bystander",
                    emu.slash(cast.bystander, where, game, subcommand="resign"))
    await ears.hear("abort by a player", emu.slash(cast.alice, where, game, subcommand="abort"))
    await ears.hear("export by a bystander",
                    emu.slash(cast.bystander, where, game, subcommand="export"))
    await ears.hear("status by a bystander",
                    emu.slash(cast.bystander, where, game, subcommand="status"))


async def forged_clicks(ears: Ears, emu: DiscordEmulator, game: str, message: Message,
                        mover: User, button: str, select: str) -> str:
    """Ids a crafted client sends: an older version's, unparseable, a game that does not
    exist, a select's on a button (``button``, ``select``: the game's actions); what the
    older version's button said."""
    said = {}
    for path, forged in [
        ("a button of an older version", f"{game}:gone:1"),
        ("an id that does not parse", f"{game}:{button}:²:0:0:0"),
        ("a game that does not exist", f"{game}:{button}:424242:0:1:0"),
        ("a select's id on a button", f"{game}:{select}:1:0:1"),
    ]:
        original = message.components
        said[path] = await ears.hear(path, emu.click(mover, message, forge(message, forged)))
        message.components = original
    return said["a button of an older version"]


async def damaged(ears: Ears, emu: DiscordEmulator, runner: BotRunner, game: str, where,
                  mover: User, message: Message, button: str, game_id: int) -> str:
    """A record that no longer replays: the click, status and export refused;
    what the click said. The record is put back after."""
    db = runner.bot.services.games.db
    async with db.transaction() as conn:
        row = await (await conn.execute("SELECT record FROM games WHERE id = ?",
                                        (game_id,))).fetchone()
        await conn.execute("UPDATE games SET record = ?, version = version + 1 WHERE id = ?",
                           ("{", game_id))
    said = await ears.hear("a click on a damaged game",
                           emu.click(mover, message, ids_of(message, button)[0]))
    for verb in ("status", "export"):
        await ears.hear(f"/{game} {verb} on a damaged game",
                        emu.slash(mover, where, game, subcommand=verb))
    async with db.transaction() as conn:
        await conn.execute("UPDATE games SET record = ?, version = version + 1 WHERE id = ?",
                           (row[0], game_id))
    return said


async def ended(ears: Ears, emu: DiscordEmulator, cast: Cast, game: str, where,
                message: Message) -> None:
    """After a resignation: an old button and the commands of a game in progress."""
    components = copy.deepcopy(message.components)
    await ears.hear("resign", emu.slash(cast.alice, where, game, subcommand="resign"))
    message.components = components  # as a client that kept the buttons would
    await ears.hear("a button of the ended game",
                    emu.click(cast.bob, message, ids_of(message, f"{game}:")[0]))
    for verb in ("resign", "claim", "abort"):
        await ears.hear(f"/{game} {verb} after the end",
                        emu.slash(cast.bob, where, game, subcommand=verb))
    await ears.hear(f"/{game} status after the end",
                    emu.slash(cast.bob, where, game, subcommand="status"))
