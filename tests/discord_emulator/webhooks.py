"""Interaction callbacks and the interaction webhook (follow-ups, @original edits).

These routes carry no bot token and ignore channel permissions, as on Discord: an
interaction may always be answered. They enforce what Discord enforces instead: one
callback per interaction, within the answer window, and only after it the webhook.
"""

from __future__ import annotations

import time
from typing import Any

from aiohttp import web

from .events import Events
from .http_util import (
    ALREADY_ACKNOWLEDGED,
    INVALID_FORM,
    UNKNOWN_INTERACTION,
    UNKNOWN_MESSAGE,
    UNKNOWN_WEBHOOK,
    ApiError,
    apply_edit,
    check_message,
    json_response,
    new_attachments,
    read_body,
)
from .in_flight import edit_in_flight
from .interactions import (
    AUTOCOMPLETE,
    DEFERRED_MESSAGE,
    DEFERRED_UPDATE,
    MESSAGE,
    MODAL,
    UPDATE_MESSAGE,
    Event,
    Interaction,
)
from .models import Message
from .payloads import user_payload
from .state import World

LOADING = 128
EPHEMERAL = 64
KEPT_FLAGS = EPHEMERAL | 4 | 4096 | (1 << 15)  # ephemeral, no embeds, silent, components v2
TOKEN_LIFETIME = 15 * 60


