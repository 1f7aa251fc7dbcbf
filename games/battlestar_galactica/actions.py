"""The Action step (BSG-5): what a player may do with an action, and the dispatch of the
chosen one to locations (`locations.py`), cards (`cards.py`), abilities and titles
(`abilities.py`), the Cylon locations (`cylon_locations.py`) and the optional modules."""

from __future__ import annotations

from games.battlestar_galactica import abilities, cards, cylon_locations, locations
from games.battlestar_galactica import players as P
from games.battlestar_galactica.conflicted import goal_options
from games.battlestar_galactica.loyalty import cylon_cards_held
from games.battlestar_galactica.machine import Frame, ask, event, frame, op, push
from games.battlestar_galactica.state import State
from games.battlestar_galactica.vipers import do_pilot, pilot_options

CYLON_VERBS = ("caprica", "fleet", "human_fleet", "resurrect", "bridge")


def action_options(s: State, seat: int) -> list[str]:
    """Every action `seat` may take now (BSG-5.1); `pass` is always there."""
    p = s.players[seat]
    if p["eliminated"] or p["loc"] is None:
        return []
    if p["revealed"]:
        return [*cylon_locations.options(s, seat), "pass"]
    out: list[str] = []
    if locations.can_act(s, seat):
        out.append("act")
    out += cards.play_options(s, seat)
    out += abilities.options(s, seat)
    out += pilot_options(s, seat)
    out += [f"reveal {c}" for c in sorted(set(cylon_cards_held(s, seat)))]
    out += goal_options(s, seat)
    out.append("pass")
    return out


@op("action")
def _action(s: State, f: Frame) -> None:
    """One action of `seat`; `left` counts the actions still to take in this step."""
    seat = f["seat"]
    if seat == s.current and s.flags.get("skip_turn") and not f.get("granted"):
        return
    p = s.players[seat]
    if p["eliminated"] or p["loc"] is None or (f.get("eo") and p["revealed"]):
        return
    if "ans" not in f:
        options = action_options(s, seat)
        if options and options != ["pass"]:
            ask(s, f, seat, "action", options)
        return
    move = f.pop("ans")
    if f["left"] > 1:
        push(s, frame("action", seat=seat, left=f["left"] - 1, granted=f.get("granted")))
    event(s, "action", seat=seat, move=move)
    do_action(s, seat, move)


def do_action(s: State, seat: int, move: str) -> None:
    words = move.split()
    verb = words[0]
    if verb == "pass":
        return
    if verb == "act":
        locations.act(s, seat)
    elif verb in CYLON_VERBS:
        cylon_locations.do(s, seat, move)
    elif verb == "play":
        cards.play(s, seat, words[1])
    elif verb == "viper":
        do_pilot(s, seat, move)
    elif verb == "reveal":
        push(s, frame("become_cylon", seat=seat, card=words[1], power=True, supercrisis=True))
    elif verb == "goal":
        push(s, frame("reveal_goal", seat=seat, card=words[1]))
    else:
        abilities.do(s, seat, move)


@op("move_or_act")
def _move_or_act(s: State, f: Frame) -> None:
    """State of Emergency: the player may move or take one action (BSG-1.10)."""
    from games.battlestar_galactica.movement import move_options

    seat = f["seat"]
    if "ans" in f:
        move = f.pop("ans")
        if move.split()[0] in ("move", "fly"):
            push(s, frame("movement", seat=seat, preset=move))
        elif move != "pass":
            event(s, "action", seat=seat, move=move)
            do_action(s, seat, move)
        return
    if not P.in_game(s, seat) or s.players[seat]["loc"] is None:
        return
    options = [*move_options(s, seat), *action_options(s, seat)]
    if "pass" not in options:
        options.append("pass")
    if options != ["pass"]:
        ask(s, f, seat, "move_or_act", options)
