"""The bonus cards (GT-5.9): Bureaucracy, Junkyard, Robosmokys, Star Depot, Space Billiards.

The Junkyards and Space Billiards are not described by the seed: their effects here are the
engine's provisional ones (data in `data.cards_expansion`, `[unverified]` in the docs).
"""

from __future__ import annotations

from typing import Any

from games import rng
from games.galaxy_trucker.damage import check_aliens, settle
from games.galaxy_trucker.data import BONUS
from games.galaxy_trucker.flow import ask, ask_all, decision, emit, push, task, then
from games.galaxy_trucker.geometry import label, square
from games.galaxy_trucker.losses import crew_check, lose_crew, note_crew_lost, pay
from games.galaxy_trucker.report import crew_value, participants
from games.galaxy_trucker.state import State
from games.galaxy_trucker.structure import legal_placements, pieces, placement_error
from games.galaxy_trucker.tiles import TILES
from games.galaxy_trucker.track import move_many


def data(s: State) -> dict[str, Any]:
    return BONUS[s.card]


# -- Bureaucracy ----------------------------------------------------------------------------------

@task("card:bureaucracy")
def _bureaucracy(s: State) -> None:
    """The last player rolls one die in secret; from the leader the others guess it; a wrong
    guess costs as many days as the die shows, a right one earns 3 credits."""
    seats = participants(s)
    if len(seats) < 2:
        return
    s.rng, (die,) = rng.roll(s.rng, 1)
    s.ctx.update(die=die, roller=seats[-1], guesses={})
    push(s, *(["guess_ask", p] for p in seats[:-1]), ["bureaucracy_end"])


@task("guess_ask")
def _guess_ask(s: State, seat: int) -> None:
    if s.flying[seat]:
        ask(s, seat, "guess", ["guess_made", seat])


@decision("guess")
class GuessDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return [f"guess {n}" for n in range(1, 7)]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        then(s, d["then"], int(move.split()[1]))


@task("guess_made")
def _guess_made(s: State, seat: int, guess: int) -> None:
    s.ctx["guesses"][str(seat)] = guess
    emit(s, "guessed", seat=seat, guess=guess)


@task("bureaucracy_end")
def _bureaucracy_end(s: State) -> None:
    die = s.ctx["die"]
    s.reveal += 1
    emit(s, "die_shown", roller=s.ctx["roller"], die=die)
    right = [int(p) for p, g in s.ctx["guesses"].items() if g == die]
    for seat in right:
        s.credits[seat] += data(s)["reward"]
        emit(s, "credits", seat=seat, amount=data(s)["reward"], why="bureaucracy")
    move_many(s, {int(p): -die for p, g in s.ctx["guesses"].items()
                  if g != die and s.flying[int(p)]})


# -- Robosmokys -----------------------------------------------------------------------------------

@task("card:robosmokys")
def _robosmokys(s: State) -> None:
    """Everyone shows credits at once; the highest (ties: the rear-most) pays them and names a
    square without a 7; every ship loses its tile there."""
    seats = participants(s)
    if seats:
        ask_all(s, seats, "offer", ["robosmokys_named"])


@decision("offer")
class OfferDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return [f"offer {n}" for n in range(max(0, s.credits[d["seat"]]) + 1)]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        offers = {int(p): int(m.split()[1]) for p, m in d["answers"].items()}
        s.reveal += 1
        emit(s, "offers", offers={str(p): v for p, v in sorted(offers.items())})
        top = max(offers.values())
        namer = min((p for p, v in offers.items() if v == top), key=lambda p: s.pos[p] or 0)
        pay(s, namer, top)
        ask(s, namer, "target", d["then"])


@decision("target")
class TargetDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        layout = s.ships[d["seat"]].layout
        return [f"target {c},{r}" for r in layout.rows() for c in layout.cols()
                if c != 7 and r != 7]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        col, row = (int(x) for x in move.split()[1].split(","))
        then(s, d["then"], square(col, row))


@task("robosmokys_named")
def _robosmokys_named(s: State, q: int) -> None:
    from games.galaxy_trucker.damage import destroy

    emit(s, "targeted", square=label(q))
    for seat in participants(s):
        if destroy(s, seat, q, "robosmokys"):
            settle(s, seat)


# -- Star Depot and the Junkyards -----------------------------------------------------------------

def unused_tiles(s: State) -> list[int]:
    """Tiles on no ship, in no lost pile and not left in the box this game."""
    used = set(s.box)
    for ship in s.ships:
        used.update(ship.tiles.values())
        used.update(ship.lost)
        used.update(ship.reserve)
    return sorted(t for t in s.seq if t not in used)


