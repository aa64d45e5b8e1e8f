"""The emulator itself: an aiohttp app on 127.0.0.1 serving REST, gateway and CDN.

``async with DiscordEmulator() as emu:`` starts it on a free port in the running event
loop and points discord.py at it (restored on exit). The real ``commands.Bot`` then logs
in with ``emu.token`` and behaves as against Discord.
"""

from __future__ import annotations

import contextlib
import logging
import socket
import traceback
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import discord
import discord.asset
import discord.gateway
import discord.http
import yarl
from aiohttp import web

from .driver import Driver
from .events import Events
from .gateway import Gateway
from .http_util import UNAUTHORIZED, ApiError, error_response, json_response
from .interactions import Interaction
from .models import Guild, User
from .rest import ChannelRoutes
from .rest_app import AppRoutes
from .state import Failure, World
from .webhooks import WebhookRoutes

log = logging.getLogger(__name__)
API = "/api/v10"
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class DiscordEmulator(Driver):
    """A local Discord for end-to-end tests; see :class:`Driver` for the test-side actions.

    ``answer_window`` is how long an interaction may wait for its first callback before
    Discord forgets it (3 s on Discord; a late answer gets 404 code 10062).
    """

    def __init__(self, *, bot_name: str = "Amytis", answer_window: float = 3.0) -> None:
        self.world = World(bot_name)
        self.answer_window = answer_window
        self._runner: web.AppRunner | None = None
        self._saved: tuple[str, yarl.URL, str] | None = None
        self.port = 0

    # --- lifecycle ----------------------------------------------------------------

    async def start(self, *, patch: bool = True) -> DiscordEmulator:
        """Listen on a free loopback port; with ``patch`` point discord.py here."""
        # Bind first: the routes' payloads need the final address (attachment URLs).
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", 0))
        self.port = sock.getsockname()[1]
        self.gateway = Gateway(self.world, self.gateway_url)
        self.events = Events(self.world, self.gateway, self.url)
        app = web.Application(middlewares=[self._errors], client_max_size=64 * 1024 * 1024)
        app.router.add_get("/", self.gateway.handle)
        ChannelRoutes(self.world, self.events).register(app, API)
        AppRoutes(self.world, self.gateway_url).register(app, API)
        WebhookRoutes(self.world, self.events, self.answer_window).register(app, API)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        await web.SockSite(self._runner, sock).start()
        if patch:
            self.patch_discord()
        return self

    async def stop(self) -> None:
        """Close sockets, stop listening and restore discord.py's addresses."""
        self.restore_discord()
        if self._runner is not None:
            await self.gateway.close_all()
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> DiscordEmulator:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    def patch_discord(self) -> None:
        """Point discord.py's REST base, gateway and CDN at this emulator."""
        if self._saved is None:
            self._saved = (discord.http.Route.BASE,
                           discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY,
                           discord.asset.Asset.BASE)
        discord.http.Route.BASE = self.url + API
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)
        discord.asset.Asset.BASE = self.url

    def restore_discord(self) -> None:
        """Undo :meth:`patch_discord`."""
        if self._saved is not None:
            (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY,
             discord.asset.Asset.BASE) = self._saved
            self._saved = None

    @contextlib.contextmanager
    def patched(self) -> Iterator[DiscordEmulator]:
        """``with emu.patched():`` for code that needs the patch only for a while."""
        self.patch_discord()
        try:
            yield self
        finally:
            self.restore_discord()

    # --- middleware ---------------------------------------------------------------

    @web.middleware
    async def _errors(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Check the bot token, render API errors, and record every failure for tests.

        Unexpected exceptions become 400s (never 500s): discord.py retries 5xx with
        sleeps, which would turn an emulator bug into a slow, confusing test.
        """
        try:
            if self._needs_token(request) and request.headers.get(
                    "Authorization") != f"Bot {self.world.token}":
                raise ApiError(UNAUTHORIZED)
            return await handler(request)
        except ApiError as error:
            self._fail(request, error.status, error.code, str(error), error.errors)
            return error_response(error)
        except web.HTTPException as http_error:
            if http_error.status == 404:
                self._fail(request, 404, 0, "404: Not Found (route not emulated)")
                return json_response({"code": 0, "message": "404: Not Found"}, 404)
            raise
        except Exception:
            self._fail(request, 400, 0, traceback.format_exc())
            log.exception("emulator error on %s %s", request.method, request.path)
            return json_response({"code": 0, "message": "emulator error"}, 400)

    @staticmethod
    def _needs_token(request: web.Request) -> bool:
        path = request.path
        return path.startswith(API) and not path.startswith(
            (f"{API}/webhooks/", f"{API}/interactions/"))

    def _fail(self, request: web.Request, status: int, code: int, message: str,
              errors: dict[str, Any] | None = None) -> None:
        self.world.failures.append(Failure(status, code, message, request.method,
                                           request.path, errors or {}))
        self.world.touch()

    # --- handy views --------------------------------------------------------------

    @property
    def url(self) -> str:
        """``http://127.0.0.1:<port>``."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def gateway_url(self) -> str:
        """The websocket address discord.py connects to."""
        return f"ws://127.0.0.1:{self.port}/"

    @property
    def token(self) -> str:
        """The bot token to pass to ``bot.login``."""
        return self.world.token

    @property
    def bot(self) -> User:
        """The bot's own user (for permission overwrites on it, or mentions)."""
        return self.world.bot

    @property
    def failures(self) -> list[Failure]:
        """Every 4xx the emulator answered the bot with, oldest first."""
        return self.world.failures

    @property
    def interactions(self) -> list[Interaction]:
        """Every dispatched interaction, oldest first."""
        return list(self.world.interactions.values())

    def commands(self, guild: Guild | None = None) -> list[dict[str, Any]]:
        """Commands synced globally (no argument) or to a guild."""
        return self.world.commands.get(guild.id if guild is not None else None, [])
