"""Rough Roads (GT-5.8): the 25 special rules, each where it bites."""

from __future__ import annotations

from typing import Any

import pytest

from games.galaxy_trucker import GAME
from games.galaxy_trucker.data import ROUGH_ROADS
from games.galaxy_trucker.flow import push, run
from games.galaxy_trucker.stats import engine_power
from tests.galaxy_trucker.helpers import (
    BATTERY_S,
    CABIN_E,
    CANNON_N,
    ENGINE_E,
    SHIELD_S,
    events,
    fire,
    fixed_dice,
    in_flight,
    new,
    next_card,
    play,
    ship,
    sq,
)


def rough(cards: list[str], ships: list, deck: list[str], positions: list[int] | None = None,
          **options: Any):
    s = in_flight(ships, [], positions=positions, rough_roads="all", **options)
    s.rough = list(cards)
    s.deck = list(deck)
    return next_card(s) if deck else s


def bare():
    return ship("I", {})


def test_rough_roads_per_round() -> None:
    """Rough Roads are for rounds II and III unless chosen for all; each round turns up as many
    as its number; the handicap variant leaves Remorseless Fate out; some carry a building
    symbol (GT-5.8, GT-5.8.1, GT-5.8.2, GT-5.8.3, GT-5.8.4, GT-5.8.5)."""
    assert len(ROUGH_ROADS) == 25
    assert new(2, rough_roads="late").rough == [] and len(new(2, rough_roads="all").rough) == 1
    from games.galaxy_trucker.setup import start_round
    s = new(2, rough_roads="gentle")
    start_round(s)
    start_round(s)
    assert s.round == 3 and len(s.rough) == 3 and "remorseless_fate" not in s.rough
    assert {c for c, d in ROUGH_ROADS.items() if d.get("building")} >= {"dead_zone",
                                                                       "made_to_order"}


def test_meteoric_inversion(monkeypatch: pytest.MonkeyPatch) -> None:
    """Small meteors count as large and large as small (GT-5.8.5 #1)."""
    fixed_dice(monkeypatch, (3, 4))
    smooth = ship("I", {"7,6": (77, 0)})  # smooth side north
    s = fire(rough(["meteoric_inversion"], [smooth, bare()], []), "mf", [0])
    assert [e["square"] for e in events(s, "destroyed")] == ["7,6"]
    fixed_dice(monkeypatch, (3, 4))
    s = fire(rough(["meteoric_inversion"], [ship("I", {"7,6": (77, 0)}), bare()], []), "Mf",
             [0])
    assert events(s, "bounced") and not events(s, "destroyed")


