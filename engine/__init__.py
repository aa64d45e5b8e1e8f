"""Rules engines for the board games the bot hosts.

Each game lives in its own subpackage, found rather than listed: ``GAMES`` names the
subpackages that have a ``replay`` module; what is shared by all of them (the error
types, the replay command's dispatch) lives at this level. A game package's
``replay`` module maps each record format it reads to the function that replays it,
in ``REPLAYERS``. The engine is pure: no Discord, no asyncio, no I/O, no
third-party imports.
"""

from importlib.util import find_spec
from pkgutil import iter_modules

GAMES: tuple[str, ...] = tuple(sorted(
    info.name for info in iter_modules(__path__)
    if info.ispkg and find_spec(f"{__name__}.{info.name}.replay") is not None
))
"""The game packages under ``engine``: a game registers by having ``replay.py``."""
