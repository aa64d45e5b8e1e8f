"""Switches that turn the engine's deliberate differences from BGA back into BGA's
behaviour, for a test mode that compares the two (rules section 10, last list).

A ``Rulings`` value is part of a game's ``Setup``; its default, every switch off, is
the engine's own behaviour, and changes nothing. It is not part of the record:
``westkingdom-record/1`` has no field for it and always replays with the engine's
rulings, so ``to_record`` refuses a game with a switch on. A BGA-mode game is a
testing tool, built from Python: ``Game.new(seed, seats, side, bga=BGA)``.

Three differences of that list have no switch, because no base game can show them:

- R1 (promo content off): BGA's behaviour needs the promo cards and characters,
  which this engine does not have yet (the record refuses ``promo: true``).
- R6 (Fara before the Squires): BGA's reset order differs from the engine's only for
  Fara, a promo character; for the base game both orders are the same.
- R11 (side B ties for the first player): every character starts with a different
  virtue (base 3, 5, 7, 9, 11; promo 2, 4, 6, 8, 10) and a setup deals each at most
  once, so there is never a tie to break, and BGA's first player is the engine's.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from .catalogue import MARKET_CARDS, MarketCard

BGA_MARKET_CARDS = ("BM01", "BM02")
"""The only Black Market cards BGA creates (its types 1 and 2, R2)."""


@dataclass(frozen=True, slots=True)
class Rulings:
    """Which rulings follow BGA instead of the engine (all ``False``: the engine).

    - ``r2_two_market_cards``: the Black Market deck is BGA's 2 cards, not all 10, so
      the left pile runs empty after every second reset (``bm_a`` then pays the
      printed default) until the next reset reshuffles the right pile back (R18).
    - ``r5_conspirator_each_capture``: with a Conspirator hired, every Town Centre
      capture after the first is free, and a second Conspirator adds nothing; the
      engine takes 1 Ag off the whole action per Conspirator.
    - ``r16_coins_stay_on_cards``: the coins on column 1's cards at a Guildhall
      refresh stay on them in the deck and come back with them when they are drawn
      again; the engine returns them to the supply.
    - ``r17_dismiss_before_declining``: a seat at its apprentice limit discards an
      apprentice when the Tavern or Black Market B offers a hire, before it chooses
      a card or declines; the engine asks for the discard only once a card is hired.
      The Workshop's hire, which cannot be declined, asks the discard first too, as
      BGA does (record 6.1): the same state, in BGA's order of prompts.
    """

    r2_two_market_cards: bool = False
    r5_conspirator_each_capture: bool = False
    r16_coins_stay_on_cards: bool = False
    r17_dismiss_before_declining: bool = False

    def __post_init__(self) -> None:
        for field in fields(self):
            if type(getattr(self, field.name)) is not bool:
                raise ValueError(f"the ruling switch {field.name} is True or False")

    @property
    def is_engine(self) -> bool:
        """Whether every switch is off: the engine's own rulings."""
        return self == ENGINE

    def market_cards(self) -> dict[str, MarketCard]:
        """The Black Market cards of a game with these rulings (R2)."""
        if self.r2_two_market_cards:
            return {card: MARKET_CARDS[card] for card in BGA_MARKET_CARDS}
        return MARKET_CARDS


ENGINE = Rulings()
"""The engine's own rulings: the default of every game."""
BGA = Rulings(**{field.name: True for field in fields(Rulings)})
"""Every switch on: as close to BGA as the base game goes."""
