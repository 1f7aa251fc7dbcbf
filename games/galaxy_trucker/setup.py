"""A new game and the start of each round: the pool, the ships, the adventure piles, the intrigue
cards (GT-5.7.2) and the Rough Roads of the round (GT-5.8.2), then building.
"""

from __future__ import annotations

from typing import Any

from games import rng
from games.galaxy_trucker.data import BASE_CARDS, BONUS, INTRIGUE, ROUGH_ROADS
from games.galaxy_trucker.data.rewards import MADE_TO_ORDER, POOL_REMOVED
from games.galaxy_trucker.flow import emit, new_turn
from games.galaxy_trucker.geometry import LAYOUT
from games.galaxy_trucker.ship import Ship
from games.galaxy_trucker.state import State
from games.galaxy_trucker.tiles import BASE_POOL, EXPANSION_POOL, SEAT_COLOURS, START_TILE

PILES = 4
PER_PILE: dict[int, dict[int, int]] = {1: {1: 2}, 2: {1: 1, 2: 2}, 3: {1: 1, 2: 1, 3: 2}}
INTRIGUE_HAND = 4  # GT-5.7.1


def new_game(n: int, seed: int, opts: dict[str, Any]) -> State:
    s = State.__new__(State)
    s.n, s.opts, s.rng = n, dict(opts), rng.seed_state(seed)
    s.round, s.phase, s.step, s.reveal, s.finish_seq, s.asked = 0, "build", 0, 0, 0, -1
    s.credits, s.loans = [0] * n, [0] * n  # GT-1.6.2: nobody starts with credits
    s.role = [""] * n
    s.used_cards, s.results, s.box = [], [], []
    s.events, s.card_events = [], []
    s.queue, s.pending = [], None
    s.hand_cards = [[] for _ in range(n)]
    if technology(s):
        s.rng, order = rng.shuffled(s.rng, (*BASE_POOL, *EXPANSION_POOL))
        s.box = sorted(order[:POOL_REMOVED[n]])  # GT-5.2.2, unseen
    if s.opts["evil_machinations"]:
        s.rng, cards = rng.shuffled(s.rng, list(INTRIGUE))
        s.hand_cards = [sorted(cards[i * INTRIGUE_HAND:(i + 1) * INTRIGUE_HAND]) for i in range(n)]
    start_round(s)
    return s


def technology(s: State) -> bool:
    """New Technology tiles are in play when chosen, and always with five players."""
    return bool(s.opts["new_technology"]) or s.n == 5


def ship_class(s: State, round_no: int) -> str:
    return str(s.opts[f"class_{round_no}"])


def _reset_round(s: State) -> None:
    n = s.n
    s.round += 1
    s.pos, s.flying, s.gave_up = [None] * n, [False] * n, [False] * n
    s.clock, s.finish, s.order = [0] * n, [None] * n, []
    s.peeked = [[] for _ in range(n)]
    s.hyper = [[0, 0] for _ in range(n)]
    s.workers, s.techie, s.retire = [0] * n, [0] * n, [0] * n
    s.mto = [[] for _ in range(n)]
    s.role = [""] * n
    s.deck, s.piles, s.rough, s.intrigue_pile = [], [], [], []
    s.card, s.ctx, s.depot, s.resolved, s.dead_col = "", {}, [], [], 0
    s.card_events = []
    s.choice = [""] * n
    cls = ship_class(s, s.round)
    layout = LAYOUT[cls]
    s.ships = []
    for seat in range(n):
        ship = Ship.empty(cls)
        start = START_TILE[SEAT_COLOURS[seat]]
        if layout.start is None:  # IIA: the starting cabin goes anywhere (GT-5.6.2.1)
            ship.hand, ship.hand_from = start, "start"
        else:
            ship.tiles[layout.start], ship.rot[layout.start] = start, 0
        s.ships.append(ship)


