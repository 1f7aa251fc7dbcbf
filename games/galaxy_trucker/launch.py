"""From the last `finish` to the first card: order tiles, inspection and repairs (GT-2.10),
loading with aliens and roles (GT-2.11, GT-5.5), the adventure deck (GT-3.3, GT-5.7.3, GT-5.9.1),
the start positions (GT-3.2) and what the Rough Roads do at launch.
"""

from __future__ import annotations

from typing import Any

from games import rng
from games.galaxy_trucker.building import finishing_order
from games.galaxy_trucker.data import BASE_CARDS
from games.galaxy_trucker.flow import ask, decision, emit, push, task
from games.galaxy_trucker.geometry import label
from games.galaxy_trucker.losses import check_crewed, parse_square, remove_one
from games.galaxy_trucker.notation import ALIENS, ROLES
from games.galaxy_trucker.setup import BONUS_BY_LEVEL
from games.galaxy_trucker.state import State
from games.galaxy_trucker.stats import kind, life_supported
from games.galaxy_trucker.structure import errors, exposed_sides, is_legal, pieces
from games.galaxy_trucker.tiles import TILES
from games.galaxy_trucker.track import start_positions

ALIEN_LETTER = {"purple": "p", "brown": "b", "teal": "t"}


@task("after_build")
def _after_build(s: State) -> None:
    s.order = finishing_order(s)
    emit(s, "order", seats=list(s.order))
    for seat in range(s.n):
        ship = s.ships[seat]
        if ship.reserve:  # GT-2.6.3: reserved tiles never built in are lost
            ship.lost += ship.reserve
            emit(s, "reserve_lost", seat=seat, tiles=list(ship.reserve))
            ship.reserve = []
    s.ctx["flawed"] = []
    push(s, *(["inspect", p] for p in s.order), ["nasty_surprise"],
         *(["load_aliens", p] for p in s.order), ["launch"])


# -- inspection -----------------------------------------------------------------------------------

@task("inspect")
def _inspect(s: State, seat: int) -> None:
    """GT-2.10: an illegal ship loses tiles of its owner's choice until it is legal, then keeps
    one piece (GT-2.10.4). With the lenient variant the removed tiles are not lost, but the ship
    starts behind every sound one (GT-2.10.3)."""
    ship = s.ships[seat]
    somersault = s.rr("somersault")
    if is_legal(ship, somersault):
        return
    if seat not in s.ctx["flawed"]:
        s.ctx["flawed"].append(seat)
    if errors(ship, somersault):
        ask(s, seat, "remove", ["inspect", seat])
    else:
        ask(s, seat, "repair_keep", ["inspect", seat])


def _discard_at_inspection(s: State, seat: int, squares: list[int]) -> None:
    ship = s.ships[seat]
    for q in squares:
        tile = ship.tiles[q]
        ship.remove(q)
        if not s.opts["lenient_repairs"]:
            ship.lost.append(tile)
        emit(s, "repaired", seat=seat, square=label(q), tile=tile)


@decision("remove")
class RemoveDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return [f"remove {label(q)}" for q in
                sorted(errors(s.ships[d["seat"]], s.rr("somersault")))]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        _discard_at_inspection(s, d["seat"], [parse_square(move)])
        push(s, d["then"])


@decision("repair_keep")
class RepairKeepDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        ship = s.ships[d["seat"]]
        parts = pieces(ship)
        halves = {ship.half(p[0]) for p in parts}
        return [f"keep {label(p[0])}" for p in parts
                if sum(1 for x in parts if ship.half(x[0]) == ship.half(p[0])) > 1
                or len(halves) < len(parts)]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        seat, q = d["seat"], parse_square(move)
        ship = s.ships[seat]
        parts = [p for p in pieces(ship) if ship.half(p[0]) == ship.half(q)]
        _discard_at_inspection(s, seat, [x for p in parts if q not in p for x in p])
        push(s, d["then"])


# -- Nasty Surprise -------------------------------------------------------------------------------

@task("nasty_surprise")
def _nasty_surprise(s: State) -> None:
    """GT-5.8.5 #13: after building, another Rough Roads card replaces this one; one with the
    building symbol is drawn again."""
    if not s.rr("nasty_surprise"):
        return
    s.rough.remove("nasty_surprise")
    if s.ctx.get("nasty"):
        s.rough.append(s.ctx["nasty"])
        s.reveal += 1
        emit(s, "nasty_surprise", card=s.ctx["nasty"])


# -- loading --------------------------------------------------------------------------------------

def alien_cabins(s: State, seat: int) -> list[int]:
    """Cabins that may take an alien: plain cabins (never the starting, luxury or hibernation
    cabin, GT-5.4.10) still without one."""
    ship = s.ships[seat]
    return [q for q in sorted(ship.tiles) if kind(ship, q, s.dead_col) == "cabin"
            and q not in ship.alien]


def free_roles(s: State) -> list[str]:
    return [r for r in ROLES if r not in s.role]


def alien_moves(s: State, seat: int) -> list[str]:
    ship = s.ships[seat]
    out = []
    for colour in ALIENS:
        letter = ALIEN_LETTER[colour]
        if letter in ship.alien.values():  # one alien of each colour (GT-1.4.3)
            continue
        for q in alien_cabins(s, seat):
            if life_supported(ship, q, letter, s.dead_col):
                if colour == "teal":
                    out += [f"alien teal {label(q)} {role}" for role in free_roles(s)]
                else:
                    out.append(f"alien {colour} {label(q)}")
    return out


@task("load_aliens")
def _load_aliens(s: State, seat: int) -> None:
    """GT-2.11.3: alien choices in flight order; teal aliens bring a role (GT-5.5.1-2)."""
    if alien_moves(s, seat):
        ask(s, seat, "alien", ["load_aliens", seat])


