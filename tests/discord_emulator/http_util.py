"""HTTP plumbing shared by the REST and webhook routes: errors, JSON, multipart, edits.

discord.py only parses a body as JSON when ``Content-Type`` is exactly
``application/json``, so every answer goes through :func:`json_response`.
"""

from __future__ import annotations

import json
from typing import Any

from aiohttp import web

from . import validation
from .models import Attachment, Message
from .payloads import error_payload, iso_now
from .state import World

UNKNOWN_CHANNEL = (404, 10003, "Unknown Channel")
UNKNOWN_GUILD = (404, 10004, "Unknown Guild")
UNKNOWN_MEMBER = (404, 10007, "Unknown Member")
UNKNOWN_MESSAGE = (404, 10008, "Unknown Message")
UNKNOWN_USER = (404, 10013, "Unknown User")
UNKNOWN_WEBHOOK = (404, 10015, "Unknown Webhook")
UNKNOWN_COMMAND = (404, 10063, "Unknown application command")
UNKNOWN_INTERACTION = (404, 10062, "Unknown interaction")
ALREADY_ACKNOWLEDGED = (400, 40060, "Interaction has already been acknowledged.")
MISSING_ACCESS = (403, 50001, "Missing Access")
MISSING_PERMISSIONS = (403, 50013, "Missing Permissions")
CANNOT_EDIT_OTHERS = (403, 50005, "Cannot edit a message authored by another user")
CANNOT_DM = (403, 50007, "Cannot send messages to this user")
ARCHIVED_THREAD = (400, 50083, "Thread is archived")
THREAD_EXISTS = (400, 160004, "A thread has already been created for this message")
TOO_LARGE = (413, 40005, "Request entity too large")
UNAUTHORIZED = (401, 0, "401: Unauthorized")
INVALID_FORM = (400, 50035, "Invalid Form Body")

Files = list[tuple[str, bytes]]


class ApiError(Exception):
    """An error Discord would answer; the middleware renders and records it."""

    def __init__(self, error: tuple[int, int, str], errors: dict[str, Any] | None = None,
                 detail: str | None = None) -> None:
        self.status, self.code, self.message = error
        self.errors = errors or {}
        super().__init__(detail or self.message)


def json_response(data: Any, status: int = 200) -> web.Response:
    """A response whose Content-Type discord.py recognises as JSON."""
    return web.Response(body=json.dumps(data).encode(), status=status,
                        headers={"Content-Type": "application/json"})


def error_response(error: ApiError) -> web.Response:
    """Discord's error body for an :class:`ApiError`."""
    return json_response(error_payload(error.code, error.message, error.errors), error.status)


async def read_body(request: web.Request) -> tuple[dict[str, Any], Files]:
    """The JSON body and uploaded files of a JSON or multipart request."""
    if not request.body_exists:
        return {}, []
    if not request.content_type.startswith("multipart/"):
        return await request.json(), []
    body: dict[str, Any] = {}
    files: Files = []
    reader = await request.multipart()
    while (part := await reader.next()) is not None:
        data = await part.read()  # type: ignore[union-attr]
        if part.name == "payload_json":  # type: ignore[union-attr]
            body = json.loads(data)
        else:
            files.append((part.filename or "file", bytes(data)))  # type: ignore[union-attr]
    return body, files


def check_message(body: dict[str, Any], files: Files) -> None:
    """Raise what Discord answers to a bad message body or upload."""
    if validation.oversized_files(files):
        raise ApiError(TOO_LARGE)
    problems = validation.check_message_body(body) + validation.check_files(files)
    if problems:
        raise ApiError(INVALID_FORM, validation.errors_tree(problems), detail=str(problems))


def new_attachments(world: World, body: dict[str, Any], files: Files,
                    keep: list[Attachment] | None = None) -> list[Attachment]:
    """Attachments of a create/edit: kept existing ones (by id) plus uploaded files.

    discord.py lists new files as ``{"id": <file index>}`` and kept ones by their id.
    """
    keep = keep or []
    described = {}
    kept: list[Attachment] = []
    for entry in body.get("attachments") or []:
        ident = int(entry.get("id", -1))
        existing = next((a for a in keep if a.id == ident), None)
        if existing is not None:
            kept.append(existing)
        else:
            described[ident] = entry.get("description")
    if "attachments" not in body:
        kept = list(keep)
    uploaded = [world.new_attachment(name, data, described.get(i))
                for i, (name, data) in enumerate(files)]
    return kept + uploaded


def apply_edit(world: World, message: Message, body: dict[str, Any], files: Files) -> None:
    """Apply a PATCH body to a message: only the fields present change."""
    for key in ("content", "embeds", "components"):
        if key in body:
            value = body[key]
            setattr(message, key, value if value is not None else ("" if key == "content" else []))
    if "attachments" in body or files:
        message.attachments = new_attachments(world, body, files, message.attachments)
    if "flags" in body and body["flags"] is not None:
        # Only the suppress-embeds bit may change on edit; the rest is kept.
        message.flags = (message.flags & ~4) | (int(body["flags"]) & 4)
    message.edited_timestamp = iso_now()
    message.edits += 1
    world.shown(message)
