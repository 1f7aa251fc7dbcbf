"""What must hold after every move of any game: every card, token and ship accounted for,
dials and tracks in range, no seat's view holding another seat's secrets, and an exact JSON
round trip."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any, get_type_hints

from games.battlestar_galactica import GAME
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.data.cards import crisis_deck, super_deck
from games.battlestar_galactica.data.destinations import deck as destination_deck
from games.battlestar_galactica.data.quorum import deck as quorum_deck
from games.battlestar_galactica.events import EVENTS
from games.battlestar_galactica.space import supply
from games.battlestar_galactica.state import State
from tests.battlestar_galactica.hidden_map import check_view


def _frames(s: State, op: str) -> list[dict[str, Any]]:
    return [f for f in s.stack if f["op"] == op]


def skill_cards(s: State) -> Counter:
    cards: list[str] = [c for d in s.decks.values() for c in d]
    cards += [c for d in s.discards.values() for c in d] + s.destiny
    cards += [c for p in s.players for c in p["hand"]]
    for f in _frames(s, "skill_check"):
        if "cards" in f:
            cards += [c for c, _ in f["cards"]]
        elif "destiny" in f:
            cards += f["destiny"]
    for f in _frames(s, "check_cards"):
        cards += f["cards"]
    for f in s.stack:  # chosen discards, face down until all have chosen (BSG-18.2)
        if f["op"] in ("discard", "discard_counts"):
            cards += [c for _, c in f.get("held", [])]
    return Counter(cards)


def expected_skill_cards(s: State) -> Counter:
    return Counter(c for colour in K.COLOURS for c in K.deck(colour, bool(s.opt("exodus"))))


def crisis_cards(s: State) -> Counter:
    cards = s.crisis_deck + s.crisis_discard + list(s.in_play)
    for f in s.stack:
        if f["op"] in ("crisis_after", "crisis_reveal", "crisis_resolve") and (
                f["card"] not in s.in_play):
            cards.append(f["card"])
        elif f["op"] in ("crisis_step", "caprica_crisis") and "drawn" in f:
            cards += f["drawn"]
    supers = [c for c in cards if c in set(super_deck(True, True)) | {"massive_assault"}]
    return Counter(c for c in cards if c not in supers)


def super_cards(s: State) -> Counter:
    cards = s.super_deck + s.super_discard + [c for p in s.players for c in p["supers"]]
    cards += [c for c in s.in_play if c in set(super_deck(True, True)) | {"massive_assault"}]
    cards += [f["card"] for f in _frames(s, "super_after") if f["card"] not in s.in_play]
    return Counter(cards)


def quorum_cards(s: State) -> Counter:
    cards = s.quorum_deck + s.quorum_discard + s.quorum_hand + s.quorum_removed
    cards += list(s.attached)
    for f in _frames(s, "skilled_politician"):
        cards += [c for c in f.get("drawn", []) if c not in s.quorum_hand]
    for f in _frames(s, "influential"):
        cards += f.get("cards", []) + f.get("order", [])
    return Counter(cards)


def destination_cards(s: State) -> Counter:
    cards = s.destination_deck + s.destinations_done
    for f in _frames(s, "choose_destination"):
        cards += f.get("drawn", [])
    return Counter(cards)


def loyalty_cards(s: State) -> list[str]:
    return (s.loyalty_deck + s.human_pile + s.loyalty_discard + s.loyalty_out
            + [c for p in s.players for c in p["loyalty"] + p["shown"]])


def check(s: State) -> None:
    """Every invariant; raises AssertionError with what broke."""
    exodus = bool(s.opt("exodus"))
    cf = bool(s.opt("cylon_fleet"))
    assert skill_cards(s) == expected_skill_cards(s), "skill cards"
    assert crisis_cards(s) == Counter(crisis_deck(exodus, cf)), "crisis cards"
    assert super_cards(s) == Counter(super_deck(exodus, cf)), "super crisis cards"
    assert quorum_cards(s) == Counter(quorum_deck(exodus)), "quorum cards"
    assert destination_cards(s) == Counter(destination_deck(exodus)), "destinations"
    loyal = loyalty_cards(s)
    assert len(loyal) == len(set(loyal)), "a loyalty card twice"
    civilians = s.civilian_pile + s.civilians_lost + [b for a in s.areas.values()
                                                      for _, b in a["civilians"]]
    assert Counter(civilians) == Counter(B.CIVILIAN_BACKS), "civilian ships"
    for kind, total in (("mk2", B.VIPERS_CYLON_FLEET if cf else B.VIPERS),
                        ("mk7", B.VIPERS_MK7 if cf else 0)):
        v = s.vipers[kind]
        assert min(v.values()) >= 0
        space = sum(a[kind] for a in s.areas.values())
        piloted = sum(1 for p in s.players if p["viper"] and p["viper"]["kind"] == kind)
        assert sum(v.values()) + space + piloted == total, f"vipers {kind}"
    for kind in ("raiders", "heavies", "basestars"):
        assert supply(s, kind) >= 0, kind
    assert all(a["raiders"] >= 0 and a["heavies"] >= 0 for a in s.areas.values())
    tokens = s.damage_pool + s.damaged + s.damage_out
    for f in s.stack:
        if f["op"] in ("cylon_damage", "bridge_damage"):
            tokens += f.get("drawn", [])
    assert Counter(tokens) == Counter(B.GALACTICA_DAMAGE), "Galactica damage tokens"
    ionian = s.opt("objective") == "ionian_nebula"
    pool = s.basestar_pool + [t for b in s.basestars.values() for t in b["damage"]]
    if not (cf and s.opt("cf_keep_damage")):
        assert Counter(pool) == Counter(B.BASESTAR_DAMAGE_IONIAN if ionian
                                        else B.BASESTAR_DAMAGE), "basestar tokens"
    assert sum(s.nukes.values()) == (B.NUKES_EXODUS if exodus else B.NUKES_START)
    assert min(s.nukes.values()) >= 0 and s.raptors["ready"] + s.raptors["lost"] == 4
    assert all(0 <= s.res[r] <= B.DIAL_MAX for r in B.RESOURCES)
    assert 0 <= s.jump <= B.JUMP_AUTO and s.distance >= 0 and 0 <= s.pursuit <= 3
    assert (len(s.boarding) <= 4 and all(0 <= x <= 3 for x in s.boarding)) or s.phase == "over"
    if ionian:
        trauma = (len(s.trauma_pool) + sum(len(p["trauma"]) for p in s.players)
                  + sum(1 for t in s.trauma_at.values() if t)
                  + sum(1 for a in s.allies if a["token"])
                  + len(s.crossroads.get("tokens", {})) + len(s.crossroads.get("boxed", [])))
        assert trauma == sum(B.SUPPLY_TRAUMA.values()) or (
            s.phase == "pick" and trauma == 0), "trauma tokens"
    revealing = {f["seat"] for f in s.stack if f["op"] == "become_cylon"}
    for title, seat in s.titles.items():
        if seat is not None and seat not in revealing:  # BSG-14.2.4 comes after the power
            assert not s.players[seat]["revealed"], f"a revealed Cylon holds {title}"
    assert_views(s)
    assert_events(s)
    data = GAME.encode(s)
    text = json.dumps(data, sort_keys=True)
    assert json.dumps(GAME.encode(GAME.decode(json.loads(text))), sort_keys=True) == text


def assert_views(s: State) -> None:
    """BSG-26: a seat's view carries only its own secrets (and what it has seen); the whole map
    is checked by `hidden_map.check_view`."""
    for seat in [None, *range(s.seats)]:
        check_view(s, seat)
        view = GAME.view(s, seat)
        others = [q for q in range(s.seats) if q != seat]
        seen = [raw for raw in s.events  # a fired standing order: its owner's alone
                if raw["event"] != "standing_order" or raw["seat"] == seat]
        for e, raw in zip(view["events"], seen, strict=True):
            if "secret" in e:
                assert seat in raw["secret"]["to"], (seat, raw)
        shown = dict(view)
        shown.pop("me")
        shown["events"] = [{k: v for k, v in e.items() if k != "secret"}
                           for e in view["events"]
                           # revealed by rule: BSG-22.3.1, and unrevealed goals at the end
                           # (their loss is applied in the open, BSG-22.2.3)
                           if e["event"] not in ("final_five", "goal_penalty")
                           and not str(e.get("why", "")).startswith("goal_")]
        text = json.dumps(shown, sort_keys=True)
        for q in others:
            for card in s.players[q]["loyalty"]:
                if card.startswith(("human_", "cylon_", "goal_", "ff_")):
                    assert f'"{card}"' not in text, (seat, q, card)
            for card in s.players[q]["supers"]:
                assert f'"{card}"' not in text or card in s.super_discard, (seat, q, card)
        assert all(e["event"] == "civilian_destroyed" for e in shown["events"]
                   if "back" in e), "a civilian ship's back shown"
        assert '"back"' not in json.dumps({k: v for k, v in shown.items() if k != "events"})


def assert_events(s: State) -> None:
    """Every event has the keys its TypedDict declares (view.py / events.py)."""
    for e in s.events:
        declared = set(get_type_hints(EVENTS[e["event"]]))
        assert set(e) <= declared, (e["event"], set(e) - declared)
