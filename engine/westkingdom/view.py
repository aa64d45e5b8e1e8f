"""What one seat may see of a game (rules 12, "Hidden information").

Public: the display and its coins, every tableau, resources, virtue, debts,
captives, the Prison, the workers on the board, the Tax Stand, the tops of both
Black Market piles, how many cards each pile, deck and hand holds, and the rewards
left. Private: each hand, the draft packets, the Black Market B draw, and the order of
every deck. A ``PublicView`` holds the public part and the viewer's own private part,
nothing else: two games that differ only in what the viewer cannot see give equal
views, so a user interface or a computer player built on it cannot cheat. Where a
computer player needs the hidden cards, ``sample_game`` deals them at random.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from .catalogue import APPRENTICES, BUILDINGS, MARKET_CARDS, REWARDS
from .moves import Decision, Prompt, Result
from .placements import place_options
from .prompts import PROMPTS
from .setup import PACKET, Setup

if TYPE_CHECKING:
    from .game import Game

HAND_PROMPTS = frozenset({Prompt.DRAFT, Prompt.KEEP, Prompt.DISCARD, Prompt.LIBRARY,
                          Prompt.BUILD})
"""The prompts whose answers are cards of a hand, a draft packet or a Black Market B
draw: only the seat asked may see them."""


@dataclass(frozen=True, slots=True)
class TableauView:
    """One seat's public tableau and workers. ``res`` counts Cl Wd St Au Mb Ag;
    ``workers`` counts its workers at each open location (``board.OPEN_PLACES``);
    ``captives`` counts, per owner seat, the workers held on this board."""

    res: tuple[int, ...]
    virtue: int
    debts: int
    paid: int
    cathedral: int
    character: str | None
    hand_size: int
    apprentices: tuple[str, ...]
    buildings: tuple[str, ...]
    rewards: tuple[str, ...]
    supply: int
    prison: int
    guild: int
    workers: tuple[int, ...]
    captives: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PublicView:
    """The table as ``viewer`` sees it (a seat, or ``None`` for a spectator).

    ``decision`` carries its answers only when it is the viewer's own (another seat's
    answers would show its hand); ``hand`` and ``packet`` are the viewer's own cards
    and draft packet. ``market`` says who stands on each Black Market space;
    ``market_small`` and ``market_large`` are the cards on top of the left and right
    piles (``None`` when empty: the printed default pays).
    """

    viewer: int | None
    seats: int
    side: str
    first: int
    turn: int
    player: int
    decision: Decision | None
    final_turns: int | None
    finished: bool
    tableaus: tuple[TableauView, ...]
    hand: tuple[str, ...] | None
    packet: tuple[str, ...] | None
    display: tuple[str | None, ...]
    coins: tuple[int, ...]
    apprentice_deck_size: int
    building_deck_size: int
    market: tuple[int | None, ...]
    market_small: str | None
    market_large: str | None
    market_piles: tuple[int, int]
    tax: int
    guildhall: tuple[int, ...]
    rewards_left: int
    result: Result
    _game: Game = field(compare=False, repr=False)

    @classmethod
    def of(cls, game: Game, viewer: int | None = None) -> PublicView:
        """The view of ``game`` for ``viewer``."""
        decision = game.decision
        if decision is not None and decision.player != viewer:
            decision = Decision(decision.player, decision.prompt, ())
        own = viewer is not None and 0 <= viewer < game.seats
        return cls(
            viewer=viewer,
            seats=game.seats,
            side=game.setup.side,
            first=game.setup.first,
            turn=game.turn,
            player=game.current_player,
            decision=decision,
            final_turns=game.final_turns,
            finished=game.finished,
            tableaus=tuple(_tableau(game, seat) for seat in range(game.seats)),
            hand=tuple(game.players[viewer].hand) if own else None,  # type: ignore[index]
            packet=tuple(sorted(game.packets[viewer])) if own else None,  # type: ignore[index]
            display=tuple(game.display),
            coins=tuple(game.coins),
            apprentice_deck_size=len(game.apprentice_deck),
            building_deck_size=len(game.building_deck),
            market=tuple(game.market),
            market_small=game.bm_left[0] if game.bm_left else None,
            market_large=game.bm_right[0] if game.bm_right else None,
            market_piles=(len(game.bm_left), len(game.bm_right)),
            tax=game.tax,
            guildhall=tuple(game.guildhall),
            rewards_left=len(game.rewards),
            result=game.result(),
            _game=_dealt(game, viewer, None),
        )


def _tableau(game: Game, seat: int) -> TableauView:
    player = game.players[seat]
    return TableauView(
        res=tuple(player.res),
        virtue=player.virtue,
        debts=player.debts,
        paid=player.paid,
        cathedral=player.cathedral,
        character=player.character,
        hand_size=len(player.hand),
        apprentices=tuple(player.apprentices),
        buildings=tuple(player.buildings),
        rewards=tuple(player.rewards),
        supply=game.supply[seat],
        prison=game.prison[seat],
        guild=game.guild[seat],
        workers=tuple(row[seat] for row in game.at),
        captives=tuple(game.captives[seat]),
    )


def sample_game(view: PublicView, rng: random.Random) -> Game:
    """A full game that agrees with everything ``view`` shows: the cards its viewer
    cannot see (the other hands and draft packets, a Black Market B draw it does not
    hold, the order of the decks, the Black Market piles under their tops, the
    rewards left) dealt at random from those that could be there. The sampled game
    shows the viewer the same view; its ``decisions`` are empty (they would tell
    the other seats' draft picks)."""
    return _dealt(view._game, view.viewer, rng)


def spectator_game(game: Game) -> Game:
    """``game`` as anyone at the table knows it, for whatever is drawn for everyone
    (a public panel, its labels and the state of its buttons): every hand, draft
    packet, Black Market B draw and deck order dealt again in a fixed order from
    sorted pools, so that the copy is a function of the public part alone. Its pending
    decision's answers are its own: none for a prompt about a hand, and for a
    placement the ones the table can tell (``place_options(public=True)``)."""
    known = _dealt(game, None, None)
    if known.stack:
        frame = known.stack[-1]
        if frame[0] in HAND_PROMPTS:
            known.offer(())
        elif frame[0] is Prompt.PLACE:
            known.offer(place_options(known, frame[1], public=True))
        else:
            known.offer(PROMPTS[frame[0]][0](known, frame))
    return known


def _dealt(game: Game, viewer: int | None, rng: random.Random | None) -> Game:
    """A copy of ``game`` with what ``viewer`` cannot see dealt again: in a fixed
    order from sorted pools when ``rng`` is ``None`` (so that the copy depends on the
    public part alone), else at random."""
    known = game.copy()
    known.decisions = []
    own = viewer is not None and 0 <= viewer < game.seats
    others = [s for s in range(game.seats) if not own or s != viewer]
    keeps = bool(game.keep_cards) and not (own and game.stack
                                            and game.stack[-1][:2] == (Prompt.KEEP, viewer))
    buildings = [card for s in others for card in game.players[s].hand]
    buildings += [card for s in others for card in game.packets[s]]
    buildings += game.keep_cards if keeps else []
    buildings += game.building_deck
    market = game.bm_left[1:] + game.bm_right[1:]
    taken = {card for player in game.players for card in player.rewards}
    rewards = sorted(set(REWARDS) - taken)
    pools = [sorted(buildings), sorted(game.apprentice_deck), sorted(market), rewards]
    if rng is not None:
        for pool in pools:
            rng.shuffle(pool)
    buildings, known.apprentice_deck, market, rewards = pools
    for s in others:
        hand = known.players[s].hand
        hand[:], buildings = buildings[:len(hand)], buildings[len(hand):]
    for s in others:
        packet = known.packets[s]
        packet[:], buildings = buildings[:len(packet)], buildings[len(packet):]
    if keeps:
        count = len(known.keep_cards)
        known.keep_cards, buildings = buildings[:count], buildings[count:]
    known.building_deck = buildings
    left = len(game.bm_left) - 1 if game.bm_left else 0
    known.bm_left = game.bm_left[:1] + market[:left]
    known.bm_right = game.bm_right[:1] + market[left:]
    known.rewards = rewards[:len(game.rewards)]
    known.reshuffles = [tuple(sorted(MARKET_CARDS))] * len(game.reshuffles)
    known.derive_reshuffles = True
    known.setup = _setup(known, [card for p in known.players for card in p.rewards], rng)
    return known


def _setup(game: Game, taken: list[str], rng: random.Random | None) -> Setup:
    """A setup the dealt copy could have come from; its hidden parts (which seed the
    later Black Market reshuffles) are sorted, or shuffled by ``rng``."""
    setup = game.setup
    apprentices = sorted(set(APPRENTICES) - set(setup.display))
    buildings = sorted(BUILDINGS)
    market = sorted(MARKET_CARDS)
    if rng is not None:
        for pool in (apprentices, buildings, market):
            rng.shuffle(pool)
    dealt = PACKET * setup.seats
    return replace(
        setup, apprentice_deck=tuple(apprentices),
        packets=tuple(tuple(buildings[i:i + PACKET]) for i in range(0, dealt, PACKET)),
        building_deck=tuple(buildings[dealt:]), black_market=tuple(market),
        rewards=(*taken, *game.rewards), reshuffles=())
