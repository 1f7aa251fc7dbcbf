"""Jumping the fleet (BSG-11): FTL Control's population roll, clearing space, the Admiral's
secret choice of destination, distance and the objective's milestones (BSG-1.4), the final jump
(BSG-11.4) and the end of the game (BSG-19)."""

from __future__ import annotations

from games.battlestar_galactica import players as P
from games.battlestar_galactica import space as S
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data.destinations import DESTINATIONS
from games.battlestar_galactica.data.destinations import kind as destination_kind
from games.battlestar_galactica.effects import change
from games.battlestar_galactica.machine import (
    Frame,
    ask,
    event,
    frame,
    game_over,
    op,
    push,
    shuffle,
    steps,
)
from games.battlestar_galactica.state import State

SLEEPER_DISTANCE = 4
FINAL_DISTANCE = 8
MISSION_SPECIALIST_DRAW = 3


def final_jump_pending(s: State) -> bool:
    return "final" in s.milestones


@op("ftl_control")
def _ftl(s: State, f: Frame) -> None:
    """FTL Control: roll first; 6 or lower loses the population on the track (BSG-11.2)."""
    if "result" not in f:
        push(s, frame("die", kind="ftl", roller=f["seat"], then=f))
        return
    loss = B.JUMP_POPULATION.get(s.jump, 0)
    if f["result"] <= B.FTL_LOSS_AT_MOST and loss:
        change(s, "population", -loss, "ftl_control")
    push(s, frame("fleet_jump", auto=False))


@op("fleet_jump")
def _jump(s: State, f: Frame) -> None:
    if s.flags.get("jumping"):
        return  # one jump at a time: a second trigger during a jump is the same jump
    if final_jump_pending(s):
        event(s, "final_jump")
        push(s, frame("game_end"))
        return
    s.flags["jumping"] = True
    event(s, "jump", auto=f.get("auto", False))
    if s.opt("cylon_fleet"):
        from games.battlestar_galactica.cylon_fleet import jump_to_fleet

        jump_to_fleet(s)
    else:
        clear_space(s)
    _end_jump_cards(s)
    push(s, frame("choose_destination"), frame("jump_done"))


def clear_space(s: State) -> None:
    """BSG-11.3.1: Cylon ships, vipers and civilian ships leave the board; centurions stay."""
    for area in B.AREAS:
        a = s.areas[area]
        a["raiders"] = a["heavies"] = 0
        backs = [back for _, back in a["civilians"]]
        a["civilians"] = []
        if backs:
            s.civilian_pile = shuffle(s, [*s.civilian_pile, *backs])
    for key in S.main_basestars(s):
        b = s.basestars[key]
        s.basestar_pool = shuffle(s, [*s.basestar_pool, *b["damage"]])
        b.update(at=None, fleet=False, damage=[])
    S.all_vipers_home(s)


def _end_jump_cards(s: State) -> None:
    """Cards kept "until the fleet jumps" leave play; Thirty-Three goes back into the deck."""
    for card, effect in list(s.in_play.items()):
        if effect in ("massive_deployment", "training_new_pilots", "communications_jammed"):
            del s.in_play[card]
            s.crisis_discard.append(card)
        elif effect == "relentless_pursuit":
            del s.in_play[card]
            s.crisis_deck = shuffle(s, [*s.crisis_deck, card])
            event(s, "reshuffled_into_deck", card=card)


@op("choose_destination")
def _choose(s: State, f: Frame) -> None:
    """The Admiral (or the Mission Specialist, with 3 cards) secretly picks one destination;
    the others go to the bottom unseen (BSG-11.3.2)."""
    if "ans" in f:
        chosen = f["ans"].split()[1]
        for card in f["drawn"]:
            if card != chosen:
                s.destination_deck.insert(0, card)
        push(s, frame("resolve_destination", card=chosen, seat=f["seat"]))
        return
    specialist = next((q for c, q in s.attached.items()
                       if c == "assign_mission_specialist" and isinstance(q, int)), None)
    seat = specialist if specialist is not None and P.is_human(s, specialist) else s.titles[
        "admiral"]
    count = 2
    if specialist is not None:
        del s.attached["assign_mission_specialist"]
        s.quorum_discard.append("assign_mission_specialist")
        count = MISSION_SPECIALIST_DRAW if seat == specialist else 2
    if seat is None:
        return
    drawn = [s.destination_deck.pop() for _ in range(min(count, len(s.destination_deck)))]
    s.reveals += 1
    f.update(drawn=drawn, seat=seat)
    event(s, "destinations_drawn", seat=seat, count=len(drawn),
          secret={"cards": drawn}, shown_to=[seat])
    ask(s, f, seat, "destination", [f"destination {c}" for c in drawn])


@op("resolve_destination")
def _resolve(s: State, f: Frame) -> None:
    card = f["card"]
    data = DESTINATIONS[destination_kind(card)]
    event(s, "destination", card=card, distance=data["distance"])
    s.destinations_done.append(card)
    push(s, frame("add_distance", amount=data["distance"]))
    steps(s, data["steps"], {"src": "destination", "card": card, "actor": f["seat"]})


@op("add_distance")
def _add_distance(s: State, f: Frame) -> None:
    """Add distance, then check the objective's milestones (BSG-1.4.1)."""
    s.distance += f["amount"]
    event(s, "distance", value=s.distance, delta=f["amount"])
    if s.distance >= SLEEPER_DISTANCE and "sleeper" not in s.milestones:
        s.milestones.append("sleeper")
        push(s, frame("sleeper_agent"))
    if s.distance >= FINAL_DISTANCE and "final_reached" not in s.milestones:
        s.milestones.append("final_reached")
        if s.opt("objective") == "ionian_nebula":
            push(s, frame("crossroads_phase"))
        else:
            s.milestones.append("final")
            event(s, "final_jump_next")


@op("jump_done")
def _jump_done(s: State, f: Frame) -> None:
    """Reset the jump track (BSG-11.3.5) unless the Crossroads phase just did."""
    s.flags.pop("jumping", None)
    if not s.flags.pop("track_reset", False):
        s.jump = 0
        event(s, "jump_track", value=0, delta=0)
    extra = s.flags.pop("after_reset", 0)
    if extra:
        from games.battlestar_galactica.effects import move_jump

        move_jump(s, extra)


@op("game_end")
def _game_end(s: State, f: Frame) -> None:
    """BSG-19.2: after end-of-game effects (unrevealed Personal Goals), humans win if every
    resource is above zero."""
    if not f.get("goals_done"):
        f["goals_done"] = True
        push(s, f)
        push(s, frame("goals_at_end"))
        return
    if all(s.res[r] > 0 for r in B.RESOURCES):
        game_over(s, "humans", "reached_earth")
    else:
        game_over(s, "cylons", "resources")