@task("card:star_depot")
def _star_depot(s: State) -> None:
    """Six unused tiles; from the leader each picks one and may build it in or swap it in."""
    _display(s, data(s)["tiles"])
    push(s, *(["depot_pick", p, 0] for p in participants(s)))


@task("card:junkyard")
def _junkyard(s: State) -> None:
    """Provisional: from the leader, each player may send crew to pick one junk tile."""
    _display(s, data(s)["tiles"])
    push(s, *(["depot_pick", p, data(s)["crew"]] for p in participants(s)))


def _display(s: State, count: int) -> None:
    s.rng, tiles = rng.shuffled(s.rng, unused_tiles(s))
    s.depot = sorted(tiles[:count])
    s.reveal += 1
    emit(s, "depot", tiles=list(s.depot))


@task("depot_pick")
def _depot_pick(s: State, seat: int, crew: int) -> None:
    if s.depot and s.flying[seat] and crew_value(s, seat) >= crew:
        ask(s, seat, "pick", ["depot_picked", seat, crew])


@decision("pick")
class PickDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return [*(f"pick {t}" for t in s.depot), "pass"]

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        if move != "pass":
            then(s, d["then"], int(move.split()[1]))


@task("depot_picked")
def _depot_picked(s: State, seat: int, crew: int, tile: int) -> None:
    s.depot.remove(tile)
    s.ctx["used"] = True
    emit(s, "picked", seat=seat, tile=tile)
    if crew:
        lose_crew(s, seat, crew, "junkyard", ["fit_ask", seat, tile])
    else:
        push(s, ["fit_ask", seat, tile])


@task("fit_ask")
def _fit_ask(s: State, seat: int, tile: int) -> None:
    if s.flying[seat]:
        ask(s, seat, "fit", ["fitted", seat, tile], tile=tile)


def fit_options(s: State, seat: int, tile: int) -> list[str]:
    """Where a picked tile may go: a free square (placed legally), or instead of a tile, if the
    ship stays legal and in one piece per half."""
    ship = s.ships[seat]
    somersault = s.rr("somersault")
    out = [f"place {label(q)} {r * 90}" for q, r in legal_placements(ship, tile, True,
                                                                      somersault)]
    halves = len({ship.half(q) for q in ship.tiles})
    trial = ship.clone()  # one copy, its tile on each square taken off and put back in turn
    for q in sorted(ship.tiles):
        old = trial.tiles.pop(q), trial.rot.pop(q)
        for r in range(4):
            if placement_error(trial, q, tile, r, True, somersault) is None:
                trial.tiles[q], trial.rot[q] = tile, r
                if len(pieces(trial)) <= halves:
                    out.append(f"replace {label(q)} {r * 90}")
                del trial.tiles[q], trial.rot[q]
        trial.tiles[q], trial.rot[q] = old
    return [*out, "pass"]


@decision("fit")
class FitDecision:
    def options(self, s: State, d: dict[str, Any]) -> list[str]:
        return fit_options(s, d["seat"], d["tile"])

    def resolve(self, s: State, d: dict[str, Any], move: str) -> None:
        then(s, d["then"], move)


@task("fitted")
def _fitted(s: State, seat: int, tile: int, move: str) -> None:
    """The tile goes in with its batteries or crew (GT-5.9.2); a replaced tile and everything on
    it goes back to the box, not to the lost pile."""
    if move == "pass":
        return
    from games.galaxy_trucker.notation import parse

    verb, _, (q, r) = parse(move)
    ship = s.ships[seat]
    if verb == "replace":
        emit(s, "replaced", seat=seat, square=label(q), tile=ship.tiles[q])
        if ship.crew.get(q) or q in ship.alien:  # its crew goes back to the box with it
            note_crew_lost(s, seat)
        ship.remove(q)
    ship.tiles[q], ship.rot[q] = tile, r
    spec = TILES[tile]
    if spec.batteries:
        ship.batt[q] = spec.batteries
    if spec.kind in ("cabin", "luxury"):
        ship.crew[q] = spec.crew
    if spec.kind == "hibernation":
        ship.sleep[q] = spec.crew
    emit(s, "built_in", seat=seat, square=label(q), tile=tile, rotation=r * 90)
    check_aliens(s, seat)
    crew_check(s, seat)


# -- Space Billiards ------------------------------------------------------------------------------

@task("card:space_billiards")
def _space_billiards(s: State) -> None:
    """Provisional: from the leader each player rolls one die; all move back that many days."""
    moves = {}
    for seat in participants(s):
        s.rng, (die,) = rng.roll(s.rng, 1)
        s.reveal += 1
        emit(s, "rolled", seat=seat, die=die)
        moves[seat] = -die
    move_many(s, moves)
