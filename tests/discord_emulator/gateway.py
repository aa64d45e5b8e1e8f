"""The gateway websocket: HELLO, IDENTIFY/READY, GUILD_CREATE, heartbeats, RESUME.

Frames are plain JSON text even though discord.py asks for zlib: the client accepts
text frames as they are. Sessions survive a dropped socket so RESUME can replay what
was missed; a new IDENTIFY (a new bot client) simply starts a fresh session.

Shards as on Discord: a session that identified with ``shard: [id, count]`` hears
only about the guilds with ``(guild_id >> 22) % count == id``, and direct messages
only on shard 0; a session without ``shard`` hears everything. Several sessions may
be live at once (one per shard, from one process or several).
"""

from __future__ import annotations

import json
import logging
import secrets
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from .payloads import guild_payload, member_payload, user_payload
from .state import World

log = logging.getLogger(__name__)

DISPATCH, HEARTBEAT, IDENTIFY, REQUEST_MEMBERS, RESUME = 0, 1, 2, 8, 6
RECONNECT, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 7, 9, 10, 11
HEARTBEAT_INTERVAL_MS = 41250
GUILD_MEMBERS = 1 << 1
PRIVILEGED_INTENTS = GUILD_MEMBERS | (1 << 8) | (1 << 15)  # members, presences, content
GUILD_EVENTS = ("GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE")
"""Events whose payload is the guild itself (its ``id``); the others name ``guild_id``."""


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord sends a guild's events to."""
    return (guild_id >> 22) % shard_count


def guild_of_event(event: str, data: Any) -> int | None:
    """The guild an event is about, None for direct messages and the like."""
    if not isinstance(data, dict):
        return None
    ident = data.get("id") if event in GUILD_EVENTS else data.get("guild_id")
    return int(ident) if ident else None


@dataclass(eq=False)
class Session:
    """One identified gateway session and the events sent on it (for RESUME)."""

    id: str
    intents: int
    shard: tuple[int, int] | None = None
    """``(shard_id, shard_count)`` from IDENTIFY; None for a client that did not shard."""
    seq: int = 0
    ws: web.WebSocketResponse | None = None
    sent: list[dict[str, Any]] = field(default_factory=list)

    async def send(self, event: str, data: Any) -> None:
        """Number, remember and (if connected) send a dispatch."""
        self.seq += 1
        frame = {"op": DISPATCH, "t": event, "s": self.seq, "d": data}
        self.sent.append(frame)
        if self.ws is not None and not self.ws.closed:
            try:
                await self.ws.send_str(json.dumps(frame))
            except ConnectionResetError:
                # The bot is going away mid-send; RESUME will replay the frame.
                self.ws = None

    def hears(self, guild_id: int | None) -> bool:
        """Whether Discord sends this session the events of ``guild_id`` (None: a
        direct message, which goes to shard 0)."""
        if self.shard is None:
            return True
        shard_id, shard_count = self.shard
        if guild_id is None:
            return shard_id == 0
        return shard_of(guild_id, shard_count) == shard_id


class Gateway:
    """Accepts bot websocket connections and fans dispatches out to live sessions."""

    def __init__(self, world: World, url: str) -> None:
        self.world = world
        self.url = url
        self.sessions: dict[str, Session] = {}
        self.connections = 0
        self.identifies = 0

    @property
    def live(self) -> list[Session]:
        """Sessions with an open websocket."""
        return [s for s in self.sessions.values() if s.ws is not None and not s.ws.closed]

    def listeners(self, guild_id: int | None) -> list[Session]:
        """The live sessions that hear about ``guild_id`` (see :meth:`Session.hears`)."""
        return [s for s in self.live if s.hears(guild_id)]

    async def dispatch(self, event: str, data: Any, *, intent: int = 0) -> None:
        """Send an event to every connected session that holds its guild's shard; an
        event behind an ``intent`` goes only to sessions that asked for it."""
        guild_id = guild_of_event(event, data)
        for session in self.listeners(guild_id):
            if intent and not session.intents & intent:
                continue
            await session.send(event, data)

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        """The websocket endpoint discord.py connects to."""
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self.connections += 1
        hello = {"op": HELLO, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}}
        await ws.send_str(json.dumps(hello))
        session: Session | None = None
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                session = await self._on_frame(ws, frame, session)
        finally:
            if session is not None and session.ws is ws:
                session.ws = None
        return ws

    async def _on_frame(self, ws: web.WebSocketResponse, frame: dict[str, Any],
                        session: Session | None) -> Session | None:
        op, data = frame.get("op"), frame.get("d")
        if op == HEARTBEAT:
            await ws.send_str(json.dumps({"op": HEARTBEAT_ACK}))
        elif op == IDENTIFY:
            if data.get("token") != self.world.token:
                await ws.close(code=4004, message=b"Authentication failed.")
                return session
            if int(data.get("intents") or 0) & PRIVILEGED_INTENTS & ~self.world.granted_intents:
                # Discord closes with 4014 when a privileged intent is not enabled in
                # the developer portal; discord.py raises PrivilegedIntentsRequired.
                await ws.close(code=4014, message=b"Disallowed intent(s).")
                return session
            shard = data.get("shard")
            if shard is not None and not 0 <= int(shard[0]) < int(shard[1]):
                await ws.close(code=4010, message=b"Invalid shard.")
                return session
            session = Session(secrets.token_hex(16), int(data.get("intents") or 0),
                              tuple(map(int, shard)) if shard is not None else None, ws=ws)
            self.sessions[session.id] = session
            self.identifies += 1
            await self._ready(session)
        elif op == RESUME:
            session = await self._resume(ws, data)
        elif op == REQUEST_MEMBERS and session is not None:
            await self._members_chunk(session, data)
        return session

    async def _ready(self, session: Session) -> None:
        world = self.world
        guilds = [g for g in world.guilds.values() if session.hears(g.id)]
        ready = {
            "v": 10,
            "user": user_payload(world.bot) | {"verified": True, "mfa_enabled": False},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.id,
            "resume_gateway_url": self.url,
            "application": {"id": str(world.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
        }
        if session.shard is not None:
            ready["shard"] = list(session.shard)
        await session.send("READY", ready)
        for guild in guilds:
            await session.send("GUILD_CREATE", guild_payload(guild, with_state=True,
                                                             bot_id=world.bot.id))

    async def _resume(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> Session | None:
        session = self.sessions.get(data.get("session_id", ""))
        if session is None or data.get("token") != self.world.token:
            await ws.send_str(json.dumps({"op": INVALID_SESSION, "d": False}))
            return None
        session.ws = ws
        for frame in [f for f in session.sent if f["s"] > int(data.get("seq") or 0)]:
            await ws.send_str(json.dumps(frame))
        await session.send("RESUMED", {})
        return session

    async def _members_chunk(self, session: Session, data: dict[str, Any]) -> None:
        guild = self.world.guilds.get(int(data.get("guild_id", 0)))
        if guild is None or not session.hears(guild.id):
            return
        await session.send("GUILD_MEMBERS_CHUNK", {
            "guild_id": str(guild.id),
            "members": [member_payload(m) for m in guild.members.values()],
            "chunk_index": 0,
            "chunk_count": 1,
            "nonce": data.get("nonce"),
        })

    async def close_all(self, code: int = 1001) -> None:
        """Close every socket (the emulator is stopping, or a test forces a reconnect)."""
        for session in self.live:
            assert session.ws is not None
            await session.ws.close(code=code)
