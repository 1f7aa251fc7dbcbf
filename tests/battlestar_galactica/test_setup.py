"""Setting up a game (BSG-2) and the loyalty deck test vectors (T-01, T-02)."""

from __future__ import annotations

import pytest

from games.base import GameError
from games.battlestar_galactica import GAME
from games.battlestar_galactica.data.loyalty import is_cylon
from tests.battlestar_galactica.conftest import game, seat_of


def loyalty_total(s) -> int:
    return len(s.loyalty_deck) + sum(len(p["loyalty"]) for p in s.players)


def test_t01_five_players_exodus_table():
    """BSG-28 T-01 / BSG-2.5 / BSG-2.5.3 / BSG-2.5.5: 5 players without Boomer or Baltar: 2 Cylon +
    9 Not a Cylon; 5 dealt, 6 left, so one card is never dealt at the Sleeper phase."""
    s = game(5, ["roslin", "adama", "starbuck", "tyrol", "cally"])
    assert loyalty_total(s) == 11
    assert all(len(p["loyalty"]) == 1 for p in s.players)
    assert len(s.loyalty_deck) == 6
    every = s.loyalty_deck + [c for p in s.players for c in p["loyalty"]]
    assert sum(is_cylon(c) for c in every) == 2


def test_t01_with_boomer_and_baltar():
    """T-01 / BSG-2.5.1: Boomer and Baltar each add a Not-a-Cylon card; Baltar starts with 2."""
    s = game(5, ["baltar", "adama", "boomer", "tyrol", "cally"])
    assert loyalty_total(s) == 13
    assert len(s.players[seat_of(s, "baltar")]["loyalty"]) == 2
    assert len(s.loyalty_deck) == 7


def test_t02_four_players_base_table():
    """T-02 / BSG-2.5.4: 4 players, base table: 1 + 6 = 7, deal 4, then the Sympathizer joins
    the 3 left: 4 cards for the 4-card Sleeper deal."""
    s = game(4, ["roslin", "adama", "starbuck", "tyrol"], {"exodus": False})
    assert len(s.loyalty_deck) == 4 and "sympathizer" in s.loyalty_deck
    assert loyalty_total(s) == 8


def test_no_sympathizer_variant():
    """BSG-1.2.3 / BSG-2.5.4: the variant adds a Not-a-Cylon card instead, starts lower and
    forbids Boomer."""
    s = game(4, ["roslin", "adama", "starbuck", "tyrol"], {"no_sympathizer": True})
    assert "sympathizer" not in s.loyalty_deck
    assert s.res == {"fuel": 8, "food": 7, "morale": 9, "population": 10}
    s2 = GAME.new(4, 3, {"no_sympathizer": True})
    assert all("boomer" not in m for m in GAME.legal_moves(s2, GAME.to_act(s2)))


def test_unused_cylon_cards_leave_unseen():
    """BSG-2.5.2: Cylon cards not used in the deck are out of the game, never dealt."""
    s = game(3)
    assert sum(is_cylon(c) for c in s.loyalty_out) == 5


def test_checklist_and_opening_board():
    """BSG-2.10 / BSG-2.1 / BSG-2.2 / BSG-2.6 / BSG-2.7: 1 basestar, 3 raiders, 2 vipers,
    2 civilians; everybody but the first player holds 3 cards; a 10-card Destiny deck."""
    s = GAME.new(4, 5, {})
    while s.phase == "pick":
        seat = GAME.to_act(s)
        s = GAME.apply(s, seat, GAME.legal_moves(s, seat)[0])
    a = s.areas
    assert sum(1 for b in s.basestars.values() if b["at"] == "fore") == 1
    assert a["fore"]["raiders"] == 3 and len(a["aft"]["civilians"]) == 2
    assert a["port_quarter"]["mk2"] == a["port_bow"]["mk2"] == 1  # plus Apollo's, if chosen
    assert len(s.destiny) == 10
    for seat, p in enumerate(s.players):
        drawn_this_turn = sum(e.get("count", 0) for e in s.events
                              if e["event"] == "draw" and e["seat"] == seat)
        assert len(p["hand"]) - drawn_this_turn == (0 if seat == s.first else 3)
    assert s.res == {"fuel": 8, "food": 8, "morale": 10, "population": 12} and s.jump == 0


def test_character_balance():
    """BSG-2.3: no type of Political/Military/Pilot may get ahead; Support is free."""
    s = GAME.new(4, 2, {})
    s = GAME.apply(s, GAME.to_act(s), "pick roslin")
    options = GAME.legal_moves(s, GAME.to_act(s))
    assert "pick baltar" not in options and "pick adama" in options
    assert "pick tyrol" in options and "pick cally" in options


def test_titles_places_and_apollo():
    """BSG-2.4 / BSG-2.8: the highest-ranked characters take the titles; the President draws
    a Quorum card; the Admiral holds 2 nukes; characters stand at their places, Apollo in a
    viper, Helo off the board."""
    s = game(4, ["roslin", "helo", "apollo", "tyrol"])
    assert s.titles["president"] == seat_of(s, "roslin")
    assert s.titles["admiral"] == seat_of(s, "helo")
    assert len(s.quorum_hand) == 1 and s.nukes["admiral"] == 2
    assert s.players[seat_of(s, "helo")]["loc"] is None
    assert s.players[seat_of(s, "helo")]["stranded"]
    apollo = s.players[seat_of(s, "apollo")]
    assert apollo["loc"] == "viper" and apollo["viper"]["area"] in ("port_quarter", "port_bow")
    assert s.players[seat_of(s, "tyrol")]["loc"] == "hangar_deck"


def test_modules_need_exodus():
    """BSG-0.2 / BSG-2.9: the options need Exodus; Personal Goals and the Ionian Nebula need
    the Exodus loyalty table."""
    with pytest.raises(GameError, match="needs_exodus"):
        GAME.new(4, 1, {"exodus": False, "cylon_fleet": True})
    with pytest.raises(GameError, match="needs_exodus_loyalty"):
        GAME.new(4, 1, {"personal_goals": True, "pegasus_style_loyalty": True})
    with pytest.raises(GameError):
        GAME.info.resolve_options({"objective": "earth"}, 4)
