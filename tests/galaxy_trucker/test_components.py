"""Components and conventions (GT-0, GT-1): tiles, sides, joins, crew, goods, credits."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from games.base import GameError
from games.galaxy_trucker import GAME
from games.galaxy_trucker.data import BASE_CARDS
from games.galaxy_trucker.data.rewards import GOOD_VALUE
from games.galaxy_trucker.data.tiles_base import BASE_TILES
from games.galaxy_trucker.geometry import LAYOUT, label
from games.galaxy_trucker.launch import fill
from games.galaxy_trucker.losses import pay
from games.galaxy_trucker.structure import exposed, exposed_sides
from games.galaxy_trucker.tiles import (
    BASE_POOL,
    EXPANSION_POOL,
    SIDES,
    START_TILE,
    TILES,
    join,
)
from tests.galaxy_trucker.helpers import events, in_flight, new, play, ship, sq

DOCS = Path(__file__).resolve().parents[2] / "docs" / "galaxy-trucker.md"


def test_provisional_values_are_data_listed_in_the_docs() -> None:
    """Values the reference tags [unverified] or [ambiguous] live in data files that name them,
    and the docs list them (GT-0.1)."""
    data = Path(__file__).resolve().parents[2] / "games" / "galaxy_trucker" / "data"
    for name in ("rewards.py", "tiles_expansion.py", "cards_expansion.py", "layouts.py",
                 "insurance.py"):
        assert "[unverified]" in (data / name).read_text(encoding="utf-8")
    text = DOCS.read_text(encoding="utf-8")
    for value in ("LOSS_CAP", "ARRIVAL", "BEST_LOOKING", "five_player_rewards",
                  "five_player_ties", "cannon_boost", "hyperspace", "trustbusters",
                  "wide_open_space", "speed_trap", "infected_goods", "gave_up_rounding"):
        assert value in text, value


def test_start_square_is_column_7_row_7() -> None:
    """Conventions: coordinates are dice numbers; classes I to IIIa start at column 7, row 7,
    front north (GT-0, GT-0.2, GT-0.3)."""
    for cls in ("I", "II", "III", "IIIa"):
        assert label(LAYOUT[cls].start) == "7,7"  # type: ignore[arg-type]
    s = new(2)
    assert all(sh.front == 0 for sh in s.ships)


def test_tiles_use_only_the_connector_codes() -> None:
    """Sides are smooth, single, double, universal, barrel or exhaust (GT-0.4, GT-1.2.1)."""
    assert {c for spec in TILES.values() for c in spec.sides} <= set("-SDUBX")
    assert all(len(spec.sides) == 4 for spec in TILES.values())


def test_rounds_use_their_class_and_levels() -> None:
    """Three rounds with classes I, II, III and cards of levels up to the round (GT-0.5)."""
    s = new(2)
    assert s.round == 1 and s.ships[0].cls == "I"
    assert all(BASE_CARDS[c]["level"] == 1 for pile in s.piles for c in pile)


def test_two_to_five_players() -> None:
    """2-4 players, 5 with The Big Expansion, whose tiles then always come (GT-0.6)."""
    assert (GAME.info.min_seats, GAME.info.max_seats) == (2, 5)
    with pytest.raises(GameError):
        GAME.new(6, 1, {})
    s = GAME.new(5, 1, {"new_technology": False})
    assert len(s.seq) == len(BASE_POOL) + len(EXPANSION_POOL)


def test_base_inventory() -> None:
    """144 base tiles (140 in the pool + 4 starting cabins) and 60 cards, 20 per level
    (GT-1, GT-1.1)."""
    assert len(BASE_TILES) == 144 and len(BASE_POOL) == 140
    assert Counter(c["level"] for c in BASE_CARDS.values()) == {1: 20, 2: 20, 3: 20}
    assert sorted(START_TILE.values())[:4] == [31, 32, 33, 34]


def test_supplies_never_run_out() -> None:
    """Figures, batteries and goods are unlimited: five full ships are all loaded (GT-1.1.1)."""
    cabins = {f"{c},{r}": (35, 0) for c, r in ((6, 7), (8, 7), (6, 8), (7, 8), (8, 8))}
    ships = [ship("I", cabins) for _ in range(5)]
    s = in_flight(ships, ["open_space_1a"])
    assert all(sh.astronauts() == 12 for sh in s.ships)


def test_rotation_turns_sides_clockwise() -> None:
    """Tiles turn in quarter turns, never flip (GT-1.2.2): engine 64 (- U X -) at 90°."""
    assert SIDES[64][0] == ("-", "U", "X", "-")
    assert SIDES[64][1] == ("-", "-", "U", "X")
    assert SIDES[64][2] == ("X", "-", "-", "U")


@pytest.mark.parametrize(("a", "b", "result"), [
    ("-", "-", 0), ("-", "S", -1), ("S", "S", 1), ("S", "D", -1), ("S", "U", 1), ("D", "D", 1),
    ("D", "U", 1), ("U", "U", 1), ("B", "-", -1), ("X", "U", -1),
])
def test_join_table(a: str, b: str, result: int) -> None:
    """Smooth-smooth touch without joining; single-double and connector-smooth are illegal;
    universal joins anything (GT-1.2, GT-1.2.3)."""
    assert join(a, b) == join(b, a) == result


def test_exposed_connectors() -> None:
    """A connector with no tile beyond it is exposed; smooth and special sides never are
    (GT-1.2.4)."""
    sh = ship("I", {"7,6": (64, 0)})  # engine - U X -, exhaust facing the cabin? no: at 7,6
    assert exposed_sides(sh, sq("7,7")) == 3  # the cabin's west, east, south
    assert exposed_sides(sh, sq("7,6")) == 1  # the engine's universal side (east)
    assert exposed(sh) == 4


def test_tile_counts_and_capacities() -> None:
    """Per-type counts and capacities of the base tiles (GT-1.3, GT-1.3.1, GT-1.3.2, GT-1.3.3,
    GT-1.3.4, GT-1.3.5, GT-1.3.6, GT-1.3.7, GT-1.3.8, GT-1.3.9, GT-1.3.10, GT-1.3.11,
    GT-1.3.12, GT-1.3.13)."""
    base = [TILES[t] for t, *_ in BASE_TILES]
    kinds = Counter(t.kind for t in base)
    assert kinds == {"start": 4, "cabin": 16, "engine": 19, "dengine": 7, "cannon": 23,
                     "dcannon": 8, "shield": 8, "battery": 15, "cargo": 15, "special": 9,
                     "struct": 8, "life_purple": 6, "life_brown": 6}
    assert all(t.sides == "UUUU" and t.crew == 2 for t in base if t.kind == "start")
    assert Counter(t.batteries for t in base if t.kind == "battery") == {2: 9, 3: 6}
    assert Counter(t.slots for t in base if t.kind == "cargo") == {2: 9, 3: 6}
    assert Counter(t.red for t in base if t.kind == "special") == {1: 6, 2: 3}
    assert all("X" in t.sides for t in base if t.kind in ("engine", "dengine"))
    assert all("B" in t.sides for t in base if t.kind in ("cannon", "dcannon"))
    shield = TILES[116]  # GT-1.3.7: covers front and right at rotation 0
    from games.galaxy_trucker.stats import shield_covers
    sh = ship("I", {"7,6": (shield.id, 0)})
    assert [d for d in range(4) if shield_covers(sh, sq("7,6"), d)] == [0, 1]


def test_only_astronauts_fly() -> None:
    """A ship left with aliens and no astronaut gives up (GT-1.4.1)."""
    sh = ship("I", {"6,7": (35, 0), "5,7": (138, 180)})  # cabin + purple life support
    s = in_flight([sh, ship("I", {})], ["epidemic_2a"], loaded=False)
    s.ships[0].alien[sq("6,7")] = "p"
    from games.galaxy_trucker.losses import check_crewed
    s.ships[0].crew.clear()
    check_crewed(s, 0)
    assert not s.flying[0] and s.gave_up[0]


def test_one_alien_of_each_colour_counting_as_crew() -> None:
    """At most one purple and one brown alien; each counts as one crew member (GT-1.4,
    GT-1.4.3)."""
    sh = ship("I", {"6,7": (35, 0), "8,7": (35, 0), "5,7": (138, 180), "9,7": (138, 0)})
    s = in_flight([sh, ship("I", {})], ["open_space_1a"], loaded=False)
    s.phase = "flight"
    from games.galaxy_trucker.launch import alien_moves
    moves = alien_moves(s, 0)
    assert moves == ["alien purple 6,7", "alien purple 8,7"]
    s.ships[0].alien[sq("6,7")] = "p"
    assert alien_moves(s, 0) == []
    assert s.ships[0].crew_total() == 1


def test_goods_values_and_red_holds() -> None:
    """Red 4, yellow 3, green 2, blue 1; red goods only in special holds (GT-1.5, GT-1.5.1,
    GT-1.5.2)."""
    assert GOOD_VALUE == {"r": 4, "y": 3, "g": 2, "b": 1}
    sh = ship("I", {"6,7": (25, 180), "8,7": (56, 0)})  # cargo 3, special hold 1
    s = in_flight([sh, ship("I", {})], ["planets_1b"])
    s = play(s, 0, "land 1")
    s = play(s, 1, "pass")
    moves = GAME.legal_moves(s, 0)
    assert "load red 8,7" in moves and "load red 6,7" not in moves


def test_two_dice_and_no_debts_without_loans() -> None:
    """Rolls are the sum of 2d6; credits start at 0 and never go below 0 in the base game
    (GT-1.6, GT-1.6.1, GT-1.6.2)."""
    s = new(2)
    assert s.credits == [0, 0]
    pay(s, 0, 5)
    assert s.credits[0] == 0 and s.loans[0] == 0
    s2 = in_flight([ship("I", {}), ship("I", {})], ["meteor_swarm_1c"])
    rolls = events(s2, "roll")
    assert rolls and all(len(r["dice"]) == 2 and r["total"] == sum(r["dice"]) for r in rolls)


def test_alien_leaves_with_its_life_support() -> None:
    """An alien whose life support is destroyed is lost (GT-1.4.4)."""
    sh = ship("I", {"6,7": (35, 0), "5,7": (138, 180)})
    s = in_flight([sh, ship("I", {})], ["stardust_1a"], loaded=False)
    s.ships[0].alien[sq("6,7")] = "p"
    fill(s, 0)
    from games.galaxy_trucker.damage import check_aliens, destroy
    destroy(s, 0, sq("5,7"), "meteor")
    check_aliens(s, 0)
    assert "p" not in s.ships[0].alien.values()
