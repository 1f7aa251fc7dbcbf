"""Ship classes IA and IIA (GT-5.6)."""

from __future__ import annotations

import pytest

from games.base import IllegalMove
from games.galaxy_trucker import GAME
from games.galaxy_trucker.data.insurance import LOSS_CAP
from games.galaxy_trucker.geometry import LAYOUT, col_of, row_of
from games.galaxy_trucker.scoring import arrival_rewards, best_looking, extras
from games.galaxy_trucker.stats import engine_power, firepower
from tests.galaxy_trucker.helpers import (
    CANNON_N,
    ENGINE_E,
    events,
    in_flight,
    new,
    next_card,
    play,
    ship,
    sq,
)


def split_ship(left: dict, right: dict, goods: str = ""):
    """A IIA ship: starting cabin on 5,7 (left), a cabin on 9,7 (right), plus tiles."""
    sh = ship("IIA", {"5,7": (31, 0), "9,7": (35, 0), **left, **right}, start=False)
    if goods:
        sh.goods[sq("9,7")] = goods
    return sh


# -- IA -----------------------------------------------------------------------------------------

def test_ia_turns_to_any_edge() -> None:
    """New ship classes: an IA ship may fly towards any edge, changed during building; strict
    building keeps its engines facing the rear (GT-5.6, GT-5.6.1, GT-5.6.1.1)."""
    s = new(2, class_1="IA")
    assert "orient e" in GAME.legal_moves(s, 0)
    s = play(s, 0, "orient e")
    assert s.ships[0].front == 1
    s.ships[0].tiles[sq("7,6")], s.ships[0].rot[sq("7,6")] = 77, 1  # exhaust west: the rear
    with pytest.raises(IllegalMove, match=r"gt\.err\.cannot_orient"):
        GAME.apply(s, 0, "orient n")  # its exhaust would no longer face the rear
    assert not [m for m in GAME.legal_moves(s, 0) if m.startswith("orient")]


def test_ia_lost_areas_bonus_and_no_insurance() -> None:
    """The lost pile on top of the chosen orientation; +2 for a unique orientation among
    finishers; no insurance (GT-5.6.1.2, GT-5.6.1.3, GT-5.6.1.4)."""
    s = in_flight([ship("IA", {}), ship("IA", {})], [])
    assert GAME.view(s, None)["ships"][0]["lost_area"] == "upper_left"
    s.ships[1].front = 2
    assert GAME.view(s, None)["ships"][1]["lost_area"] == "lower_right"
    assert extras(s, 0, [0, 1]) == {"orientation": 2}
    s.ships[1].front = 0
    assert extras(s, 0, [0, 1]) == {}
    assert LOSS_CAP["IA"] is None


def test_ia_layout_and_dice() -> None:
    """18 squares around a central start square; every dice sum names a line of the ship
    (GT-5.6.1.5, GT-2.2)."""
    layout = LAYOUT["IA"]
    assert len(layout.squares) == 18 and layout.start in layout.squares
    cols = {col_of(q) for q in layout.squares}
    rows = {row_of(q) for q in layout.squares}
    assert all(layout.line(roll) in cols and layout.line(roll) in rows for roll in range(2, 13))


# -- IIA ---------------------------------------------------------------------------------------

def test_iia_building() -> None:
    """No start square: the starting cabin goes anywhere, the other half starts anywhere with
    its first tile; piles may be seen only once both halves have a tile (GT-5.6.2,
    GT-5.6.2.1)."""
    s = new(2, class_2="IIA")
    s.round = 2
    from games.galaxy_trucker.setup import start_round
    s.round = 1
    s.opts["class_2"] = "IIA"
    start_round(s)
    s.round = 2
    assert s.ships[0].tiles == {} and s.ships[0].hand_from == "start"
    assert "return" not in GAME.legal_moves(s, 0) and "place 10,8 0" in GAME.legal_moves(s, 0)
    s = play(s, 0, "place 10,8 0", "draw")
    with pytest.raises(IllegalMove, match=r"gt\.err\.peek_too_early"):
        GAME.apply(play(s, 0, "return"), 0, "peek 1")
    assert any(m.startswith("place 3,6") for m in GAME.legal_moves(s, 0))


