"""The Big Expansion's New Technology (GT-5.1, GT-5.2, GT-5.4): the new tiles and the pool."""

from __future__ import annotations

from collections import Counter

import pytest

from games.galaxy_trucker import GAME
from games.galaxy_trucker.data import BONUS, INTRIGUE, ROUGH_ROADS
from games.galaxy_trucker.data.tiles_expansion import EXPANSION_TILES
from games.galaxy_trucker.notation import ROLES
from games.galaxy_trucker.scoring import extras
from games.galaxy_trucker.stats import firepower
from games.galaxy_trucker.tiles import EXPANSION_POOL
from tests.galaxy_trucker.helpers import (
    BATTERY_S,
    CABIN_E,
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

LUXURY_E = (146, 0)  # luxury cabin S - S U at 8,7
HIBERNATION_W = (150, 0)  # hibernation D U S - at 6,7


def test_modules_and_inventory() -> None:
    """Six modules, each a creation option; 42 New Technology tiles, 24 intrigue cards, 25
    Rough Roads, 6 bonus cards, 5 roles (GT-5, GT-5.1, GT-5.1.1, GT-5.2.3)."""
    keys = {o.key for o in GAME.info.options}
    assert {"new_technology", "evil_machinations", "rough_roads", "bonus_cards", "class_1",
            "class_2"} <= keys
    assert len(EXPANSION_TILES) == 42 and len(EXPANSION_POOL) == 41
    assert (len(INTRIGUE), len(ROUGH_ROADS), len(BONUS), len(ROLES)) == (24, 25, 6, 5)
    kinds = Counter(k for _, k, *_ in EXPANSION_TILES)
    assert (kinds["luxury"], kinds["hibernation"], kinds["bicannon"], kinds["engcannon"],
            kinds["battcargo"]) == (4, 2, 2, 2, 2)


@pytest.mark.parametrize(("seats", "pool"), [(5, 181), (4, 156), (3, 131), (2, 106)])
def test_pool_size_by_player_count(seats: int, pool: int) -> None:
    """186 tiles in all; with fewer than five players 25, 50 or 75 go back to the box unseen
    (GT-5.2, GT-5.2.1, GT-5.2.2)."""
    s = new(seats)
    assert len(s.seq) == pool and len(s.box) == 181 - pool


def test_luxury_cabin() -> None:
    """One astronaut, never an alien, never refilled; 1/2/3 credits per astronaut at the end;
    TV-13: two occupied in round III pay 6 (GT-5.4, GT-5.4.1)."""
    sh = ship("I", {"8,7": LUXURY_E, "6,7": (146, 180)})
    s = in_flight([sh, ship("I", {})], [])
    assert s.ships[0].crew[sq("8,7")] == 1
    s.round = 3
    assert extras(s, 0, [0, 1]) == {"luxury": 6}
    from games.galaxy_trucker.losses import wake_targets
    s.ships[0].crew.pop(sq("8,7"))
    s.ships[0].sleep[sq("7,7")] = 0
    assert sq("8,7") not in wake_targets(s, 0)


def test_hibernation(monkeypatch: pytest.MonkeyPatch) -> None:
    """Four sleepers who are not crew and no Epidemic cabin; after a loss they may wake into
    empty cabins (not luxury ones) while an astronaut is awake; with none awake the ship gives
    up (GT-5.4.2)."""
    sh = ship("I", {"6,7": HIBERNATION_W, "8,7": CABIN_E})
    s = in_flight([sh, ship("I", {})], ["slavers_1a"])
    assert s.ships[0].sleep == {sq("6,7"): 4} and s.ships[0].crew_total() == 4
    s = play(s, 0, "lose 8,7", "lose 8,7")  # the third one leaves the only crewed cabin
    assert GAME.legal_moves(s, 0)[:3] == ["wake 7,7", "wake 8,7", "done"]
    s = play(s, 0, "wake 8,7", "wake 8,7", "done")
    assert s.ships[0].crew == {sq("7,7"): 1, sq("8,7"): 2} and s.ships[0].sleep[sq("6,7")] == 2
    lone = ship("I", {"6,7": HIBERNATION_W})
    s = in_flight([lone, ship("I", {})], ["slavers_1a"])
    assert s.gave_up[0] and s.ships[0].sleep == {sq("6,7"): 4}
    s = in_flight([ship("I", {"6,7": HIBERNATION_W}), ship("I", {})], ["epidemic_2a"])
    assert s.ships[0].crew == {sq("7,7"): 2}


def test_bidirectional_cannon() -> None:
    """Two barrels, one battery: 1½ with a barrel forward (GT-5.4.3)."""
    sh = ship("I", {"7,6": (153, 0)})  # barrels north and east
    assert firepower(sh, []) == 0 and firepower(sh, [sq("7,6")]) == 3


def test_hybrid_tiles() -> None:
    """The engine-cannon pushes and fires; mixed and battery-cargo holds hold both (GT-5.4.4)."""
    from games.galaxy_trucker.stats import engine_power
    sh = ship("I", {"8,7": (154, 0), "6,7": (156, 180)})  # engine-cannon; battery-cargo
    assert engine_power(sh, [0]) == 1 and firepower(sh, []) == 2
    s = in_flight([sh, ship("I", {})], ["abandoned_station_1a"], )
    assert s.ships[0].batt[sq("6,7")] == 2


def test_shield_booster(monkeypatch: pytest.MonkeyPatch) -> None:
    """A shield joined to a booster stops a large meteor or heavy fire for 2 batteries
    (GT-5.4.5, GT-3.6.7)."""
    boosted = {"8,7": (116, 0), "8,8": (165, 0), "7,8": BATTERY_S, "6,7": (4, 0)}
    fixed_dice(monkeypatch, (4, 4))
    s = fire(in_flight([ship("I", boosted), ship("I", {})], []), "Cf", [0])
    assert GAME.legal_moves(s, 0)[:2] == ["shield", "take hit"]
    s = play(s, 0, "shield", "battery 7,8", "battery 7,8")
    assert sq("8,7") in s.ships[0].tiles and s.ships[0].batteries() == 2


def test_cannon_booster() -> None:
    """1 battery boosts one joined cannon: +3 facing forward; the cannon is then lost, the
    booster stays (GT-5.4.6)."""
    sh = ship("I", {"7,6": (97, 0), "8,6": (169, 180), "8,7": CABIN_E, "7,8": BATTERY_S})
    s = in_flight([sh, ship("I", {})], ["smugglers_1a"])  # strength 4: boosting ties
    assert "fire none boost 7,6" in GAME.legal_moves(s, 0)
    s = play(s, 0, "fire none boost 7,6")
    assert events(s, "firepower")[0]["value"] == 8
    assert sq("7,6") not in s.ships[0].tiles and sq("8,6") in s.ships[0].tiles


def test_engine_booster_hyperspace() -> None:
    """A battery and a joined engine send the ship to hyperspace when a card is turned: it
    skips that card and the next, then comes back; still away at the end, it gave up
    (GT-5.4.7)."""
    jumper = {"8,7": (72, 0), "9,7": (173, 0), "7,8": BATTERY_S}
    deck = ["stardust_1a", "stardust_1a", "stardust_1a"]
    s = in_flight([ship("I", jumper), ship("I", {})], deck, positions=[10, 0])
    assert s.pending["kind"] == "hyperspace" and "jump 8,7" in GAME.legal_moves(s, 0)
    s = play(s, 0, "jump 8,7")
    assert s.pos[0] == 10 and sq("8,7") not in s.ships[0].tiles
    s = next_card(s)
    assert s.pos[0] == 10
    s = next_card(s)
    assert s.pos[0] < 10
    s = in_flight([ship("I", jumper), ship("I", {})], ["stardust_1a"])
    s = play(s, 0, "jump 8,7")
    from games.galaxy_trucker.flow import push, run
    push(s, ["end_flight"])
    run(s)
    assert s.results[-1]["rows"][0]["finished"] is False


def test_reactor() -> None:
    """When gaining goods, one good may be fed to a reactor to refill a joined battery
    (GT-5.4.8)."""
    sh = ship("I", {"8,7": (4, 0), "9,7": (177, 90), "6,7": (25, 180), "6,8": CABIN_E,
                    "7,8": (35, 0)})
    s = in_flight([sh, ship("I", {})], ["abandoned_station_1a"])
    s.ships[0].batt[sq("8,7")] = 0
    s = play(s, 0, "explore")
    assert "recharge 8,7 green" in GAME.legal_moves(s, 0)
    s = play(s, 0, "recharge 8,7 green", "done")
    assert s.ships[0].batt[sq("8,7")] == 2


def test_armour_plate(monkeypatch: pytest.MonkeyPatch) -> None:
    """An armour plate's smooth side stops any attack, and it shrugs off sabotage (GT-5.4.9)."""
    fixed_dice(monkeypatch, (3, 4))
    s = fire(in_flight([ship("I", {"7,6": (182, 90)}), ship("I", {})], []), "Cf", [0])
    assert events(s, "armour_held") and sq("7,6") in s.ships[0].tiles
    from games.galaxy_trucker.damage import destroy
    assert destroy(s, 0, sq("7,6"), "sabotage") is False


def test_teal_life_support_and_alien_homes() -> None:
    """Teal life supports work like the others; no alien in a starting, luxury or hibernation
    cabin (GT-5.4.10)."""
    sh = ship("I", {"8,7": CABIN_E, "9,7": (159, 0), "6,7": (146, 180)})
    s = in_flight([sh, ship("I", {})], [], loaded=False)
    from games.galaxy_trucker.launch import alien_moves
    assert alien_moves(s, 0) == [f"alien teal 8,7 {role}" for role in ROLES]
