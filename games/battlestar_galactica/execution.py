"""Execution (BSG-17) and elimination at the Trial (BSG-23.9).

A hidden Cylon executed reveals; a revealed one goes back to the Resurrection Ship; a human
shows every loyalty card, costs a morale and comes back as an unused character with a fresh
loyalty draw (the Exodus way)."""

from __future__ import annotations

from games.battlestar_galactica import players as P
from games.battlestar_galactica import titles
from games.battlestar_galactica.data import characters as C
from games.battlestar_galactica.data.board import LOCATIONS
from games.battlestar_galactica.data.loyalty import FINAL_FIVE
from games.battlestar_galactica.effects import change, in_play_effect
from games.battlestar_galactica.loyalty import add_human_card, cylon_cards_held, deal
from games.battlestar_galactica.machine import Frame, ask, event, frame, game_over, op, push
from games.battlestar_galactica.state import State


def unused_characters(s: State) -> list[str]:
    taken = {p["character"] for p in s.players} | set(s.used_characters)
    return [c for c in C.CHARACTERS if c not in taken and C.in_play(c, bool(s.opt("exodus")))]


def start_location(s: State, character: str) -> str | None:
    """A new character's setup location, or the Hangar Deck when it is gone (BSG-17.4.6)."""
    start = C.CHARACTERS[character]["start"]
    if start in (None, "viper"):
        return start
    if LOCATIONS[start]["ship"] == "colonial_one" and in_play_effect(s, "colonial_one_destroyed"):
        return "hangar_deck"
    return start


def strip(s: State, seat: int) -> None:
    """BSG-17.2: the whole skill hand and any attached Quorum card are discarded."""
    for card in list(s.players[seat]["hand"]):
        P.discard(s, seat, card, "executed")
    for quorum, holder in list(s.attached.items()):
        if holder == seat:
            del s.attached[quorum]
            s.quorum_discard.append(quorum)


@op("execution")
def _execute(s: State, f: Frame) -> None:
    seat = f["seat"]
    p = s.players[seat]
    if p["eliminated"] or (p["character"] is None and "stage" not in f):
        return
    if "stage" not in f:
        f["stage"] = "start"
        event(s, "executed", seat=seat, character=p["character"])
        strip(s, seat)
        if p["revealed"]:
            P.place(s, seat, "resurrection_ship")
            return
        held = cylon_cards_held(s, seat)
        if held:
            push(s, frame("become_cylon", seat=seat, card=held[0], power=False,
                          supercrisis=False))
            return
        _human_dies(s, f, seat)
        if f.get("elimination"):
            return
        if s.phase == "over":
            return
    _new_character(s, f, seat)


def _human_dies(s: State, f: Frame, seat: int) -> None:
    p = s.players[seat]
    shown = list(p["loyalty"])
    event(s, "loyalty_shown", seat=seat, cards=shown)
    five = [c for c in shown if c in FINAL_FIVE]
    if five:
        # every Final Five card says: revealed by an execution, all players discard 2
        push(s, frame("discard", args=["all", 2], ctx={"src": "final_five", "actor": seat}))
    change(s, "morale", -1, "execution")
    s.used_characters.append(p["character"] or "")
    if p["viper"] is not None:
        P.leave_viper(s, seat)
    p["loyalty"] = []
    s.loyalty_discard.extend(c for c in shown if c not in FINAL_FIVE)
    s.loyalty_out.extend(c for c in shown if c in FINAL_FIVE)
    s.loyalty_discard.extend(c for c in p["shown"])
    p["shown"] = []
    if p["trauma"]:
        s.trauma_pool.extend(p["trauma"])
        p["trauma"] = []
    held_titles = titles.holders(s, seat)
    f["titles"] = held_titles
    old = p["character"]
    p["character"] = None
    p["loc"] = None
    if seat == s.current:
        s.flags["skip_turn"] = True
    if f.get("elimination"):
        p["eliminated"] = True
        event(s, "eliminated", seat=seat, character=old)
        titles.refill(s)
        return
    if not unused_characters(s):
        game_over(s, "cylons", "no_character")


def _new_character(s: State, f: Frame, seat: int) -> None:
    p = s.players[seat]
    if "ans" not in f:
        options = [f"pick {c}" for c in unused_characters(s)]
        ask(s, f, seat, "pick", options)
        return
    character = f.pop("ans").split()[1]
    p["character"] = character
    p["turns"] = 0
    p["stranded"] = character == "helo"
    p["bench"] = character == "anders"
    loc = start_location(s, character)
    event(s, "new_character", seat=seat, character=character)
    sleeper_done = "sleeper" in s.milestones
    if character == "boomer" and sleeper_done:
        loc = "brig"
    if loc == "viper":
        push(s, frame("apollo_start", seat=seat))
    else:
        P.place(s, seat, loc)
    draws = 1
    if character == "boomer":
        add_human_card(s)
        draws += 1 if sleeper_done else 0
    if character == "baltar" and not sleeper_done:
        add_human_card(s)
        draws += 1
    add_human_card(s)
    deal(s, seat, draws)
    for title in f.get("titles", []):
        titles.give(s, title, titles.successor(s, title))
    titles.refill(s)
    if s.opt("objective") == "ionian_nebula":
        push(s, frame("trauma_draw", args=["actor", 3], ctx={"actor": seat, "fresh": True}),
             frame("allies_check"))
