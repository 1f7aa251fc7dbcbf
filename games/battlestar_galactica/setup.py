"""A new game (BSG-2): character picks in turn order with the type balance, titles, the
loyalty deck by the Exodus table, opening hands, the Destiny deck, the opening board, and the
set-up of each option (BSG-21.1, BSG-22.1, BSG-23.1)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement
from typing import Any

from games import rng
from games.base import GameError
from games.battlestar_galactica import players as P
from games.battlestar_galactica import space as S
from games.battlestar_galactica import titles
from games.battlestar_galactica.checks import build_destiny
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data import characters as C
from games.battlestar_galactica.data import loyalty as L
from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.data.allies import ALLIES
from games.battlestar_galactica.data.cards import crisis_deck, super_deck
from games.battlestar_galactica.data.destinations import deck as destination_deck
from games.battlestar_galactica.data.quorum import deck as quorum_deck
from games.battlestar_galactica.machine import Frame, ask, event, frame, op, push, shuffle
from games.battlestar_galactica.state import FIELDS, Player, State, from_json
from games.battlestar_galactica.turn import begin

OPENING_HAND = 3


def check_options(opts: dict[str, Any]) -> None:
    """The modules need Exodus (BSG-0.2); Personal Goals and the Ionian Nebula need the
    Exodus loyalty table."""
    modules = ("cylon_fleet", "personal_goals", "final_five")
    if not opts["exodus"] and (any(opts[m] for m in modules)
                               or opts["objective"] == "ionian_nebula"):
        raise GameError("bsg.err.needs_exodus")
    if opts["pegasus_style_loyalty"] and (opts["personal_goals"]
                                          or opts["objective"] == "ionian_nebula"):
        raise GameError("bsg.err.needs_exodus_loyalty")


def new_player() -> Player:
    return {"character": None, "loc": None, "viper": None, "hand": [], "loyalty": [],
            "shown": [], "revealed": False, "sympathizer": False, "opg": False, "supers": [],
            "trauma": [], "turns": 0, "stranded": False, "bench": False, "eliminated": False,
            "orders": [], "known": [], "met_round": -1}


def new_game(seats: int, seed: int, opts: dict[str, Any]) -> State:
    check_options(opts)
    data: dict[str, Any] = {name: None for name in FIELDS}
    s = from_json(data)
    s.seats, s.opts, s.rng = seats, dict(opts), rng.seed_state(seed)
    s.rng, s.first = rng.randint(s.rng, 0, seats - 1)
    s.phase, s.step, s.key_seat, s.reveals = "pick", 0, -2, 0
    s.turn, s.round, s.current = 0, 1, s.first
    s.res = dict(B.START_NO_SYMPATHIZER if opts["no_sympathizer"] else B.START)
    s.jump = s.distance = s.pursuit = 0
    s.milestones, s.boarding, s.damaged, s.damage_out = [], [], [], []
    s.areas = {a: S.empty_area() for a in B.AREAS}
    s.fleet = {a: {"raiders": 0, "heavies": 0} for a in B.AREAS}
    s.basestars = {k: {"at": None, "fleet": False, "damage": []} for k in B.BASESTARS}
    cf = bool(opts["cylon_fleet"])
    s.vipers = {"mk2": {"reserves": B.VIPERS_CYLON_FLEET if cf else B.VIPERS, "damaged": 0,
                        "destroyed": 0},
                "mk7": {"reserves": 0, "damaged": B.VIPERS_MK7 if cf else 0, "destroyed": 0}}
    s.raptors = {"ready": B.RAPTORS, "lost": 0}
    s.nukes = {"admiral": B.NUKES_START, "spare": 1 if opts["exodus"] else 0, "gone": 0}
    s.civilian_pile, s.civilians_lost, s.civilian_label = [], [], 0
    s.decks, s.discards, s.destiny = {}, {c: [] for c in K.COLOURS}, []
    s.crisis_discard, s.super_discard, s.quorum_discard, s.quorum_hand = [], [], [], []
    s.quorum_removed, s.attached, s.destinations_done = [], {}, []
    s.loyalty_deck, s.human_pile, s.loyalty_discard, s.loyalty_out = [], [], [], []
    s.in_play, s.titles = {}, {}
    s.players = [new_player() for _ in range(seats)]
    s.used_characters, s.trauma_pool, s.trauma_at = [], [], {"brig": None, "sickbay": None}
    s.allies, s.ally_deck, s.ally_out, s.crossroads = [], [], [], {"boxed": []}
    s.flags, s.stack, s.pending, s.events, s.moves, s.check_log = {}, [], None, [], 0, []
    s.winner = s.end_reason = None
    exodus = bool(opts["exodus"])
    for colour in K.COLOURS:
        s.decks[colour] = shuffle(s, K.deck(colour, exodus))
    s.crisis_deck = shuffle(s, crisis_deck(exodus, cf))
    s.super_deck = shuffle(s, super_deck(exodus, cf))
    s.quorum_deck = shuffle(s, quorum_deck(exodus))
    s.destination_deck = shuffle(s, destination_deck(exodus))
    s.civilian_pile = shuffle(s, list(B.CIVILIAN_BACKS))
    s.damage_pool = shuffle(s, list(B.GALACTICA_DAMAGE))
    ionian = opts["objective"] == "ionian_nebula"
    s.basestar_pool = shuffle(s, list(B.BASESTAR_DAMAGE_IONIAN if ionian
                                      else B.BASESTAR_DAMAGE))
    s.ally_deck = shuffle(s, list(ALLIES)) if ionian else []
    push(s, *(frame("pick_character", seat=q) for q in s.order_from(s.first)),
         frame("finish_setup"))
    from games.battlestar_galactica.machine import run

    run(s)
    return s


def pick_options(s: State) -> list[str]:
    """BSG-2.3: no type of the three balanced ones may get ahead of another."""
    taken = [p["character"] for p in s.players if p["character"]]
    counts = Counter(C.CHARACTERS[c]["type"] for c in taken)
    low = min(counts[t] for t in C.BALANCED_TYPES)
    out = []
    for name, data in C.CHARACTERS.items():
        if name in taken or not C.in_play(name, bool(s.opt("exodus"))):
            continue
        if name == "boomer" and s.opt("no_sympathizer"):
            continue
        if data["type"] in C.BALANCED_TYPES and counts[data["type"]] > low:
            continue
        out.append(f"pick {name}")
    return out


@op("pick_character")
def _pick(s: State, f: Frame) -> None:
    if "ans" in f:
        character = f["ans"].split()[1]
        s.players[f["seat"]]["character"] = character
        event(s, "character_picked", seat=f["seat"], character=character)
        return
    ask(s, f, f["seat"], "pick", pick_options(s))


@op("finish_setup")
def _finish(s: State, f: Frame) -> None:
    stage = f.setdefault("stage", "board")
    if stage == "board":
        f["stage"] = "hands"
        _board(s)
        _titles(s)
        _loyalty(s)
        if s.opt("objective") == "ionian_nebula":
            from games.battlestar_galactica.ionian import setup as ionian_setup

            ionian_setup(s)
        hands = [frame("opening_hand", seat=q) for q in s.order_from(s.first)[1:]]
        push(s, *hands, f)
        return
    if stage == "hands":
        f["stage"] = "apollo"
        build_destiny(s)
        apollo = s.seat_of("apollo")
        if apollo is not None:
            push(s, f)
            push(s, frame("apollo_start", seat=apollo))
            return
    s.phase = "play"
    event(s, "setup_done", first=s.first)
    begin(s)


def _board(s: State) -> None:
    """BSG-2.2, BSG-2.8: the opening ships and the characters at their places."""
    for area, ships in B.OPENING.items():
        if ships.get("basestars"):
            S.put_cylons(s, "basestars", area, ships["basestars"])
        if ships.get("raiders"):
            S.put_cylons(s, "raiders", area, ships["raiders"])
        for _ in range(ships.get("civilians", 0)):
            S.put_civilian(s, area)
        for _ in range(ships.get("vipers", 0)):
            s.vipers["mk2"]["reserves"] -= 1
            s.areas[area]["mk2"] += 1
    for seat, p in enumerate(s.players):
        start = C.CHARACTERS[p["character"] or ""]["start"]
        p["stranded"] = p["character"] == "helo"
        p["bench"] = p["character"] == "anders"
        if start not in (None, "viper"):
            P.place(s, seat, start)


def _titles(s: State) -> None:
    """BSG-2.4: each title to the highest-ranked character; the President draws a Quorum card,
    the Admiral holds the nukes."""
    from games.battlestar_galactica.cards import quorum_draw

    for title in titles.titles_in_play(s):
        titles.give(s, title, titles.successor(s, title))
    quorum_draw(s, 1)


def _loyalty(s: State) -> None:
    """BSG-2.5 (T-01, T-02): the Cylon and Not-a-Cylon piles, the table, the first deal, then
    the Sympathizer (4 or 6 players)."""
    exodus = bool(s.opt("exodus"))
    humans = L.human_cards(exodus)
    if s.opt("personal_goals"):
        humans += list(L.PERSONAL_GOALS)
    if s.opt("final_five"):
        humans += list(L.FINAL_FIVE)
    humans = shuffle(s, humans)
    cylons = shuffle(s, L.cylon_cards(exodus))
    table = L.TABLE_EXODUS if exodus and not s.opt("pegasus_style_loyalty") else L.TABLE_BASE
    n_cylon, n_human = table[s.seats]
    chosen = {p["character"] for p in s.players}
    n_human += ("boomer" in chosen) + ("baltar" in chosen)
    deck = [cylons.pop() for _ in range(n_cylon)] + [humans.pop() for _ in range(n_human)]
    s.loyalty_out.extend(cylons)  # BSG-2.5.2: unused Cylon cards leave unseen
    s.human_pile = humans
    s.loyalty_deck = shuffle(s, deck)
    for seat in s.order_from(s.first):
        count = 2 if s.players[seat]["character"] == "baltar" else 1
        for _ in range(count):
            s.players[seat]["loyalty"].append(s.loyalty_deck.pop())
    if s.seats in (4, 6):
        if s.opt("no_sympathizer"):
            if s.human_pile:
                s.loyalty_deck.append(s.human_pile.pop())
        else:
            s.loyalty_deck.append(L.SYMPATHIZER)
        s.loyalty_deck = shuffle(s, s.loyalty_deck)
    elif not s.opt("no_sympathizer"):
        s.loyalty_out.append(L.SYMPATHIZER)


@op("opening_hand")
def _opening_hand(s: State, f: Frame) -> None:
    """BSG-2.6: everyone but the first player draws 3 cards of the skill set's types."""
    seat = f["seat"]
    if "ans" in f:
        for colour in f["ans"].split()[1:]:
            P.draw(s, seat, colour)
        return
    colours = sorted(P.skill_set(s, seat))
    options = [f"draw {' '.join(c)}" for c in
               combinations_with_replacement(colours, OPENING_HAND)]
    if len(options) == 1:
        P.draw(s, seat, colours[0], OPENING_HAND)
        return
    ask(s, f, seat, "draw", options)


@op("apollo_start")
def _apollo_start(s: State, f: Frame) -> None:
    """BSG-2.8: Apollo starts piloting a viper in a launch-tube area of his choice."""
    seat = f["seat"]
    kinds = S.reserve_kinds(s)
    if not kinds:
        P.place(s, seat, "hangar_deck")
        return
    if "ans" in f:
        area = f["ans"].split()[1]
        s.vipers[kinds[0]]["reserves"] -= 1
        P.place(s, seat, "viper")
        s.players[seat]["viper"] = {"area": area, "kind": kinds[0]}
        event(s, "pilot_launched", seat=seat, area=area, kind=kinds[0])
        return
    ask(s, f, seat, "area", [f"area {a}" for a in B.LAUNCH_AREAS])
