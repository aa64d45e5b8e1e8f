"""Rules engines for the board games the bot hosts.

Each game lives in its own subpackage, listed in ``GAMES``; what is shared by all of
them (the error types, the replay command's dispatch) lives at this level. A game
package's ``replay`` module maps each record format it reads to the function that
replays it, in ``REPLAYERS``. The engine is pure: no Discord, no asyncio, no I/O, no
third-party imports.
"""

GAMES: tuple[str, ...] = ("amytis", "akropolis")
"""The game packages under ``engine``: registering a game is adding its name here."""