def start_round(s: State) -> None:
    """GT-2.1: a fresh pool, empty ships with their starting cabins, the four piles."""
    _reset_round(s)
    pool = [*BASE_POOL, *(EXPANSION_POOL if technology(s) else ())]
    s.rng, s.seq = rng.shuffled(s.rng, [t for t in pool if t not in s.box])
    s.ptr = [0] if s.opts["building"] == "shared" else [0] * s.n
    s.faceup = [[]] if s.opts["building"] == "shared" else [[] for _ in range(s.n)]
    _deal_piles(s)
    emit(s, "round_started", round=s.round, ship_class=ship_class(s, s.round))
    if s.opts["evil_machinations"] and any(s.hand_cards):
        s.phase = "scheme"
        new_turn(s)
        return
    reveal_rough_roads(s)


def _deal_piles(s: State) -> None:
    """GT-3.3.1: four piles of 2 level-I cards (round 1), 1 + 2 (round 2), 1 + 1 + 2 (round 3),
    never a card of an earlier round (GT-3.3.2)."""
    by_level: dict[int, list[str]] = {}
    for level in (1, 2, 3):
        free = [c for c, d in BASE_CARDS.items() if d["level"] == level
                and c not in s.used_cards]
        s.rng, by_level[level] = rng.shuffled(s.rng, free)
    s.piles = []
    for _ in range(PILES):
        pile = []
        for level, count in PER_PILE[s.round].items():
            pile += [by_level[level].pop() for _ in range(count)]
        s.piles.append(pile)
    s.used_cards += [c for pile in s.piles for c in pile]


def rough_roads_now(s: State) -> int:
    """How many Rough Roads cards this round turns up (GT-5.8.2): none in round I unless
    `all` (they are meant for rounds II and III, GT-5.8.1)."""
    mode = s.opts["rough_roads"]
    if mode == "off" or (mode != "all" and s.round == 1):
        return 0
    return s.round


def reveal_rough_roads(s: State) -> None:
    """GT-5.8.2: shuffle the 25 cards and reveal as many as the round number; then building
    starts (Dead Zone rolls its column and Made to Order deals first)."""
    count = rough_roads_now(s)
    if count:
        deck = [c for c in ROUGH_ROADS  # the handicap variant leaves one card out (GT-5.8.3)
                if not (s.opts["rough_roads"] == "gentle" and c == "remorseless_fate")]
        s.rng, cards = rng.shuffled(s.rng, deck)
        s.rough = cards[:count]
        spare = [c for c in cards[count:] if not ROUGH_ROADS[c].get("building")]
        if "nasty_surprise" in s.rough and spare:  # its replacement, turned after building
            s.ctx["nasty"] = spare[0]
        s.reveal += 1
        emit(s, "rough_roads", cards=list(s.rough))
    if s.rr("dead_zone"):
        layout = s.ships[0].layout
        cols = layout.cols()
        while True:  # reroll until the column is on the board (GT-5.8.5 #23)
            s.rng, dice = rng.roll(s.rng, 2)
            if layout.line(sum(dice)) in cols:
                s.dead_col = layout.line(sum(dice))
                break
        emit(s, "dead_zone", column=s.dead_col)
    if s.rr("made_to_order"):
        deal_made_to_order(s)
    s.phase = "build"
    new_turn(s)


def deal_made_to_order(s: State) -> None:
    """Made to Order (GT-5.8.5 #25): 12/18/24 face-down tiles onto each player's own board,
    from their copy of the pool (duplicate deal) or from the shared one."""
    k = MADE_TO_ORDER[s.round]
    for seat in range(s.n):
        i = 0 if s.opts["building"] == "shared" else seat
        s.mto[seat] = s.seq[s.ptr[i]:s.ptr[i] + k]
        s.ptr[i] += k


def scheme_moves(s: State, seat: int) -> list[str]:
    if s.phase != "scheme" or s.choice[seat]:
        return []
    return [f"intrigue {c}" for c in s.hand_cards[seat]]


def choose_intrigue(s: State, seat: int, card: str) -> None:
    s.choice[seat] = card
    s.hand_cards[seat] = [c for c in s.hand_cards[seat] if c != card]
    emit(s, "intrigue_chosen", seat=seat)
    if all(s.choice):
        s.intrigue_pile = [[c, p] for p, c in enumerate(s.choice)]
        reveal_rough_roads(s)


BONUS_BY_LEVEL = {lvl: [c for c, d in BONUS.items() if d["level"] == lvl] for lvl in (1, 2, 3)}
