"""REST routes about the application itself: users, guilds, commands, gateway, CDN.

Command sync keeps ids stable for unchanged names, like Discord, and counts writes so
tests can check the bot does not resync needlessly.
"""

from __future__ import annotations

from typing import Any

from aiohttp import web

from .http_util import (
    UNKNOWN_COMMAND,
    UNKNOWN_GUILD,
    UNKNOWN_MEMBER,
    UNKNOWN_USER,
    ApiError,
    json_response,
    read_body,
)
from .models import Guild
from .payloads import channel_payload, guild_payload, member_payload, role_payload, user_payload
from .state import World


class AppRoutes:
    """Users, application, commands, guilds and gateway endpoints."""

    def __init__(self, world: World, gateway_url: str) -> None:
        self.world = world
        self.gateway_url = gateway_url

    def register(self, app: web.Application, prefix: str) -> None:
        """Attach the routes to the aiohttp application."""
        r = app.router
        r.add_get(f"{prefix}/users/@me", self.me)
        r.add_get(f"{prefix}/users/{{uid}}", self.user)
        r.add_get(f"{prefix}/oauth2/applications/@me", self.application)
        r.add_get(f"{prefix}/applications/@me", self.application)
        r.add_get(f"{prefix}/gateway", self.gateway)
        r.add_get(f"{prefix}/gateway/bot", self.gateway)
        for scope in ("/applications/{app}/commands",
                      "/applications/{app}/guilds/{gid}/commands"):
            r.add_get(prefix + scope, self.list_commands)
            r.add_put(prefix + scope, self.overwrite_commands)
            r.add_post(prefix + scope, self.upsert_command)
            r.add_get(prefix + scope + "/{cmd}", self.get_command)
            r.add_delete(prefix + scope + "/{cmd}", self.delete_command)
        r.add_get(f"{prefix}/guilds/{{gid}}", self.guild)
        r.add_get(f"{prefix}/guilds/{{gid}}/channels", self.guild_channels)
        r.add_get(f"{prefix}/guilds/{{gid}}/roles", self.guild_roles)
        r.add_get(f"{prefix}/guilds/{{gid}}/members/{{uid}}", self.guild_member)
        r.add_get("/attachments/{cid}/{aid}/{name}", self.attachment)

    async def me(self, request: web.Request) -> web.Response:
        """GET /users/@me: the bot user (this is also how login checks the token)."""
        return json_response(user_payload(self.world.bot) | {"verified": True})

    async def user(self, request: web.Request) -> web.Response:
        """GET /users/{id}."""
        user = self.world.users.get(int(request.match_info["uid"]))
        if user is None:
            raise ApiError(UNKNOWN_USER)
        return json_response(user_payload(user))

    async def application(self, request: web.Request) -> web.Response:
        """GET /oauth2/applications/@me: read by ``Client.login``."""
        owner = next((u for u in self.world.users.values() if not u.bot), self.world.bot)
        return json_response({
            "id": str(self.world.application_id),
            "name": self.world.bot.name,
            "icon": None,
            "description": "",
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": user_payload(owner),
            "team": None,
            "verify_key": "0" * 64,
            "flags": 0,
            "bot": user_payload(self.world.bot),
            "interactions_endpoint_url": None,
            "rpc_origins": [],
            "tags": [],
            "redirect_uris": [],
            "approximate_guild_count": len(self.world.guilds),
        })

    async def gateway(self, request: web.Request) -> web.Response:
        """GET /gateway(/bot): a sharded client without a shard count asks how many."""
        return json_response({"url": self.gateway_url, "shards": self.world.recommended_shards,
                              "session_start_limit": {"total": 1000, "remaining": 1000,
                                                      "reset_after": 0, "max_concurrency": 1}})

    # --- commands -----------------------------------------------------------------

    def _scope(self, request: web.Request) -> int | None:
        gid = request.match_info.get("gid")
        if gid is not None and int(gid) not in self.world.guilds:
            raise ApiError(UNKNOWN_GUILD)
        return int(gid) if gid is not None else None

    def _command(self, spec: dict[str, Any], scope: int | None) -> dict[str, Any]:
        """A stored command object; an existing command of that name keeps its id."""
        kind = int(spec.get("type") or 1)
        old = next((c for c in self.world.commands.get(scope, [])
                    if c["name"] == spec["name"] and c["type"] == kind), None)
        command = {
            "description": "",
            "options": [],
            "default_member_permissions": None,
            "dm_permission": True,
            "nsfw": False,
            **spec,
            "id": old["id"] if old else str(self.world.ids.next()),
            "application_id": str(self.world.application_id),
            "version": str(self.world.ids.next()),
            "type": kind,
        }
        if scope is not None:
            command["guild_id"] = str(scope)
        return command

    async def list_commands(self, request: web.Request) -> web.Response:
        """GET the commands registered in a scope (global or one guild)."""
        return json_response(self.world.commands.get(self._scope(request), []))

    async def overwrite_commands(self, request: web.Request) -> web.Response:
        """PUT: bulk overwrite, what ``tree.sync()`` does."""
        scope = self._scope(request)
        body, _ = await read_body(request)
        specs: list[dict[str, Any]] = body if isinstance(body, list) else []
        self.world.commands[scope] = [self._command(spec, scope) for spec in specs]
        self.world.command_writes += 1
        self.world.touch()
        return json_response(self.world.commands[scope])

    async def upsert_command(self, request: web.Request) -> web.Response:
        """POST: create or replace one command."""
        scope = self._scope(request)
        body, _ = await read_body(request)
        command = self._command(body, scope)
        rest = [c for c in self.world.commands.get(scope, []) if c["id"] != command["id"]]
        self.world.commands[scope] = [*rest, command]
        self.world.command_writes += 1
        return json_response(command, status=201)

    def _find_command(self, request: web.Request) -> tuple[int | None, dict[str, Any]]:
        scope = self._scope(request)
        for command in self.world.commands.get(scope, []):
            if command["id"] == request.match_info["cmd"]:
                return scope, command
        raise ApiError(UNKNOWN_COMMAND)

    async def get_command(self, request: web.Request) -> web.Response:
        """GET one command."""
        return json_response(self._find_command(request)[1])

    async def delete_command(self, request: web.Request) -> web.Response:
        """DELETE one command."""
        scope, command = self._find_command(request)
        self.world.commands[scope].remove(command)
        self.world.command_writes += 1
        return web.Response(status=204)

    # --- guilds -------------------------------------------------------------------

    def _guild(self, request: web.Request) -> Guild:
        guild = self.world.guilds.get(int(request.match_info["gid"]))
        if guild is None:
            raise ApiError(UNKNOWN_GUILD)
        return guild

    async def guild(self, request: web.Request) -> web.Response:
        """GET /guilds/{id}."""
        guild = self._guild(request)
        data = guild_payload(guild) | {"approximate_member_count": len(guild.members)}
        return json_response(data)

    async def guild_channels(self, request: web.Request) -> web.Response:
        """GET /guilds/{id}/channels (threads excluded, as on Discord)."""
        guild = self._guild(request)
        return json_response([channel_payload(c) for c in guild.channels.values()
                              if not c.is_thread and not c.deleted])

    async def guild_roles(self, request: web.Request) -> web.Response:
        """GET /guilds/{id}/roles."""
        return json_response([role_payload(r) for r in self._guild(request).roles.values()])

    async def guild_member(self, request: web.Request) -> web.Response:
        """GET /guilds/{id}/members/{user id}."""
        member = self._guild(request).members.get(int(request.match_info["uid"]))
        if member is None:
            raise ApiError(UNKNOWN_MEMBER)
        return json_response(member_payload(member))

    async def attachment(self, request: web.Request) -> web.Response:
        """The CDN: attachment bytes, so ``Attachment.read()`` works in the bot."""
        message_files = (a for m in self.world.messages.values() for a in m.attachments)
        wanted = int(request.match_info["aid"])
        for attachment in message_files:
            if attachment.id == wanted:
                return web.Response(body=attachment.data,
                                    headers={"Content-Type": attachment.content_type})
        return web.Response(status=404, text="Not Found")