@decision("alien")
class AlienDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return [*alien_moves(s, d["seat"]), "done"]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        if move == "done":
            return
        words = move.split()
        seat, q = d["seat"], parse_square(" ".join(words[:3]))
        s.ships[seat].alien[q] = ALIEN_LETTER[words[1]]
        if words[1] == "teal":
            s.role[seat] = words[3]
        emit(s, "alien_aboard", seat=seat, alien=words[1], square=label(q),
             role=words[3] if len(words) > 3 else "")
        push(s, d["then"])


def fill(s: State, seat: int) -> None:
    """GT-2.11: batteries full, two astronauts per cabin without an alien (one in a luxury cabin,
    four sleepers in a hibernation cabin), holds empty."""
    ship = s.ships[seat]
    for q, tile in sorted(ship.tiles.items()):
        spec, k = TILES[tile], kind(ship, q, s.dead_col)
        if spec.batteries and k in ("battery", "battcargo"):
            ship.batt[q] = spec.batteries
        if k in ("start", "cabin", "luxury") and q not in ship.alien:
            ship.crew[q] = spec.crew
        if k == "hibernation":
            ship.sleep[q] = spec.crew


# -- the adventure deck ---------------------------------------------------------------------------

def tough_trip_cards(s: State) -> list[str]:
    """GT-5.8.5 #20: the level-III cards not dealt this game, from which Tough Trip adds a
    pile's worth to the deck."""
    return [c for c, d in BASE_CARDS.items() if d["level"] == 3 and c not in s.used_cards]


def deck_size(s: State) -> int:
    """How many cards `build_deck` will shuffle together at launch, from the cards set out for
    it so far (the intrigue cards once chosen): the table tells it before the launch."""
    size = sum(len(pile) for pile in s.piles) + len(s.intrigue_pile)
    if s.rr("tough_trip") and s.piles:
        size += min(len(s.piles[-1]), len(tough_trip_cards(s)))
    if s.opts["bonus_cards"]:
        size += len(BONUS_BY_LEVEL[s.round])
    return size


def build_deck(s: State) -> None:
    """GT-3.3.3: the four piles shuffled together until a card of the round's level is on top;
    Tough Trip adds level-III cards (GT-5.8.5 #20); intrigue cards go into the middle half until
    one is on its top (GT-5.7.3) or, in the Prophet variant, between piles 2 and 3 (GT-5.7.3.1);
    a bonus event and opportunity go anywhere below the top card (GT-5.9.1)."""
    deck = [c for pile in s.piles for c in pile]
    if s.rr("tough_trip"):
        s.rng, spare = rng.shuffled(s.rng, tough_trip_cards(s))
        extra = spare[:len(s.piles[-1])]
        s.used_cards += extra
        deck += extra
    while True:
        s.rng, deck = rng.shuffled(s.rng, deck)
        if BASE_CARDS[deck[0]]["level"] == s.round:
            break
    schemes = [c for c, _ in s.intrigue_pile]
    if schemes and s.opts["intrigue_variant"] == "prophet":
        cut = len(deck) // 2
        deck = deck[:cut] + schemes + deck[cut:]
    elif schemes:
        quarter = len(deck) // 4
        middle = deck[quarter:len(deck) - quarter] + schemes
        while True:
            s.rng, middle = rng.shuffled(s.rng, middle)
            if middle[0] in schemes:
                break
        deck = deck[:quarter] + middle + deck[len(deck) - quarter:]
    if s.opts["bonus_cards"]:
        for card in BONUS_BY_LEVEL[s.round]:
            s.rng, at = rng.randint(s.rng, 1, len(deck))
            deck.insert(at, card)
    s.deck = deck
    s.piles = []


@task("launch")
def _launch(s: State) -> None:
    for seat in s.order:
        fill(s, seat)
    flawed = s.ctx.pop("flawed", [])
    if s.opts["lenient_repairs"]:
        s.order = [p for p in s.order if p not in flawed] + [p for p in s.order if p in flawed]
    build_deck(s)
    for k, seat in enumerate(s.order):
        s.pos[seat] = start_positions(s.round, s.n)[k]
        s.flying[seat] = True
    s.reveal += 1
    emit(s, "launched", order=list(s.order), positions=[s.pos[p] for p in range(s.n)])
    for seat in s.order:
        check_crewed(s, seat)
    panicked = [seat for seat in s.active() if s.rr("panic") and _panic(s, seat)]
    push(s, *(["crew_settled", seat] for seat in panicked), ["launch_envy"])


@task("launch_envy")
def _launch_envy(s: State) -> None:
    """Once Panic's sleepers are woken: Engine Envy's first shots, then the first card."""
    if s.rr("engine_envy"):
        order = s.active()
        push(s, *(["envy_shot", order[i + 1], order[i]] for i in range(len(order) - 1)))
    s.ctx["leader"] = s.active()[0] if s.active() else -1
    push(s, ["next_card"])


def _panic(s: State, seat: int) -> bool:
    """GT-5.8.5 #19 (at launch): crew of cabins with an exposed connector leave the ship; with
    no awake astronaut left it gives up at once (GT-3.10.2a). Whether crew left: then sleepers
    may wake (GT-5.4.2)."""
    ship = s.ships[seat]
    before = ship.crew_total()
    for q in sorted(ship.tiles):
        if exposed_sides(ship, q):
            while ship.crew.get(q) or q in ship.alien:
                remove_one(s, seat, q, "panic")
    check_crewed(s, seat)
    return ship.crew_total() < before and s.flying[seat]

