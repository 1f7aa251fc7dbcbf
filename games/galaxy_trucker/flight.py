"""The card loop (GT-3.4): turn the top card, resolve it, tidy up, and so on until the deck is
empty; then the end of the flight (GT-4) and the next round or the end of the game.

Between two cards come the announced give-ups (GT-3.10.1), the hyperspace countdown (GT-5.4.7)
and what the Rough Roads do after a card: Space Junk, Cosmic Psychosis, Metal Fatigue,
Somersault, Engine Envy, Union Ship, Déjà Vu (GT-5.8.5).
"""

from __future__ import annotations

from typing import Any

from games import rng
from games.galaxy_trucker.damage import fall_off, settle
from games.galaxy_trucker.data import card_kind
from games.galaxy_trucker.flow import emit, push, task
from games.galaxy_trucker.geometry import square
from games.galaxy_trucker.hazards import volley
from games.galaxy_trucker.losses import drop_half, give_up
from games.galaxy_trucker.notation import HALVES
from games.galaxy_trucker.report import participants
from games.galaxy_trucker.state import State
from games.galaxy_trucker.stats import kind
from games.galaxy_trucker.track import leader

DECLARED = ("give up", "abandon")  # what a seat may play at any time in flight


def declarations(s: State, seat: int) -> list[str]:
    """What a player in flight may declare, change or withdraw at any time, awaited or not
    (GT-3.4.1, GT-3.10.1): giving up, or dropping a IIA half (GT-5.6.2.4). A declaration is
    private until it takes effect, before the next card is revealed (`retire`)."""
    if s.phase != "flight" or not s.flying[seat]:
        return []
    declared = s.retire[seat]
    out = ["give up"] if declared != 1 else []
    if len(s.ships[seat].halves) == 2:
        out += [f"abandon {side}" for half, side in enumerate(HALVES) if declared != 2 + half]
    return [*out, "give up cancel"] if declared else out


def retire(s: State) -> None:
    """Declared give-ups and dropped halves take effect (GT-3.4.1, GT-3.10.1, GT-5.6.2.4):
    once a card is resolved, and again just before the next one is revealed, so one declared
    between cards counts at once, and one declared during a card never cuts into it."""
    for seat in range(s.n):
        if s.retire[seat] == 1:
            give_up(s, seat, "chose")
        elif s.retire[seat] > 1:
            drop_half(s, seat, s.retire[seat] - 2, "chose")
        s.retire[seat] = 0


@task("next_card")
def _next_card(s: State) -> None:
    retire(s)
    if not any(s.flying):
        push(s, ["end_flight"])
        return
    if s.rr("union_ship") and len(s.deck) == 1 and not s.ctx.get("union_done"):
        s.ctx["union_done"] = True
        push(s, *(["union", p] for p in participants(s)), ["next_card"])
        return
    if not s.deck and s.rr("deja_vu") and not s.ctx.get("deja_vu_done"):
        s.ctx["deja_vu_done"] = True
        s.deck = [c for c, used in reversed(s.resolved) if not used]
        emit(s, "deja_vu", cards=list(s.deck))
    if not s.deck:
        push(s, ["end_flight"])
        return
    card = s.deck.pop(0)
    kept = ("union_done", "deja_vu_done", "leader")
    keep: dict[str, Any] = {k: s.ctx[k] for k in kept if k in s.ctx}
    s.card, s.ctx, s.card_events = card, keep, []
    s.techie = [0] * s.n
    s.reveal += 1
    emit(s, "card", card=card, kind=card_kind(card))
    push(s, *(["offer_jump", p] for p in participants(s)), [f"card:{card_kind(card)}"],
         ["card_end"], ["next_card"])


@task("card_end")
def _card_end(s: State) -> None:
    """What happens once a card is resolved, before the next one is turned."""
    s.resolved.append([s.card, bool(s.ctx.get("used"))])
    junk = s.ctx.get("junk", 0)
    push(s, *(["after_card", step] for step in ("psychosis", "fatigue", "somersault",
                                                  "retire", "hyperspace", "envy")))
    if s.rr("space_junk") and junk:  # GT-5.8.5 #16: each fallen tile comes back as a meteor
        volley(s, " ".join(["Mf"] * junk), participants(s), None)


@task("after_card")
def _after_card(s: State, step: str) -> None:
    if step == "psychosis" and s.rr("cosmic_psychosis"):
        q = _roll_square(s, "psychosis")
        for seat in participants(s):
            ship = s.ships[seat]
            if q in ship.tiles and kind(ship, q, s.dead_col) in ("start", "cabin", "luxury") \
                    and ship.crew.get(q):
                fall_off(s, seat, [q], "psychosis")
                settle(s, seat)
    elif step == "fatigue" and s.rr("metal_fatigue") and s.card.startswith("open_space"):
        q = _roll_square(s, "fatigue")
        for seat in participants(s):
            if q in s.ships[seat].tiles:
                fall_off(s, seat, [q], "fatigue")
                settle(s, seat)
    elif step == "somersault" and s.rr("somersault"):
        for seat in participants(s):
            s.ships[seat].front = (s.ships[seat].front + 2) % 4
        emit(s, "somersault")
    elif step == "retire":
        retire(s)
    elif step == "hyperspace":
        for seat in range(s.n):
            for half in (0, 1):
                if s.hyper[seat][half]:
                    s.hyper[seat][half] -= 1
                    if not s.hyper[seat][half]:
                        emit(s, "returned_from_hyperspace", seat=seat, half=half)
    elif step == "envy" and s.rr("engine_envy"):
        top = leader(s)
        if top is not None and top != s.ctx.get("leader"):
            order = s.active()
            s.ctx["leader"] = top
            if len(order) > 1:  # GT-5.8.5 #6: the new second shoots the new leader
                push(s, ["envy_shot", order[1], order[0]])


@task("envy_shot")
def _envy_shot(s: State, shooter: int, target: int) -> None:
    """Engine Envy: one light shot from the rear, fired by the player right behind."""
    emit(s, "envy", shooter=shooter, target=target)
    volley(s, "cb", [target], None)


def _roll_square(s: State, why: str) -> int:
    """Roll a column, then a row (GT-5.10.2): the square one roll names on every ship."""
    s.rng, cols = rng.roll(s.rng, 2)
    s.rng, rows = rng.roll(s.rng, 2)
    s.reveal += 1
    layout = s.ships[0].layout
    q = square(layout.line(sum(cols)), layout.line(sum(rows)))
    emit(s, "roll_square", why=why, dice=[*cols, *rows], column=layout.line(sum(cols)),
         row=layout.line(sum(rows)))
    return q


@task("end_flight")
def _end_flight(s: State) -> None:
    from games.galaxy_trucker.scoring import score_round
    from games.galaxy_trucker.setup import start_round

    emit(s, "flight_over", round=s.round)
    for seat in range(s.n):  # GT-5.4.7: still in hyperspace, the ship never arrives
        for half in (0, 1):
            if s.hyper[seat][half] and s.flying[seat]:
                drop_half(s, seat, half, "hyperspace")
    s.card = ""
    score_round(s)
    if s.round < 3:
        start_round(s)
    else:
        from games.galaxy_trucker.scoring import end_game

        end_game(s)
