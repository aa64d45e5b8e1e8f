"""Builders of INTERACTION_CREATE payloads for what a user does in the Discord client.

They refuse (with ``UserActionRefused``) what the client would not let a user do:
run an unregistered command, omit a required option, click a missing or disabled button.
"""

from __future__ import annotations

from typing import Any

from . import permissions as perms
from .models import Channel, Guild, Member, Message, Role, User
from .payloads import channel_payload, member_payload, role_payload, user_payload
from .state import World

ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = range(3, 12)


class UserActionRefused(Exception):
    """The Discord client would not let the user do this; the test is wrong, not the bot."""


def base_payload(world: World, kind: int, user: User, channel: Channel, *,
                 ident: int, token: str, locale: str | None) -> dict[str, Any]:
    """Fields shared by every interaction: who, where, and with which permissions."""
    guild = world.guild_of(channel)
    data: dict[str, Any] = {
        "id": str(ident),
        "application_id": str(world.application_id),
        "type": kind,
        "token": token,
        "version": 1,
        "channel_id": str(channel.id),
        "channel": channel_payload(channel),
        "app_permissions": str(world.permissions(channel, world.bot.id)),
        "locale": locale or user.locale,
        "entitlements": [],
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        "context": 0 if guild else 2 if channel.recipients else 1,
    }
    if guild is None:
        data["user"] = user_payload(user)
        data["authorizing_integration_owners"] = {"1": str(user.id)}
        return data
    member = world.member(guild, user)
    data.update(
        guild_id=str(guild.id),
        guild={"id": str(guild.id), "locale": guild.locale, "features": []},
        guild_locale=guild.locale,
        member=member_payload(member, permissions=world.permissions(channel, user.id)),
        authorizing_integration_owners={"0": str(guild.id)},
    )
    return data


def find_command(world: World, guild: Guild | None, name: str) -> dict[str, Any]:
    """The registered chat-input command a user would pick in this guild."""
    scopes = ([guild.id] if guild else []) + [None]
    for scope in scopes:
        for command in world.commands.get(scope, []):
            if command["name"] == name and command["type"] == 1:
                return command
    raise UserActionRefused(f"/{name} is not registered (did the bot sync its commands?)")