def test_iia_is_one_ship_for_reserve_and_aliens() -> None:
    """Two reserve slots and one alien per colour for both halves together (GT-5.6.2.2)."""
    sh = split_ship({"4,7": (35, 0), "4,6": (138, 270)}, {"10,7": (138, 0)})
    s = in_flight([sh, ship("II", {})], [], loaded=False)
    from games.galaxy_trucker.launch import alien_moves
    assert alien_moves(s, 0) == ["alien purple 4,7", "alien purple 9,7"]
    s.ships[0].alien[sq("9,7")] = "p"
    assert not [m for m in alien_moves(s, 0) if "purple" in m]


def test_iia_flight_rules() -> None:
    """Batteries serve their half; engine power is the weaker half's; firepower adds up;
    shields guard their own half (GT-5.6.2.3)."""
    sh = split_ship({"4,6": ENGINE_E, "5,6": ENGINE_E, "4,5": CANNON_N},
                    {"9,6": ENGINE_E, "8,6": CANNON_N, "10,6": (86, 0), "10,8": (4, 0)})
    assert engine_power(sh, [0, 0]) == 1 and engine_power(sh, [0, 1]) == 2
    assert firepower(sh, []) == 4
    s = in_flight([sh, ship("II", {})], [])
    from games.galaxy_trucker.report import engine_choices
    assert engine_choices(s, 0) == ["power 0 0", "power 0 1"]


def test_iia_halves_drop_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """A half with no awake astronaut drops out, selling its goods at half price and returning
    its tiles; a half may be abandoned between cards; Open Space drops a powerless half
    (GT-5.6.2.4)."""
    sh = split_ship({"4,6": ENGINE_E}, {"9,6": ENGINE_E}, goods="")
    sh.tiles.pop(sq("9,7"))
    s = in_flight([sh, ship("II", {})], [])
    from games.galaxy_trucker.losses import check_crewed
    check_crewed(s, 0)
    assert s.ships[0].halves == [0] and s.flying[0]
    both = split_ship({"4,6": ENGINE_E}, {"8,8": (25, 0), "9,6": ENGINE_E})
    s = in_flight([both, ship("II", {})], [])
    s.ships[0].goods[sq("8,8")] = "yy"
    s.deck = ["planets_2a"]
    s = next_card(s)
    s = play(s, 0, "abandon right")
    assert s.ships[0].halves == [0, 1] and s.retire[0] == 3
    s = play(s, 0, "pass")
    s = play(s, 1, "pass")
    assert s.ships[0].halves == [0] and s.credits[0] == 3  # yy = 6, sold at half price
    assert sq("8,8") not in s.ships[0].tiles and 25 not in s.ships[0].lost
    s = in_flight([split_ship({"4,6": ENGINE_E}, {}), ship("II", {"8,7": ENGINE_E})],
                  ["open_space_2a"])
    assert s.ships[0].halves == [0] and [e["reason"] for e in events(s, "half_dropped")] == [
        "no_engines"]


def test_iia_hyperspace_arrival_and_insurance() -> None:
    """A booster sends only its half away; whole ships arrive ahead of single halves and alone
    compete for the best-looking ship; no insurance (GT-5.6.2.5, GT-5.6.2.6, GT-5.6.2.7,
    GT-5.6.2.8)."""
    whole = split_ship({}, {})
    half = split_ship({}, {})
    half.halves = [0]
    s = in_flight([half, whole], [], positions=[10, 5])
    assert arrival_rewards(s, [0, 1]) == {1: 4, 0: 3}
    assert best_looking(s, [0, 1]) == [1]
    assert LOSS_CAP["IIA"] is None
    s.hyper[1][1] = 2
    from games.galaxy_trucker.report import halves_here, participates
    assert halves_here(s, 1) == [0] and participates(s, 1)
