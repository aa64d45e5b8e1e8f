"""discord.py cogs: thin adapters between Discord interactions and the game service.

``common`` is shared by every game (translation, replies, permissions); each game
has its own package (``amytis``).
"""
