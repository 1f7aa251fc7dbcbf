"""Actions of titles (BSG-1.17), once-per-game abilities (BSG-1.18) and Anders' Star Player."""

from __future__ import annotations

from games.battlestar_galactica import players as P
from games.battlestar_galactica import space as S
from games.battlestar_galactica import titles
from games.battlestar_galactica.cards import play_quorum, quorum_draw, take_quorum
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data import characters as C
from games.battlestar_galactica.effects import change, discard_options, target_ok
from games.battlestar_galactica.machine import Frame, ask, event, frame, op, push
from games.battlestar_galactica.state import State
from games.battlestar_galactica.vipers import unmanned_options

SKILLED_POLITICIAN_DRAW = 4
INFLUENTIAL_LOOK = 5
APOLLO_CAG_ACTIVATIONS = 6


def nuke_options(s: State) -> list[str]:
    if s.opt("cylon_fleet"):
        return [f"nuke {a}" for a in B.AREAS]
    return [f"nuke {k}" for k in S.main_basestars(s)]


def _other_humans(s: State, seat: int) -> list[int]:
    return [q for q in s.order_from(s.current) if q != seat and titles.eligible(s, q)]


def opg_usable(s: State, seat: int) -> bool:
    ch = P.character(s, seat)
    name = C.OPG_ACTIONS.get(ch)
    if name is None or not P.has_opg(s, seat, name):
        return False
    p = s.players[seat]
    if ch == "tigh":
        return s.titles.get("admiral") is not None
    if ch == "apollo":
        return bool(unmanned_options(s))
    if ch in ("roslin", "tory"):
        return bool(s.quorum_deck or s.quorum_discard)
    if ch == "baltar":
        return any(target_ok(s, q, seat, ["other", "loyalty"], {}) for q in range(s.seats))
    if ch == "cally":
        return any(q != seat for q in P.occupants(s, p["loc"] or ""))
    if ch == "gaeta":
        return s.titles.get("admiral") != seat
    return True


def options(s: State, seat: int) -> list[str]:
    out: list[str] = []
    if s.titles.get("president") == seat and (s.quorum_deck or s.quorum_discard):
        out.append("title draw")
    if s.opt("cylon_fleet") and s.titles.get("cag") == seat:
        if _other_humans(s, seat):
            out.append("title cag")
        if (s.players[seat]["viper"] is not None and not s.flags.get("cag_extra_used")
                and unmanned_options(s)):
            out.append("title cag_extra")
    if s.titles.get("admiral") == seat and s.nukes["admiral"] > 0:
        out += nuke_options(s)
    if opg_usable(s, seat):
        out.append("opg")
    if P.character(s, seat) == "anders" and s.players[seat]["hand"]:
        out.append("ability star_player")
    return out


def do(s: State, seat: int, move: str) -> None:
    words = move.split()
    if words[0] == "quorum":
        play_quorum(s, seat, words[1])
    elif words[0] == "nuke":
        from games.battlestar_galactica.effects_ships import spend_nuke

        spend_nuke(s)
        event(s, "nuke_launched", seat=seat, target=words[1])
        push(s, frame("nuke_strike", seat=seat, target=words[1]))
    elif move == "title draw":
        quorum_draw(s, 1)
    elif move == "title cag":
        targets = [f"target {s.players[q]['character']}" for q in _other_humans(s, seat)]
        push(s, frame("unmanned_activations", seat=seat, left=1),
             frame("pick_option", seat=seat, kind="target", options=targets,
                   then="give_cag"))
    elif move == "title cag_extra":
        s.flags["cag_extra_used"] = True
        push(s, frame("unmanned_activations", seat=seat, left=1),
             frame("action", seat=seat, left=1, granted=True))
    elif move == "opg":
        _opg(s, seat)
    elif move == "ability star_player":
        push(s, frame("star_player", seat=seat, count=0))


@op("give_cag")
def _give_cag(s: State, f: Frame) -> None:
    titles.give(s, "cag", s.seat_of(f["move"].split()[1]))