class WebhookRoutes:
    """``/interactions/{id}/{token}/callback`` and ``/webhooks/{app}/{token}/...``."""

    def __init__(self, world: World, events: Events, answer_window: float) -> None:
        self.world = world
        self.events = events
        self.answer_window = answer_window

    def register(self, app: web.Application, prefix: str) -> None:
        """Attach the routes to the aiohttp application."""
        r = app.router
        r.add_post(f"{prefix}/interactions/{{iid}}/{{token}}/callback", self.callback)
        hook = f"{prefix}/webhooks/{{app}}/{{token}}"
        r.add_post(hook, self.followup)
        r.add_get(hook + "/messages/{mid}", self.get_message)
        r.add_patch(hook + "/messages/{mid}", self.edit_message)
        r.add_delete(hook + "/messages/{mid}", self.delete_message)

    # --- callback -----------------------------------------------------------------

    async def callback(self, request: web.Request) -> web.Response:
        """The first (and only) answer to an interaction."""
        inter = self.world.interactions.get(int(request.match_info["iid"]))
        if inter is None or inter.token != request.match_info["token"]:
            raise ApiError(UNKNOWN_INTERACTION)
        body, files = await read_body(request)
        delay = time.monotonic() - inter.created
        if delay > self.answer_window:
            raise ApiError(UNKNOWN_INTERACTION, detail=f"answered after {delay:.2f} s")
        if inter.responded:
            raise ApiError(ALREADY_ACKNOWLEDGED)
        kind, data = int(body.get("type", 0)), body.get("data") or {}
        message = await self._answer(inter, kind, data, files)
        inter.callback_type = kind
        inter.response_delay = delay
        inter.record(Event("callback", message, kind, body))
        self.world.touch()
        if request.query.get("with_response") not in ("1", "true", "True"):
            return web.Response(status=204)
        return json_response(self._callback_body(inter, kind, message))

    async def _answer(self, inter: Interaction, kind: int, data: dict[str, Any],
                      files: list[tuple[str, bytes]]) -> Message | None:
        channel = self.world.channels[inter.channel_id]
        on_message = inter.clicked is not None
        if kind == MESSAGE:
            check_message(data, files)
            inter.flags = int(data.get("flags") or 0) & KEPT_FLAGS
            attachments = new_attachments(self.world, data, files)
            message = self.world.new_message(channel, self.world.bot, data, attachments,
                                             flags=inter.flags, webhook=True,
                                             interaction=self.metadata(inter))
            inter.original = message
            await self.events.message_created(message)
            return message
        if kind == DEFERRED_MESSAGE:
            inter.flags = int(data.get("flags") or 0) & EPHEMERAL
            message = self.world.new_message(channel, self.world.bot, {}, [],
                                             flags=inter.flags | LOADING, webhook=True,
                                             interaction=self.metadata(inter))
            inter.original = message
            await self.events.message_created(message)
            return message
        if kind in (DEFERRED_UPDATE, UPDATE_MESSAGE) and on_message:
            assert inter.clicked is not None
            inter.original = inter.clicked
            inter.flags = inter.clicked.flags & EPHEMERAL
            if kind == UPDATE_MESSAGE:
                check_message({"flags": inter.clicked.flags, **data}, files)
                apply_edit(self.world, inter.clicked, data, files)
                await self.events.message_updated(inter.clicked)
            return inter.clicked
        if kind == AUTOCOMPLETE and inter.type == 4:
            inter.choices = list(data.get("choices") or [])
            return None
        if kind == MODAL and inter.type in (2, 3):
            inter.modal = data
            return None
        raise ApiError(INVALID_FORM, {"type": {"_errors": [
            {"code": "INTERACTION_RESPONSE_TYPE_INVALID",
             "message": f"Response type {kind} is not valid for interaction type {inter.type}"}]}})

    def metadata(self, inter: Interaction) -> dict[str, Any]:
        """``interaction_metadata`` of messages created by an interaction."""
        data: dict[str, Any] = {"id": str(inter.id), "type": inter.type,
                                "user": user_payload(self.world.users[inter.user_id]),
                                "authorizing_integration_owners": {}}
        if inter.clicked is not None:
            data["interacted_message_id"] = str(inter.clicked.id)
        return data

    def _callback_body(self, inter: Interaction, kind: int,
                       message: Message | None) -> dict[str, Any]:
        """The ``with_response`` body discord.py reads (InteractionCallbackResponse)."""
        summary: dict[str, Any] = {"id": str(inter.id), "type": inter.type,
                                   "response_message_loading": kind == DEFERRED_MESSAGE,
                                   "response_message_ephemeral": inter.ephemeral}
        if message is not None:
            summary["response_message_id"] = str(message.id)
        resource: dict[str, Any] = {"type": kind}
        if message is not None and kind in (MESSAGE, DEFERRED_MESSAGE, UPDATE_MESSAGE):
            resource["message"] = self.events.message_json(message)
        return {"interaction": summary, "resource": resource}

    # --- webhook ------------------------------------------------------------------

    def interaction(self, request: web.Request) -> Interaction:
        """The interaction a webhook token belongs to; 10015 before its callback or after 15 min."""
        if int(request.match_info["app"]) != self.world.application_id:
            raise ApiError(UNKNOWN_WEBHOOK)
        token = request.match_info["token"]
        inter = next((i for i in self.world.interactions.values() if i.token == token), None)
        if inter is None or not inter.responded:
            raise ApiError(UNKNOWN_WEBHOOK)
        if time.monotonic() - inter.created > TOKEN_LIFETIME:
            raise ApiError(UNKNOWN_WEBHOOK, detail="interaction token expired")
        return inter

    def target(self, inter: Interaction, request: web.Request) -> Message:
        """``@original`` or one of this interaction's follow-ups."""
        raw = request.match_info["mid"]
        if raw == "@original":
            found = inter.original
        else:
            found = next((m for m in [inter.original, *inter.followups]
                          if m is not None and m.id == int(raw)), None)
        if found is None or found.deleted:
            raise ApiError(UNKNOWN_MESSAGE)
        return found

    async def followup(self, request: web.Request) -> web.Response:
        """POST /webhooks/{app}/{token}: a follow-up message.

        The first follow-up after a "thinking" defer replaces the loading message and
        keeps the defer's visibility, as Discord does.
        """
        inter = self.interaction(request)
        body, files = await read_body(request)
        check_message(body, files)
        original = inter.original
        if original is not None and original.flags & LOADING:
            original.flags &= ~LOADING
            apply_edit(self.world, original, body, files)
            message = original
            await self.events.message_updated(message)
        else:
            channel = self.world.channels[inter.channel_id]
            flags = int(body.get("flags") or 0) & KEPT_FLAGS
            attachments = new_attachments(self.world, body, files)
            message = self.world.new_message(channel, self.world.bot, body, attachments,
                                             flags=flags, webhook=True,
                                             interaction=self.metadata(inter))
            await self.events.message_created(message)
        inter.followups.append(message)
        inter.record(Event("followup", message, body=body))
        return json_response(self.events.message_json(message))

    async def get_message(self, request: web.Request) -> web.Response:
        """GET a message of the interaction."""
        inter = self.interaction(request)
        return json_response(self.events.message_json(self.target(inter, request)))

    async def edit_message(self, request: web.Request) -> web.Response:
        """PATCH ``@original`` or a follow-up (ends the "thinking" state)."""
        inter = self.interaction(request)
        message = self.target(inter, request)
        body, files = await read_body(request)
        check_message({"flags": message.flags, **body}, files)

        async def apply() -> None:
            message.flags &= ~LOADING
            apply_edit(self.world, message, body, files)
            inter.record(Event("edit", message, body=body))
            await self.events.message_updated(message)

        await edit_in_flight(self.world, message, apply)
        return json_response(self.events.message_json(message))

    async def delete_message(self, request: web.Request) -> web.Response:
        """DELETE ``@original`` or a follow-up."""
        inter = self.interaction(request)
        message = self.target(inter, request)
        message.deleted = True
        inter.record(Event("delete", message))
        self.world.touch()
        await self.events.message_deleted(message)
        return web.Response(status=204)
