"""The card and board data against the component lists of the reference."""

from __future__ import annotations

from collections import Counter

from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data import characters as C
from games.battlestar_galactica.data import loyalty as L
from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.data.allies import ALLIES
from games.battlestar_galactica.data.cards import CRISES, SUPERS, crisis_deck, super_deck
from games.battlestar_galactica.data.crossroads import CROSSROADS
from games.battlestar_galactica.data.destinations import DESTINATIONS
from games.battlestar_galactica.data.destinations import deck as destination_deck
from games.battlestar_galactica.data.quorum import QUORUM
from games.battlestar_galactica.data.quorum import deck as quorum_deck


def test_skill_decks():
    """21 cards a colour (8/6/4/2/1), Exodus adds 3 strength-0 and 1 strength-6 per colour;
    discards are kept per colour (BSG-1.10, BSG-1.10.1, BSG-1.10.2)."""
    for colour in K.COLOURS:
        base = Counter(K.deck(colour, exodus=False))
        assert sum(base.values()) == 21
        assert [base[f"{colour}{n}"] for n in (1, 2, 3, 4, 5)] == [8, 6, 4, 2, 1]
        ex = Counter(K.deck(colour, exodus=True))
        assert sum(ex.values()) == 25 and ex[f"{colour}0"] == 3 and ex[f"{colour}6"] == 1
    assert K.name("po6") == "political_prowess" and K.name("ta6") == "scout_for_fuel"
    assert {K.name(f"{c}0") for c in K.COLOURS} == K.SCA_CARDS


def test_crisis_decks():
    """70 base crises with 10 Cylon Attacks; 40 Exodus ones of which 6 are "CAG chooses"; the
    Cylon Fleet removes the attacks (BSG-1.13, BSG-1.13.1, BSG-1.13.2, BSG-1.13.3, BSG-1.13.4,
    BSG-21.1)."""
    base = [c for c in CRISES.values() if c["set"] == "base"]
    assert len(base) == 70 and sum(bool(c.get("attack")) for c in base) == 10
    ex = [c for c in CRISES.values() if c["set"] == "exodus"]
    assert len(ex) == 40 and sum(bool(c.get("cf")) for c in ex) == 6
    assert len(crisis_deck(False, False)) == 70
    assert len(crisis_deck(True, False)) == 104
    assert len(crisis_deck(True, True)) == 100
    for c in CRISES.values():
        acts = c["activation"]
        assert c.get("attack") or len(acts) == 1, c["id"]
        assert all(a in ("raiders", "launch", "heavies", "basestars") for a in acts)


def test_exodus_crisis_resolutions():
    """The five discrepancies resolved as the reference says (BSG-1.13.6); Consequences on
    the six cards it lists (BSG-1.13.7); full texts are scripts, not copies (BSG-1.13.8)."""
    def check_of(card: str) -> dict:
        body = CRISES[card]["body"][0]
        if body[0] == "check":
            return body[1]
        return body[2][0][1]

    assert check_of("raptor_malfunction")["difficulty"] == 12
    assert CRISES["unfair_bias"]["jump"] is True
    assert CRISES["mysterious_message"]["activation"] == ("raiders",)
    assert check_of("divisive_behavior")["difficulty"] == 10
    assert check_of("divisive_behavior")["colours"] == ["po", "le", "ta"]
    raiders_inbound = CRISES["raiders_inbound"]["body"][0][3]
    assert raiders_inbound == (("discard", "cag", 3), ("discard", "admiral", 3))
    with_consequence = {c for c in CRISES if CRISES[c]["body"][0][0] == "check"
                        and CRISES[c]["body"][0][1]["consequence"]}
    assert with_consequence == {"divisive_behavior", "haunted_by_the_past", "in_the_ring",
                                "power_failure", "threat_of_super_nova"}
    assert SUPERS["fire_all_missiles"]["body"][0][1]["consequence"] == (("damage", 2),)


def test_super_crises():
    """5 base and 3 Exodus Super Crises; Massive Assault leaves and Fighting Blind comes with
    the Cylon Fleet (BSG-1.14)."""
    assert len(SUPERS) == 8
    assert len(super_deck(False, False)) == 5
    assert set(super_deck(True, False)) == set(SUPERS) - {"fighting_blind"}
    assert set(super_deck(True, True)) == set(SUPERS) - {"massive_assault"}


