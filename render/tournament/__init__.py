"""Tournament images, shared by every game: the standings and a round's pairings.

They are drawn from sheets (``render.tournament.sheets``) of already-translated words
and numbers, so this package names no game and reads no catalogue.
"""