def _opg(s: State, seat: int) -> None:
    ch = P.character(s, seat)
    name = C.OPG_ACTIONS[ch]
    P.use_opg(s, seat, name)
    if ch == "tigh":
        admiral = s.titles.get("admiral")
        if admiral is not None:
            titles.give(s, "president", admiral)
    elif ch == "apollo":
        push(s, frame("unmanned_activations", seat=seat, left=APOLLO_CAG_ACTIVATIONS))
    elif ch == "roslin":
        push(s, frame("skilled_politician", seat=seat))
    elif ch == "baltar":
        push(s, frame("pick", args=["actor", ["other", "loyalty"],
                                    [["look", "actor", "chosen", 99]]], ctx={"actor": seat}))
    elif ch == "zarek":
        change(s, "population", -1, name)
        push(s, frame("pick_option", seat=seat, kind="resource",
                      options=["gain fuel", "gain food", "gain morale"], then="gain"))
    elif ch == "cally":
        here = [q for q in P.occupants(s, s.players[seat]["loc"] or "") if q != seat]
        push(s, frame("pick_option", seat=seat, kind="target", then="execute_pick",
                      options=[f"target {s.players[q]['character']}" for q in here]))
    elif ch == "gaeta":
        if s.players[seat]["loc"] == "brig":
            P.place(s, seat, "command")
        titles.give(s, "admiral", seat)
    elif ch == "tory":
        push(s, frame("influential", seat=seat))


@op("gain")
def _gain(s: State, f: Frame) -> None:
    change(s, f["move"].split()[1], 1, "gain")


@op("execute_pick")
def _execute_pick(s: State, f: Frame) -> None:
    push(s, frame("execution", seat=s.seat_of(f["move"].split()[1])))


@op("skilled_politician")
def _skilled_politician(s: State, f: Frame) -> None:
    """Roslin: draw 4 Quorum cards, resolve 1, put the others at the bottom."""
    seat = f["seat"]
    if "ans" in f:
        card = f.pop("ans").split()[1]
        for other in f["drawn"]:
            if other != card:
                s.quorum_deck.insert(0, other)
        s.quorum_hand.append(card)
        play_quorum(s, seat, card)
        return
    got = take_quorum(s, f.get("count", SKILLED_POLITICIAN_DRAW))
    f["drawn"] = got
    event(s, "quorum_seen", seat=seat, secret={"cards": got}, shown_to=[seat])
    if got:
        ask(s, f, seat, "quorum_pick", [f"resolve {c}" for c in got])


@op("influential")
def _influential(s: State, f: Frame) -> None:
    """Tory: look at the top 5 Quorum cards and put them back in any order (the first named
    goes on top)."""
    seat = f["seat"]
    if "cards" not in f:
        f["cards"] = [s.quorum_deck.pop() for _ in range(min(INFLUENTIAL_LOOK,
                                                              len(s.quorum_deck)))]
        f["order"] = []
        s.reveals += 1
        event(s, "quorum_seen", seat=seat, secret={"cards": f["cards"]}, shown_to=[seat])
    if "ans" in f:
        card = f.pop("ans").split()[1]
        f["cards"].remove(card)
        f["order"].append(card)
    if len(f["cards"]) > 1:
        ask(s, f, seat, "stack", [f"stack {c}" for c in sorted(set(f["cards"]))])
        return
    f["order"] += f["cards"]
    s.quorum_deck.extend(reversed(f["order"]))
    event(s, "quorum_restacked", seat=seat)


@op("star_player")
def _star_player(s: State, f: Frame) -> None:
    """Anders: discard any number of skill cards, then draw as many of one type of his set."""
    seat = f["seat"]
    if "ans" in f:
        words = f.pop("ans").split()
        if words[0] == "discard":
            P.discard(s, seat, words[1], "star_player")
            f["count"] += 1
        elif words[0] == "draw":
            P.draw(s, seat, words[1], f["count"])
            return
        else:
            f["done"] = True
    if f.get("done") or not s.players[seat]["hand"]:
        if f["count"]:
            ask(s, f, seat, "draw", [f"draw {c}" for c in sorted(P.skill_set(s, seat))])
        return
    ask(s, f, seat, "discard", [*discard_options(s, seat), "done"])


@op("alert_pilot")
def _alert_pilot(s: State, f: Frame) -> None:
    """Apollo's Alert Viper Pilot: when vipers are placed from the Reserves while he is on
    Galactica (not in the Brig), he may take one as its pilot and take an action."""
    apollo = s.seat_of("apollo")
    if apollo is None or not P.is_human(s, apollo):
        return
    if "ans" in f:
        words = f["ans"].split()
        if words[0] == "pass":
            return
        area, kind = words[2], words[3]
        s.areas[area][kind] -= 1
        P.place(s, apollo, "viper")
        s.players[apollo]["viper"] = {"area": area, "kind": kind}
        event(s, "pilot_launched", seat=apollo, area=area, kind=kind)
        push(s, frame("action", seat=apollo, left=1, granted=True))
        return
    if not P.on_galactica(s, apollo) or s.players[apollo]["loc"] == "brig":
        return
    options = [f"use alert_viper_pilot {a} {k}" for a in f["areas"] for k in ("mk2", "mk7")
               if s.areas[a][k]]
    if options:
        ask(s, f, apollo, "alert_pilot", [*options, "pass"])
