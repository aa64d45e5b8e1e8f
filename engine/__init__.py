"""Rules engines for the board games the bot hosts.

Each game lives in its own subpackage (``engine.amytis`` today); what is shared by
all of them (the error types, the replay command's dispatch) lives at this level.
The engine is pure: no Discord, no asyncio, no I/O, no third-party imports.
"""
