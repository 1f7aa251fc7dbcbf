"""The Ionian Nebula's Crossroads phase and the Trial (BSG-23.8, BSG-23.9)."""

from __future__ import annotations

from games.battlestar_galactica import players as P
from games.battlestar_galactica import titles
from games.battlestar_galactica.data.crossroads import CROSSROADS
from games.battlestar_galactica.data.loyalty import is_cylon
from games.battlestar_galactica.effects import change
from games.battlestar_galactica.ionian import KINDS
from games.battlestar_galactica.machine import (
    Frame,
    ask,
    ask_many,
    event,
    frame,
    op,
    push,
    shuffle,
    steps,
)
from games.battlestar_galactica.state import State

# BSG-23.8.1 [unverified]: the unified rulebook's "two upper areas" (the Exodus text says "both
# sides of Galactica").
BATTLE = {"starboard_bow": {"basestars": 1, "raiders": 4},
          "starboard_quarter": {"basestars": 1, "raiders": 4},
          "port_quarter": {"vipers": 2}, "port_bow": {"vipers": 2}}
TRIAL_KEEP = 2  # players with this many tokens or fewer discard them


@op("crossroads_phase")
def _phase(s: State, f: Frame) -> None:
    stage = f.setdefault("stage", "battle")
    if stage == "battle":
        f["stage"] = "deal"
        event(s, "crossroads_phase")
        s.jump = 0
        event(s, "jump_track", value=0, delta=0)
        if s.flags.get("jumping"):
            s.flags["track_reset"] = True
        push(s, f)
        push(s, frame("place", args=[BATTLE], ctx={"src": "crossroads"}))
        return
    if stage == "deal":
        f["stage"] = "reveal"
        cards = shuffle(s, list(CROSSROADS))
        players = s.order_from(s.current)
        s.crossroads = {"cards": {}, "tokens": {}, "boxed": s.crossroads.get("boxed", [])}
        for seat in players:
            card = cards.pop()
            s.crossroads["cards"][str(seat)] = card
            event(s, "crossroads_dealt", seat=seat, secret={"card": card}, shown_to=[seat])
        options = {q: [f"crossroads {k}" for k in KINDS if k in s.players[q]["trauma"]]
                   for q in players if s.players[q]["trauma"]}
        f["order"] = players
        if options:
            f["answers"] = {}
            ask_many(s, f, options, "crossroads")
            return
    if f["stage"] == "reveal":
        for q, move in f.pop("answers", {}).items():
            kind = move.split()[1]
            s.players[int(q)]["trauma"].remove(kind)
            s.crossroads["tokens"][q] = kind
        f["stage"] = "resolve"
    if f["stage"] == "resolve":
        if "ans" in f:  # a player without tokens names a symbol: a choice, not a token
            s.crossroads.setdefault("named", {})[str(f["seat"])] = f.pop("ans").split()[1]
            f["order"].insert(0, f["seat"])
        if f["order"]:
            seat = f["order"].pop(0)
            token = (s.crossroads["tokens"].get(str(seat))
                     or s.crossroads.get("named", {}).get(str(seat)))
            if token is None:
                f["seat"] = seat
                ask(s, f, seat, "crossroads", [f"crossroads {k}" for k in KINDS])
                return
            f["order_done"] = [*f.get("order_done", []), seat]
            card = s.crossroads["cards"][str(seat)]
            event(s, "crossroads_revealed", seat=seat, card=card, token=token)
            push(s, f)
            steps(s, CROSSROADS[card][token], {"src": "crossroads", "card": card,
                                                "actor": seat})
            return
        f["stage"] = "trial"
        push(s, frame("trial"))
        return


@op("trial")
def _trial(s: State, f: Frame) -> None:
    """BSG-23.8.3: everything but the players' own tokens leaves; humans discard benevolent,
    Cylon players antagonistic; 2 or fewer are discarded; the most tokens is eliminated."""
    if "ans" in f:
        chosen = s.seat_of(f.pop("ans").split()[1])
        _finish_trial(s, f["cylons"] + [chosen])
        return
    boxed = s.crossroads.setdefault("boxed", [])
    boxed += list(s.crossroads.get("tokens", {}).values())
    s.crossroads["tokens"] = {}
    s.crossroads["named"] = {}
    s.crossroads["cards"] = {}
    for entry in s.allies:
        s.ally_out.append(entry["id"])
        if entry["token"]:
            boxed.append(entry["token"])
    s.allies = []
    s.ally_out += s.ally_deck
    s.ally_deck = []
    for loc, token in list(s.trauma_at.items()):
        if token:
            boxed.append(token)
        s.trauma_at[loc] = None
    counts = {}
    for seat in range(s.seats):
        p = s.players[seat]
        if p["eliminated"]:
            continue
        event(s, "trauma_shown", seat=seat, tokens=sorted(p["trauma"]))
        drop = "antagonistic" if p["revealed"] else "benevolent"
        kept = [t for t in p["trauma"] if t != drop]
        if len(kept) <= TRIAL_KEEP:
            kept = []
        boxed += [t for t in p["trauma"]]
        p["trauma"] = []
        counts[seat] = len(kept)
    most = max(counts.values(), default=0)
    if most == 0:
        event(s, "trial_result", eliminated=[])
        _finish_trial(s, [])
        return
    tied = [q for q, n in counts.items() if n == most]
    cylons = [q for q in tied if s.players[q]["revealed"]]
    humans = [q for q in tied if not s.players[q]["revealed"]]
    president = s.titles.get("president")
    if len(humans) > 1 and president is not None:
        f["cylons"] = cylons
        ask(s, f, president, "target", [f"target {s.players[q]['character']}" for q in humans])
        return
    _finish_trial(s, cylons + humans)


def _finish_trial(s: State, doomed: list[int]) -> None:
    event(s, "trial_result", eliminated=sorted(doomed))
    for seat in doomed:
        eliminate(s, seat)
    s.crossroads["boxed"] += s.trauma_pool
    s.trauma_pool = []
    s.milestones.append("final")
    event(s, "final_jump_next")


def eliminate(s: State, seat: int) -> None:
    """BSG-23.9: executed without a new character: out of the game for good."""
    p = s.players[seat]
    if p["eliminated"]:
        return
    if not p["revealed"] and not any(is_cylon(c) for c in p["loyalty"]):
        change(s, "morale", -1, "eliminated")
    event(s, "eliminated", seat=seat, character=p["character"], loyalty=list(p["loyalty"]))
    for card in list(p["hand"]):
        P.discard(s, seat, card, "eliminated")
    s.super_discard += p["supers"]
    p["supers"] = []
    for quorum, holder in list(s.attached.items()):
        if holder == seat:
            del s.attached[quorum]
            s.quorum_discard.append(quorum)
    P.leave_viper(s, seat)
    s.loyalty_discard += p["loyalty"]
    p["loyalty"] = []
    s.used_characters.append(p["character"] or "")
    p["character"] = None
    p["loc"] = None
    p["eliminated"] = True
    titles.refill(s)
    if seat == s.current:
        s.flags["skip_turn"] = True
