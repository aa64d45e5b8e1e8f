"""Architects of the West Kingdom on Discord.

For now the package holds the texts of the table, free of Discord so that they can be
tested on whole games: ``narration`` (one line per turn, the end of the draft, the
final score), ``labels`` (the buttons and questions of every prompt) and ``rules``
(the ``/westkingdom rules`` pages).
"""