def command_data(world: World, channel: Channel, command: dict[str, Any],
                 subcommand: str | None, options: dict[str, Any]) -> dict[str, Any]:
    """``data`` of a slash command: options nested under (group and) subcommand."""
    resolved: dict[str, dict[str, Any]] = {}
    specs, chain = _subcommand(command, subcommand)
    if any(s["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP) for s in specs):
        raise UserActionRefused(f"/{command['name']} needs a subcommand")
    values = [_option(world, channel, _spec(specs, name, None), value, resolved)
              for name, value in options.items()]
    missing = [s["name"] for s in specs if s.get("required") and s["name"] not in options]
    if missing:
        raise UserActionRefused(f"required options missing: {missing}")
    for kind, name in reversed(chain):
        values = [{"type": kind, "name": name, "options": values}]
    data: dict[str, Any] = {"id": command["id"], "name": command["name"], "type": 1,
                            "options": values}
    if command.get("guild_id"):
        data["guild_id"] = command["guild_id"]
    if resolved:
        data["resolved"] = resolved
    return data


def autocomplete_data(world: World, channel: Channel, command: dict[str, Any],
                      subcommand: str | None, focused: str, typed: str,
                      filled: dict[str, Any]) -> dict[str, Any]:
    """``data`` of an autocomplete: the options ``filled`` already, and the one being
    typed, marked ``focused``, with the text typed so far (a string whatever the
    option's type, as Discord sends it)."""
    specs, chain = _subcommand(command, subcommand)
    spec = _spec(specs, focused, None)
    if not spec.get("autocomplete"):
        raise UserActionRefused(f"option {focused!r} has no autocomplete")
    resolved: dict[str, dict[str, Any]] = {}
    values = [_option(world, channel, _spec(specs, name, None), value, resolved)
              for name, value in filled.items()]
    values.append({"type": spec["type"], "name": focused, "value": typed, "focused": True})
    for kind, name in reversed(chain):
        values = [{"type": kind, "name": name, "options": values}]
    data = {"id": command["id"], "name": command["name"], "type": 1, "options": values}
    return data | ({"resolved": resolved} if resolved else {})


def _subcommand(command: dict[str, Any], subcommand: str | None,
                ) -> tuple[list[dict[str, Any]], list[tuple[int, str]]]:
    """The options of ``/command [group] subcommand`` and the path to them."""
    specs = command.get("options") or []
    chain: list[tuple[int, str]] = []
    for part in subcommand.split() if subcommand else []:
        spec = _spec(specs, part, (SUB_COMMAND, SUB_COMMAND_GROUP))
        chain.append((spec["type"], part))
        specs = spec.get("options") or []
    return specs, chain


def _spec(specs: list[dict[str, Any]], name: str, kinds: tuple[int, ...] | None) -> dict[str, Any]:
    for spec in specs:
        if spec["name"] == name and (kinds is None or spec["type"] in kinds):
            return spec
    raise UserActionRefused(f"no option or subcommand {name!r}; have {[s['name'] for s in specs]}")


def _option(world: World, channel: Channel, spec: dict[str, Any], value: Any,
            resolved: dict[str, dict[str, Any]]) -> dict[str, Any]:
    kind = spec["type"]
    if kind in (USER, MENTIONABLE) and isinstance(value, User | Member):
        user = value.user if isinstance(value, Member) else value
        resolve_user(world, channel, user, resolved)
        raw: Any = str(user.id)
    elif kind in (ROLE, MENTIONABLE) and isinstance(value, Role):
        resolved.setdefault("roles", {})[str(value.id)] = role_payload(value)
        raw = str(value.id)
    elif kind == CHANNEL and isinstance(value, Channel):
        resolved.setdefault("channels", {})[str(value.id)] = channel_payload(value) | {
            "permissions": str(world.permissions(value, world.bot.id))}
        raw = str(value.id)
    elif kind in (STRING, INTEGER, NUMBER, BOOLEAN):
        raw = {STRING: str, INTEGER: int, NUMBER: float, BOOLEAN: bool}[kind](value)
        choices = [c["value"] for c in spec.get("choices") or []]
        if choices and raw not in choices:
            raise UserActionRefused(f"{spec['name']}={raw!r} is not one of {choices}")
    else:
        raise UserActionRefused(f"value {value!r} does not fit option type {kind}")
    return {"type": kind, "name": spec["name"], "value": raw}


def resolve_user(world: World, channel: Channel, user: User,
                 resolved: dict[str, dict[str, Any]]) -> None:
    """Add a user (and its member object, in a guild) to ``resolved``."""
    resolved.setdefault("users", {})[str(user.id)] = user_payload(user)
    guild = world.guild_of(channel)
    if guild is not None and user.id in guild.members:
        resolved.setdefault("members", {})[str(user.id)] = member_payload(
            guild.members[user.id], with_user=False,
            permissions=world.permissions(channel, user.id))


def check_can_use(world: World, channel: Channel, user: User,
                  command: dict[str, Any] | None = None) -> None:
    """Refuse what the client refuses: no access, archived thread, missing command perms."""
    if channel.deleted:
        raise UserActionRefused("the channel was deleted")
    if world.guild_of(channel) is None:
        return
    value = world.permissions(channel, user.id)
    if not value & perms.VIEW_CHANNEL:
        raise UserActionRefused(f"{user.name} cannot see #{channel.name}")
    if command is None:
        return
    if channel.archived:
        raise UserActionRefused("commands cannot be used in an archived thread")
    needed = int(command.get("default_member_permissions") or 0)
    if not value & perms.USE_APPLICATION_COMMANDS or value & needed != needed:
        raise UserActionRefused(f"{user.name} may not use /{command['name']} here")


def component_data(world: World, user: User, message: Message, custom_id: str,
                   values: list[Any] | None) -> dict[str, Any]:
    """``data`` of a click or a select; refuses missing, disabled or foreign components."""
    if message.deleted:
        raise UserActionRefused("the message was deleted")
    owner = (message.interaction or {}).get("user", {}).get("id")
    if message.ephemeral and owner is not None and owner != str(user.id):
        raise UserActionRefused("only the invoking user sees an ephemeral message")
    component = message.component(custom_id)
    if component is None:
        raise UserActionRefused(f"no component {custom_id!r}; have {message.custom_ids()}")
    if component.get("disabled"):
        raise UserActionRefused(f"component {custom_id!r} is disabled")
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": component["type"]}
    if component["type"] == 2:
        if values is not None:
            raise UserActionRefused("a button takes no values; use select()")
        return data
    if values is None:
        raise UserActionRefused("a select needs values")
    low, high = int(component.get("min_values", 1)), int(component.get("max_values", 1))
    if not low <= len(values) <= high:
        raise UserActionRefused(f"select {custom_id!r} takes {low}..{high} values")
    if component["type"] == 3:
        allowed = [o["value"] for o in component.get("options", [])]
        if any(v not in allowed for v in values):
            raise UserActionRefused(f"values {values} not among options {allowed}")
        data["values"] = list(values)
        return data
    resolved: dict[str, dict[str, Any]] = {}
    channel = world.channels[message.channel_id]
    for value in values:
        if isinstance(value, User):
            resolve_user(world, channel, value, resolved)
    data["values"] = [str(getattr(v, "id", v)) for v in values]
    data["resolved"] = resolved
    return data


def modal_data(modal: dict[str, Any], answers: dict[str, Any]) -> dict[str, Any]:
    """``data`` of a modal submit, mirroring the modal's rows or labels."""
    rows = []
    for top in modal.get("components", []):
        inner = top.get("component") or (top.get("components") or [{}])[0]
        custom_id = inner.get("custom_id", "")
        if inner.get("required", True) and inner.get("type") == 4 and custom_id not in answers:
            raise UserActionRefused(f"modal field {custom_id!r} is required")
        answer = answers.get(custom_id, "")
        field: dict[str, Any] = {"type": inner.get("type", 4), "custom_id": custom_id}
        if isinstance(answer, list):
            field["values"] = answer
        else:
            field["value"] = answer
        rows.append({"type": 18, "component": field} if top.get("type") == 18
                    else {"type": 1, "components": [field]})
    return {"custom_id": modal["custom_id"], "components": rows}