def test_bum_batteries(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every use of a powered part costs one battery more (GT-5.8.5 #2)."""
    fixed_dice(monkeypatch, (3, 4))
    sh = ship("I", {"7,8": SHIELD_S, "6,7": (4, 0)})
    s = fire(rough(["bum_batteries"], [sh, bare()], []), "cb", [0])
    s = play(s, 0, "shield")
    assert s.ships[0].batteries() == 0


BOOSTED_DOUBLE = {"7,6": (126, 0), "8,6": (169, 180), "8,7": CABIN_E, "7,8": (10, 90)}


def test_bum_batteries_boosted_double_cannon_costs_three() -> None:
    """GT-5.8.5 #2, GT-5.4.6: a double cannon fired with its booster is one use: 2 batteries,
    3 under Bum Batteries (not 2 + 2), so a ship with 3 batteries may boost it."""
    s = rough(["bum_batteries"], [ship("I", BOOSTED_DOUBLE), bare()], ["smugglers_1a"])
    assert s.ships[0].batteries() == 3
    assert "fire 7,6 boost 7,6" in GAME.legal_moves(s, 0)
    s = play(s, 0, "fire 7,6 boost 7,6")
    assert events(s, "firepower")[0]["value"] == 10  # 2 + 3 forward, in half units
    assert s.ships[0].batteries() == 0
    plain = rough([], [ship("I", BOOSTED_DOUBLE), bare()], ["smugglers_1a"])
    plain = play(plain, 0, "fire 7,6 boost 7,6")
    assert plain.ships[0].batteries() == 1


def test_remorseless_fate() -> None:
    """Stardust makes exposed tiles fall off (no days); Epidemic destroys the cabins; Combat Zone
    hits everybody but the best (GT-5.8.5 #3)."""
    s = rough(["remorseless_fate"], [ship("I", {"8,7": CABIN_E}), bare()], ["stardust_1a"])
    assert not events(s, "moved") and not s.flying[0]
    s = rough(["remorseless_fate"], [ship("I", {"8,7": CABIN_E}), bare()], ["epidemic_2a"])
    assert sorted(e["square"] for e in events(s, "destroyed")) == ["7,7", "8,7"]
    three = [ship("I", {"8,7": CABIN_E}), bare(), bare()]
    s = rough(["remorseless_fate"], three, ["combat_zone_1a"], positions=[4, 2, 0])
    assert sorted(e["seat"] for e in events(s, "moved"))[:2] == [1, 2]


def test_stiff_competition(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whoever uses an abandoned ship is shot once by every player behind (GT-5.8.5 #4)."""
    fixed_dice(monkeypatch, (1, 1), (1, 1))
    crew = ship("I", {"8,7": CABIN_E})
    s = rough(["stiff_competition"], [crew, bare(), bare()], ["abandoned_ship_1a"],
              positions=[6, 4, 2])
    s = play(s, 0, "explore", "lose 8,7", "lose 8,7")
    assert [e["seat"] for e in events(s, "missed")] == [0, 0]


def test_big_baddies() -> None:
    """Enemies are 2 stronger (GT-5.8.5 #5)."""
    s = rough(["big_baddies"], [ship("I", {"7,6": CANNON_N}), bare()], ["smugglers_1a"])
    assert [e["strength"] for e in events(s, "enemy_won")] == [12, 12]


def test_engine_envy(monkeypatch: pytest.MonkeyPatch) -> None:
    """A new leader is shot once from the rear by the new second, cannons or not (GT-5.8.5 #6,
    GT-5.10.2)."""
    fixed_dice(monkeypatch, (1, 1))
    fast = ship("I", {"6,7": (78, 0), "8,7": ENGINE_E, "9,7": ENGINE_E})
    s = rough(["engine_envy"], [fast, ship("I", {"8,7": ENGINE_E})], [], positions=[0, 1])
    s.ctx["leader"] = 1
    s.deck = ["open_space_1a"]
    s = next_card(s)
    assert s.pos == [4, 2]
    assert [(e["shooter"], e["target"]) for e in events(s, "envy")] == [(1, 0)]
    assert [e["seat"] for e in events(s, "missed")] == [0]


def test_workers_compensation() -> None:
    """Crew lost (not to an abandoned ship) costs 3 each at the end, uninsured
    (GT-5.8.5 #7)."""
    s = rough(["workers_compensation"], [bare(), ship("I", {"8,7": CABIN_E})],
              ["slavers_1a"])
    s = play(s, 1, "lose 7,7", "lose 7,7")
    assert s.workers == [2, 3]
    push(s, ["end_flight"])
    run(s)
    assert s.results[0]["rows"][1]["workers"] == -9


def test_piercing_projectiles(monkeypatch: pytest.MonkeyPatch) -> None:
    """A projectile that destroys a tile also destroys the next one on its line
    (GT-5.8.5 #8)."""
    fixed_dice(monkeypatch, (3, 4))
    s = fire(rough(["piercing_projectiles"], [ship("I", {"7,6": CANNON_N}), bare()], []),
             "Cf", [0])
    assert [e["square"] for e in events(s, "destroyed")] == ["7,6", "7,7"]


def test_union_ship() -> None:
    """Before the last card everybody pays a credit or a good per crew member, or gives up
    (GT-5.8.5 #9)."""
    s = rough(["union_ship"], [bare(), bare()], [], positions=[2, 0])
    s.credits = [5, 0]
    s.deck = ["stardust_1a"]
    s.queue = [["next_card"]]
    run(s)
    assert s.pending["kind"] == "union" and GAME.legal_moves(s, 0) == ["union 0", "refuse",
                                                                       "give up"]
    s = play(s, 0, "union 0")
    assert s.credits[0] == 3 and GAME.legal_moves(s, 1) == ["refuse", "give up"]
    s = play(s, 1, "refuse")
    assert [(e["seat"], e["reason"]) for e in s.events if e["event"] == "gave_up"] == [
        (1, "union")]


def test_bad_luck(monkeypatch: pytest.MonkeyPatch) -> None:
    """A roll that hits nothing is rolled again (GT-5.8.5 #10)."""
    fixed_dice(monkeypatch, (1, 1), (6, 6), (3, 4))
    s = fire(rough(["bad_luck"], [bare(), bare()], []), "cf", [0, 1])
    assert len(events(s, "roll")) == 3 and len(events(s, "destroyed")) == 2


def test_explosions(monkeypatch: pytest.MonkeyPatch) -> None:
    """A destroyed tile with goods (or batteries) blows up the eight around it, armour
    excepted (GT-5.8.5 #11, #12)."""
    fixed_dice(monkeypatch, (4, 4))
    sh = ship("I", {"8,7": (25, 180), "8,8": BATTERY_S, "9,8": (181, 0)})
    s = rough(["explosive_goods"], [sh, bare()], [])
    s.ships[0].goods[sq("8,7")] = "b"
    s = fire(s, "cf", [0])
    assert sorted(e["square"] for e in events(s, "destroyed")) == ["7,7", "8,7", "8,8"]
    assert events(s, "armour_held")


def test_nasty_surprise() -> None:
    """After building another card replaces it, never one with the building symbol
    (GT-5.8.5 #13)."""
    from games.galaxy_trucker.setup import start_round
    for seed in range(40):  # a seed whose third round turns up Nasty Surprise
        s = new(3, seed=seed, rough_roads="all")
        start_round(s)
        start_round(s)
        if "nasty_surprise" in s.rough:
            break
    replacement = s.ctx["nasty"]
    assert not ROUGH_ROADS[replacement].get("building") and replacement not in s.rough
    push(s, ["nasty_surprise"])
    run(s)
    assert "nasty_surprise" not in s.rough and replacement in s.rough


def test_infected_goods() -> None:
    """Only aliens load: each good beyond the aliens aboard costs an astronaut (GT-5.8.5
    #14)."""
    hold = ship("I", {"8,7": CABIN_E, "6,7": (25, 180)})
    s = rough(["infected_goods"], [hold, bare()], ["planets_1a"])
    s = play(s, 0, "land 1")
    s = play(s, 1, "pass")
    s = play(s, 0, "lose 8,7", "lose 8,7")
    assert s.ships[0].crew_total() == 2 and s.pending["kind"] == "load"


def test_defective_connectors() -> None:
    """Each single or double joined to a universal costs 1 engine power, unless the player
    detaches a tile instead (GT-5.8.5 #15)."""
    engines = {"8,7": (72, 0), "6,7": (86, 0), "7,8": BATTERY_S}  # 72 joins with a single
    s = rough(["defective_connectors"], [ship("I", engines), bare()], ["open_space_1a"])
    assert GAME.legal_moves(s, 0)[:4] == ["power 0", "power 1", "detach 7,7", "detach 8,7"]
    s = play(s, 0, "power 1")
    assert events(s, "engine_power")[0]["value"] == 1 + 2 - 1 and s.pos[0] == 2


def test_space_junk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tiles that fell off during a card come back at its end as large meteors from the front
    (GT-5.8.5 #16)."""
    fixed_dice(monkeypatch, (1, 1), (1, 1), (1, 1), (1, 1), (1, 1))
    s = rough(["space_junk"], [ship("I", {"8,7": CABIN_E}), bare()], ["stardust_1a"])
    s.ctx["junk"] = 2
    push(s, ["card_end"])
    run(s)
    assert [e["shot"] for e in events(s, "roll")] == ["Mf", "Mf"]


def test_somersault() -> None:
    """Engines may face forward while building (they push nothing), and ships turn round
    after each card (GT-5.8.5 #17)."""
    s = new(2, rough_roads="all")
    s.rough = ["somersault"]
    s.ships[0].hand, s.ships[0].hand_from = 77, "pool"
    assert "place 6,7 180" in GAME.legal_moves(s, 0)  # exhaust north
    forward = ship("I", {"8,7": (77, 180)})
    assert engine_power(forward, [0]) == 0
    s = rough(["somersault"], [bare(), bare()], ["stardust_1a"])
    assert s.ships[0].front == 2


def test_paranoia(monkeypatch: pytest.MonkeyPatch) -> None:
    """Landing first costs a light shot from the front, one roll for all landers
    (GT-5.8.5 #18)."""
    fixed_dice(monkeypatch, (1, 1))
    s = rough(["paranoia"], [bare(), bare()], ["planets_1a"])
    s = play(s, 0, "land 1")
    s = play(s, 1, "land 2")
    assert len(events(s, "roll")) == 1 and {e["seat"] for e in events(s, "missed")} == {0, 1}


def test_panic() -> None:
    """Crew in cabins with an exposed connector leave (at launch) (GT-5.8.5 #19)."""
    from games.galaxy_trucker.launch import _panic
    s = rough(["panic"], [ship("I", {"8,7": CABIN_E}), bare()], [])
    _panic(s, 0)
    assert s.ships[0].crew_total() == 0 and s.gave_up[0]


def test_tough_trip() -> None:
    """With the fourth pile come as many level-III cards (GT-5.8.5 #20)."""
    from games.galaxy_trucker.data import BASE_CARDS
    from games.galaxy_trucker.launch import build_deck
    s = new(2, rough_roads="all")
    s.rough = ["tough_trip"]
    build_deck(s)
    assert len(s.deck) == 10 and sum(BASE_CARDS[c]["level"] == 3 for c in s.deck) == 2


def test_metal_fatigue_and_cosmic_psychosis(monkeypatch: pytest.MonkeyPatch) -> None:
    """After an Open Space a rolled tile falls off; after any card a rolled cabin with
    astronauts falls off (GT-5.8.5 #21, #22)."""
    fixed_dice(monkeypatch, (3, 4), (3, 4))
    engine = {"8,7": ENGINE_E}
    s = rough(["metal_fatigue"], [ship("I", engine), ship("I", engine)], ["open_space_1a"])
    assert [e["square"] for e in events(s, "fell_off")][:1] == ["7,7"]
    fixed_dice(monkeypatch, (3, 4), (3, 4))
    s = rough(["cosmic_psychosis"], [bare(), bare()], ["stardust_1a"])
    assert s.flying == [False, False]


def test_dead_zone() -> None:
    """A rolled column does nothing this round, armour excepted (GT-5.8.5 #23)."""
    s = rough(["dead_zone"], [ship("I", {"8,7": ENGINE_E}), bare()], [], loaded=False)
    s.dead_col = 8
    assert engine_power(s.ships[0], [0], s.dead_col) == 0
    from games.galaxy_trucker.launch import fill
    s.ships[1] = ship("I", {"8,7": CABIN_E})
    fill(s, 1)
    assert sq("8,7") not in s.ships[1].crew


def test_deja_vu() -> None:
    """Once the deck is done its cards come back in reverse order, used opportunities excepted
    (GT-5.8.5 #24)."""
    s = rough(["deja_vu"], [bare(), bare()], [], positions=[10, 0])
    s.resolved = [["stardust_1a", False], ["planets_1a", True], ["open_space_1a", False]]
    s.deck = []
    s.queue = [["next_card"]]
    run(s)
    shown = [e["cards"] for e in s.events if e["event"] == "deja_vu"]
    assert shown == [["open_space_1a", "stardust_1a"]]


def test_made_to_order() -> None:
    """Each player gets 12 tiles of their own to build with, and pays 1 for each one not built
    in (GT-5.8.5 #25)."""
    from games.galaxy_trucker.scoring import _unbuilt
    from games.galaxy_trucker.setup import deal_made_to_order
    s = new(2, rough_roads="all")
    s.rough = ["made_to_order"]
    deal_made_to_order(s)
    assert len(s.mto[0]) == 12 and s.mto[0] == s.mto[1] and s.ptr == [12, 12]
    assert all(f"take {t}" in GAME.legal_moves(s, 0) for t in s.mto[0])
    assert _unbuilt(s, 0) == 12
    from games.galaxy_trucker.structure import legal_placements
    tile = next(t for t in s.mto[0] if legal_placements(s.ships[0], t, True))
    s = play(s, 0, f"take {tile}")
    s = play(s, 0, next(m for m in GAME.legal_moves(s, 0) if m.startswith("place")))
    assert _unbuilt(s, 0) == 11 and _unbuilt(s, 1) == 12
    other = next(t for t in s.mto[0] if t != tile)
    s = play(s, 0, f"take {other}", "return")
    assert other in GAME.view(s, 0)["building"]["made_to_order"]  # it stays the player's
