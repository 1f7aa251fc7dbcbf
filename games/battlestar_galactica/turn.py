"""The turn (BSG-3): start-of-turn effects, Receive Skills, Movement, [IN] ally encounter,
Action, Crisis, End of Turn (hand limits, Quorum limit, the resource check, Boomer's Recon)."""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement, product

from games.battlestar_galactica import players as P
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data import characters as C
from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.machine import Frame, ask, event, frame, game_over, op, push
from games.battlestar_galactica.state import State

TURN_FLAGS = ("eo_used", "eco_used", "cag_extra_used", "chief_bonus_used", "skip_turn",
              "revealed_this_turn")


def begin(s: State) -> None:
    """Queue the current player's turn."""
    push(s, frame("turn_start"))


@op("turn_start")
def _turn_start(s: State, f: Frame) -> None:
    seat = s.current
    p = s.players[seat]
    s.turn += 1
    for flag in TURN_FLAGS:
        s.flags.pop(flag, None)
    p["turns"] += 1
    event(s, "turn", seat=seat, number=s.turn)
    tigh = s.seat_of("tigh")
    if tigh is not None and P.is_human(s, tigh) and len(s.players[tigh]["hand"]) == 1:
        P.discard(s, tigh, s.players[tigh]["hand"][0], "alcoholic")  # Tigh's Alcoholic
    if p["stranded"] and p["turns"] >= 2:  # BSG-3.8: Helo arrives on his second turn
        p["stranded"] = False
        P.place(s, seat, "hangar_deck")
    frames = []
    if s.opt("objective") == "ionian_nebula" and p["loc"] in ("brig", "sickbay"):
        frames.append(frame("trauma_on_location", seat=seat))
    frames += [frame("receive_skills", seat=seat), frame("movement", seat=seat)]
    if s.opt("objective") == "ionian_nebula":
        frames.append(frame("ally_encounter", seat=seat))
    expert = (p["character"] == "starbuck" and p["viper"] is not None and not p["revealed"])
    frames += [frame("action", seat=seat, left=2 if expert else 1), frame("crisis_step"),
               frame("end_turn")]
    push(s, *frames)


def receive_options(s: State, seat: int) -> list[str] | None:
    """The choices of a Receive Skills step, or None when there is nothing to choose."""
    p = s.players[seat]
    if p["revealed"]:  # BSG-3.2: of different types with Exodus (BSG-20.6)
        n = 3 if s.opt("no_sympathizer") else 2
        pick = combinations if s.opt("exodus") else combinations_with_replacement
        return [f"draw {' '.join(c)}" for c in pick(K.COLOURS, n)]
    ch = p["character"] or ""
    skills = C.CHARACTERS[ch]["skills"]
    if p["loc"] == "sickbay":
        colours = sorted(C.skill_colours(ch))
        return [f"draw {c}" for c in colours] if len(colours) > 1 else None
    flex = [(sorted(colours), n) for colours, n in skills if len(colours) > 1]
    if not flex:
        return None
    picks = [list(combinations_with_replacement(colours, n)) for colours, n in flex]
    return [f"draw {' '.join(sum(combo, ()))}" for combo in product(*picks)]


@op("receive_skills")
def _receive(s: State, f: Frame) -> None:
    """BSG-3.2: draw the skill set (Sickbay: 1 card; Anders skips his first; revealed Cylons
    draw 2 of different types)."""
    seat = f["seat"]
    p = s.players[seat]
    if "ans" in f:
        for colour in f["ans"].split()[1:]:
            P.draw(s, seat, colour)
        if not p["revealed"] and p["loc"] != "sickbay":
            _fixed_draws(s, seat)
        return
    if p["bench"] and not p["revealed"]:
        p["bench"] = False
        event(s, "skipped_receive", seat=seat)
        return
    options = receive_options(s, seat)
    if options is None:
        if p["loc"] == "sickbay" and not p["revealed"]:
            P.draw(s, seat, sorted(C.skill_colours(p["character"] or ""))[0])
        else:
            _fixed_draws(s, seat)
        return
    ask(s, f, seat, "draw", options)


