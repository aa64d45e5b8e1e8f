"""discord.py cogs: thin adapters between Discord interactions and the game service.

``common`` is shared by every game (translation, replies, permissions, the lobby's
buttons, ``/games``); each game has its own package, ``cogs/<game>/``, which
``bot.py`` loads for each game it offers.
"""
