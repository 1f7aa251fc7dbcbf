"""Cards that happen to everybody: Open Space (GT-3.9.1), Stardust (GT-3.9.8), Epidemic
(GT-3.9.9), Sabotage (GT-3.9.10) and Meteoric Swarm (GT-3.9.6)."""

from __future__ import annotations

from games import rng
from games.galaxy_trucker.damage import destroy, fall_off, settle
from games.galaxy_trucker.data import ALL_CARDS
from games.galaxy_trucker.flow import emit, push, task
from games.galaxy_trucker.geometry import label, square
from games.galaxy_trucker.hazards import volley
from games.galaxy_trucker.losses import drop_half, give_up, remove_one
from games.galaxy_trucker.penalties import five, guarded, remorseless, victims
from games.galaxy_trucker.report import crew_value, engine_value, participants, report_engine
from games.galaxy_trucker.state import State
from games.galaxy_trucker.stats import kind
from games.galaxy_trucker.structure import exposed, exposed_tiles, joined
from games.galaxy_trucker.track import move, move_many

CABINS = ("start", "cabin", "luxury")  # a luxury cabin counts for Epidemic (GT-5.4.1 reading)


def card(s: State) -> dict:
    return ALL_CARDS[s.card]


# -- Open Space -----------------------------------------------------------------------------------

@task("card:open_space")
def _open_space(s: State, times: int = 1, factor: int = 1) -> None:
    """GT-3.9.1: in flight order each player reports engine power and moves that far; no power
    means giving up (GT-3.10.2b), or, on a IIA ship, losing the powerless half (GT-5.6.2.4)."""
    for _ in range(times):
        push(s, *(["os_report", p, factor] for p in participants(s)))


@task("os_report")
def _os_report(s: State, seat: int, factor: int) -> None:
    report_engine(s, seat, ["os_move", seat, factor])


@task("os_move")
def _os_move(s: State, seat: int, factor: int, value: int) -> None:
    if value < 0 or not s.flying[seat]:
        return
    ship = s.ships[seat]
    if len(ship.halves) > 1:  # GT-5.6.2.4 #4: a powerless half drops out, the other flies on
        powered = s.ctx.get("powered", {}).get(str(seat), {})
        values = {h: engine_value_half(s, seat, h, powered.get(str(h), 0)) for h in ship.halves}
        for half in sorted(values, reverse=True):
            if values[half] == 0:
                drop_half(s, seat, half, "no_engines")
        if not s.flying[seat]:
            return
        value = min(values[h] for h in ship.halves)
    if value == 0:
        give_up(s, seat, "no_engines")
        return
    move(s, seat, value * factor)


def engine_value_half(s: State, seat: int, half: int, powered: int) -> int:
    """Engine power of one half of a split ship."""
    ship = s.ships[seat]
    keep = ship.halves
    ship.halves = [half]
    try:
        return engine_value(s, seat, [powered])
    finally:
        ship.halves = keep


# -- Stardust -------------------------------------------------------------------------------------

@task("card:stardust")
def _stardust(s: State) -> None:
    """GT-3.9.8: a day lost per exposed connector, rear-most first. With Remorseless Fate the
    tiles with exposed connectors fall off instead (GT-5.8.5 #3)."""
    if remorseless(s):
        for seat in participants(s):
            fall_off(s, seat, exposed_tiles(s.ships[seat]), "stardust")
            settle(s, seat)
        return
    move_many(s, {p: -exposed(s.ships[p]) for p in participants(s)})


# -- Epidemic -------------------------------------------------------------------------------------

def infected(s: State, seat: int) -> list[int]:
    """GT-3.9.9: occupied cabins joined to another occupied cabin, all found before any loss
    (hibernation cabins are no cabins here, GT-5.4.2)."""
    ship = s.ships[seat]
    occupied = {q for q in ship.tiles if kind(ship, q, s.dead_col) in CABINS
                and (ship.crew.get(q) or q in ship.alien)}
    return sorted(q for q in occupied if any(n in occupied for n in joined(ship, q)))


@task("card:epidemic")
def _epidemic(s: State) -> None:
    for seat in participants(s):
        cabins = infected(s, seat)
        if remorseless(s):  # the infected cabins are destroyed (GT-5.8.5 #3)
            for q in cabins:
                destroy(s, seat, q, "epidemic")
            settle(s, seat)
            continue
        for q in cabins:
            remove_one(s, seat, q, "epidemic")
        push(s, ["crew_settled", seat])


# -- Sabotage -------------------------------------------------------------------------------------

@task("card:sabotage")
def _sabotage(s: State) -> None:
    """GT-3.9.10: the smallest crew (ties: the one ahead) loses the tile at a rolled column and
    row; three tries. Two victims with five players: tries 1 and 2 hit both, try 3 only the
    first (GT-5.3.4); everyone but the best with Remorseless Fate."""
    values = {p: crew_value(s, p) for p in participants(s)}
    hit = victims(s, values, remorseless(s))
    s.ctx["saboteurs"] = []
    push(s, *(["sabotage_guard", p] for p in hit), ["sabotage_roll", 1, hit])


@task("sabotage_guard")
def _sabotage_guard(s: State, seat: int) -> None:
    guarded(s, seat, ["sabotage_mark", seat])


@task("sabotage_mark")
def _sabotage_mark(s: State, seat: int) -> None:
    s.ctx["saboteurs"].append(seat)


@task("sabotage_roll")
def _sabotage_roll(s: State, attempt: int, order: list[int]) -> None:
    left = [p for p in order if p in s.ctx["saboteurs"] and s.flying[p]]
    if attempt == 3 and five(s) and not remorseless(s):
        left = left[:1] if left and left[0] == order[0] else []
    if attempt > 3 or not left:
        return
    s.rng, cols = rng.roll(s.rng, 2)
    s.rng, rows = rng.roll(s.rng, 2)
    s.reveal += 1
    layout = s.ships[left[0]].layout
    q = square(layout.line(sum(cols)), layout.line(sum(rows)))
    emit(s, "sabotage", attempt=attempt, dice=[*cols, *rows], square=label(q), targets=left)
    for seat in left:
        if q in s.ships[seat].tiles:
            destroy(s, seat, q, "sabotage")
            s.ctx["saboteurs"].remove(seat)
            settle(s, seat)
    push(s, ["sabotage_roll", attempt + 1, order])


# -- Meteoric Swarm -------------------------------------------------------------------------------

@task("card:meteor_swarm")
def _meteor_swarm(s: State) -> None:
    """GT-3.9.6: every meteor of the card at every ship in flight, one roll each."""
    volley(s, card(s)["meteors"], participants(s), None)