def _fixed_draws(s: State, seat: int) -> None:
    for colours, n in C.CHARACTERS[s.players[seat]["character"] or ""]["skills"]:
        if len(colours) == 1:
            P.draw(s, seat, colours[0], n)


@op("end_turn")
def _end_turn(s: State, f: Frame) -> None:
    stage = f.setdefault("stage", "hands")
    if stage == "hands":
        f["stage"] = "quorum"
        over = {q: len(s.players[q]["hand"]) - P.hand_limit(s, q)
                for q in s.order_from(s.current)}
        over = {q: n for q, n in over.items() if n > 0}
        if over:
            push(s, f)
            push(s, frame("hand_limit", over={str(q): n for q, n in over.items()}))
            return
    if f["stage"] == "quorum":
        f["stage"] = "resources"
        extra = len(s.quorum_hand) - B.QUORUM_LIMIT
        if extra > 0 and s.opt("exodus") and s.titles.get("president") is not None:
            push(s, f)
            push(s, frame("quorum_limit", left=extra))
            return
    if f["stage"] == "resources":
        f["stage"] = "recon"
        empty = [r for r in B.RESOURCES if s.res[r] <= 0]
        if empty:
            game_over(s, "cylons", "resources")
            return
        seat = s.current
        if (P.character(s, seat) == "boomer" and P.is_human(s, seat) and s.crisis_deck
                and not s.flags.get("skip_turn")):
            top = s.crisis_deck[-1]
            s.reveals += 1
            event(s, "recon", seat=seat, secret={"card": top}, shown_to=[seat])
            ask(s, f, seat, "recon", ["recon top", "recon bottom"], card="recon")
            return
    if f.get("ans") in ("recon top", "recon bottom"):
        from games.battlestar_galactica.cards import scouted

        where = f["ans"].split()[1]
        if where == "bottom":
            s.crisis_deck.insert(0, s.crisis_deck.pop())
        scouted(s, s.current, "crisis", where)
    _next_player(s)


def _next_player(s: State) -> None:
    order = s.order_from(s.current)
    s.current = order[1] if len(order) > 1 else order[0]
    if s.current == s.first:
        s.round += 1
    begin(s)


@op("hand_limit")
def _hand_limit(s: State, f: Frame) -> None:
    """Everyone over the hand limit discards down at once (BSG-3.7, BSG-18.2); Apollo's
    discards are random (Headstrong)."""
    push(s, frame("discard_counts", left=f["over"], ctx={"card": "hand_limit"}))


@op("quorum_limit")
def _quorum_limit(s: State, f: Frame) -> None:
    """The President discards down to 10 Quorum cards (BSG-1.15.1)."""
    if "ans" in f:
        card = f.pop("ans").split()[1]
        s.quorum_hand.remove(card)
        s.quorum_discard.append(card)
        event(s, "quorum_discarded", card=card)
        f["left"] -= 1
    president = s.titles.get("president")
    if f["left"] > 0 and president is not None and s.quorum_hand:
        ask(s, f, president, "quorum_discard",
            [f"quorum_discard {c}" for c in sorted(set(s.quorum_hand))])


@op("discard_counts")
def _discard_counts(s: State, f: Frame) -> None:
    """Discard a given number of cards per seat, all seats at once."""
    from games.battlestar_galactica.effects import (
        discard_options,
        random_discards,
        show_discards,
    )
    from games.battlestar_galactica.machine import ask_many

    if "started" not in f:
        f["started"] = True
        for q, n in list(f["left"].items()):
            if P.character(s, int(q)) == "apollo":
                random_discards(s, int(q), n, "headstrong")
                f["left"][q] = 0
    options = {int(q): discard_options(s, int(q)) for q, n in f["left"].items()
               if n > 0 and s.players[int(q)]["hand"]}
    if options:
        f["answers"] = {}
        ask_many(s, f, options, "discard", why=f["ctx"].get("card", ""))
        return
    show_discards(s, f)
