"""What a host or player brings to a command: their roles and whether they moderate
the server, and the game options they type (``key=value`` pairs or a JSON object)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import discord

from service.errors import InvalidOptions


def roles_of(interaction: discord.Interaction) -> list[int]:
    """The acting member's role ids: the service knows a tournament's manager role."""
    return [role.id for role in getattr(interaction.user, "roles", ())]


def is_moderator(interaction: discord.Interaction) -> bool:
    """Whether the member may stop any game here (``/<game> abort`` asks the same):
    such a member manages every tournament too, with its host's authority."""
    perms = interaction.permissions
    return perms.manage_messages or perms.manage_threads


def parse_options(text: str | None) -> dict[str, Any]:
    """The game options a host typed: ``key=value`` pairs (``true``/``false``, a list
    as ``a,b``), or a JSON object; the game checks them (``InvalidOptions``)."""
    text = (text or "").strip()
    if text.startswith("{"):
        try:
            options = json.loads(text)
        except ValueError:
            raise InvalidOptions(reason="not a JSON object") from None
        if not isinstance(options, dict):
            raise InvalidOptions(reason="not a JSON object")
        return options
    options: dict[str, Any] = {}
    for pair in text.replace(";", " ").split():
        key, sep, value = pair.partition("=")
        if not sep or not key or not value:
            raise InvalidOptions(reason=f"{pair!r} is not key=value")
        if value.lower() in ("true", "false"):
            options[key] = value.lower() == "true"
        elif "," in value:
            options[key] = [part for part in value.split(",") if part]
        else:
            options[key] = value
    return options


def options_text(options: Mapping[str, Any]) -> str:
    """Game options as a host types them (``parse_options`` reads them back); the seat
    order is the tournament's, and an unset option is left out."""
    parts = []
    for key, value in options.items():
        if key == "seats" or value is None or value == [] or isinstance(value, Mapping):
            continue
        if isinstance(value, bool):
            value = "true" if value else "false"
        elif isinstance(value, list):
            value = ",".join(map(str, value))
        parts.append(f"{key}={value}")
    return " ".join(parts)