def test_quorum_and_destinations():
    """17 + 3 Quorum cards (BSG-1.15) and 22 + 7 Destinations with their distances
    (BSG-1.16)."""
    assert len(quorum_deck(False)) == 17 and len(quorum_deck(True)) == 20
    assert sum(q["copies"] for q in QUORUM.values()) == 20
    assert len(destination_deck(False)) == 22 and len(destination_deck(True)) == 29
    assert DESTINATIONS["lions_head_nebula"]["distance"] == 3
    assert DESTINATIONS["algae_planet"]["set"] == "exodus"


def test_loyalty_cards():
    """16 Not-a-Cylon, 6 Cylon cards, the Sympathizer, 8 goals and 5 Final Five (BSG-1.12)."""
    assert len(L.human_cards(True)) == 16 and len(L.human_cards(False)) == 11
    assert len(L.cylon_cards(True)) == 6 and len(L.cylon_cards(False)) == 4
    assert len(L.PERSONAL_GOALS) == 8 and len(L.FINAL_FIVE) == 5


def test_characters_and_succession():
    """14 characters with their skill sets and setup places; three lines of succession that
    rank every character (BSG-1.18, BSG-1.19)."""
    assert len(C.CHARACTERS) == 14
    assert C.CHARACTERS["gaeta"]["skills"] == ((("po", "le"), 2), (("ta",), 2), (("en",), 1))
    assert C.CHARACTERS["helo"]["start"] is None
    for line in C.SUCCESSION.values():
        assert sorted(line) == sorted(C.CHARACTERS)
    assert C.SUCCESSION["admiral"][:4] == ("adama", "tigh", "helo", "gaeta")
    assert C.SUCCESSION["cag"][0] == "apollo"


def test_every_piloting_character_has_a_piloting_token():
    """BSG-1.5 / BSG-10.3: a piloting token per character with Piloting, Anders' making 5 with
    Exodus ([unverified count], data/board.py PILOTING_TOKENS), so the tokens never limit who
    may launch."""
    for exodus in (False, True):
        pilots = [c for c in C.CHARACTERS if C.pilots(c) and C.in_play(c, exodus)]
        assert len(pilots) == B.PILOTING_TOKENS["exodus" if exodus else "base"]
    assert C.pilots("anders")


def test_board_tables():
    """Resources and red zones, the jump track, the civilian ships, damage tokens, space areas
    in clockwise order with two launch tubes, the Cylon Fleet table (BSG-1.2, BSG-1.3,
    BSG-1.5, BSG-1.6, BSG-1.8, BSG-1.9, BSG-1.7)."""
    assert B.START == {"fuel": 8, "food": 8, "morale": 10, "population": 12}
    assert B.DIAL_MAX == 15 and B.RED_ZONE["population"] == 6
    assert B.JUMP_POPULATION == {3: 3, 4: 1} and B.JUMP_AUTO == 5
    assert Counter(B.CIVILIAN_BACKS) == {"p1": 6, "empty": 2, "p2": 2, "p1f1": 1, "p1m1": 1}
    assert len(B.GALACTICA_DAMAGE) == 8 and len(B.BASESTAR_DAMAGE_IONIAN) == 6
    assert B.AREAS[0] == "fore" and B.AREAS[3] == "aft"
    assert set(B.LAUNCH_AREAS) == {"port_quarter", "port_bow"}
    assert B.CF_ROLL_AREA[1] == "aft" and B.CF_ROLL_AREA[8] == "fore"
    assert B.BOARDING_TRACK == 4 and B.CENTURIONS == 4


def test_ionian_components():
    """35 allies (each at a real location), 7 Crossroads cards with both outcomes, and the
    trauma pool 18/18/2 (BSG-1.21, Appendix BSG-A1, BSG-A2)."""
    assert len(ALLIES) == 35 and len(CROSSROADS) == 7
    assert all(a["location"] in B.LOCATIONS for a in ALLIES.values())
    assert all(set(c) == {"benevolent", "antagonistic"} for c in CROSSROADS.values())
    assert B.SUPPLY_TRAUMA == {"benevolent": 18, "antagonistic": 18, "disaster": 2}
