"""Evil Machinations (GT-5.7): intrigue cards, loans and debt."""

from __future__ import annotations

import pytest

from games.galaxy_trucker import GAME
from games.galaxy_trucker.data import INTRIGUE
from games.match import Match
from tests.galaxy_trucker.helpers import (
    BATTERY_S,
    CABIN_E,
    CANNON_N,
    DOUBLE_ENGINE_W,
    ENGINE_E,
    events,
    fixed_dice,
    in_flight,
    play,
    ship,
    sq,
)


def scheme(card: str, *ships, positions=None, **options):
    return in_flight(list(ships), [card], positions=positions, evil_machinations=True,
                     **options)


def bare():
    return ship("I", {})


def test_intrigue_hands_and_the_secret_choice() -> None:
    """Four cards each, dealt secretly; each round everybody secretly adds one to the round's
    pile, before building; only the owner sees a hand (GT-5.7, GT-5.7.1, GT-5.7.2,
    GT-6.6.5)."""
    match = Match.start(GAME, 3, 4, {"evil_machinations": True})
    s = match.state
    assert s.phase == "scheme" and all(len(h) == 4 for h in s.hand_cards)
    assert len({c for h in s.hand_cards for c in h}) == 12
    assert GAME.view(s, 0)["players"][0]["intrigue_cards"] == s.hand_cards[0]
    assert GAME.view(s, 1)["players"][0]["intrigue_cards"] is None
    card = s.hand_cards[1][0]
    match.play(1, f"intrigue {card}")
    assert GAME.public_move(1, f"intrigue {card}") == "intrigue ?"
    assert match.state.phase == "scheme" and GAME.awaiting(match.state) == (0, 2)
    for seat in (0, 2):
        match.play(seat, f"intrigue {match.state.hand_cards[seat][0]}")
    assert match.state.phase == "build" and len(match.state.intrigue_pile) == 3


def test_contributor_is_not_spared() -> None:
    """An intrigue card hits the player who chose it like anyone (GT-5.7.4)."""
    s = scheme("customs_inspection", bare(), bare())
    s.ships[0].goods[sq("7,7")] = "g"
    s.credits = [5, 5]
    s.intrigue_pile = [["customs_inspection", 0]]
    s.deck = ["customs_inspection"]
    from tests.galaxy_trucker.helpers import next_card
    s = next_card(s)
    assert s.credits == [4, 5]


def test_loans_and_debt() -> None:
    """A loan brings 10 credits and costs 12 to repay; a player who must pay takes loans
    (GT-5.7.5, GT-5.7.6)."""
    s = scheme("customs_inspection", bare(), bare())
    from games.galaxy_trucker.losses import pay
    pay(s, 0, 3)
    assert s.credits[0] == 7 and s.loans[0] == 1
    s = scheme("speed_trap", ship("I", {"8,7": ENGINE_E, "6,7": DOUBLE_ENGINE_W,
                                        "7,8": BATTERY_S}), bare())
    assert "loan" in GAME.legal_moves(s, 0)
    s = play(s, 0, "loan")
    assert s.credits[0] == 10 and "repay" not in GAME.legal_moves(s, 0)
    s = play(s, 0, "loan", "repay")
    assert (s.credits[0], s.loans[0]) == (8, 1)


@pytest.mark.parametrize(("reading", "fine"), [("each", 4), ("largest", 2)])
def test_trustbusters(reading: str, fine: int) -> None:
    """2 credits per category with more than 3 tiles (or for the largest only) (GT-5.7.7)."""
    cannons = {"7,6": CANNON_N, "6,6": CANNON_N, "8,6": CANNON_N, "7,5": CANNON_N}
    engines = {"5,8": ENGINE_E, "6,8": ENGINE_E, "8,8": ENGINE_E, "9,8": ENGINE_E}
    s = scheme("trustbusters", ship("I", {**cannons, **engines}), bare(),
               trustbusters=reading)
    s.credits[0] = 10
    assert s.credits[0] == 10 and events(s, "paid")[0]["owed"] == fine


def test_wide_open_space() -> None:
    """Open Space twice, or once at double power (GT-5.7.7)."""
    engine = {"8,7": ENGINE_E}
    s = scheme("wide_open_space", ship("I", engine), ship("I", engine), positions=[10, 0])
    assert s.pos == [12, 2]
    s = scheme("wide_open_space", ship("I", engine), ship("I", engine), positions=[10, 0],
               wide_open_space="double")
    assert s.pos == [12, 2] and len(events(s, "moved")) == 2


def test_road_narrows() -> None:
    """Two large meteors from the front at the leftmost and rightmost columns, no dice
    (GT-5.7.7)."""
    s = scheme("road_narrows", ship("I", {"6,7": (35, 0), "8,7": CABIN_E}), bare())
    hit = sorted(e["square"] for e in events(s, "destroyed") if e["seat"] == 0)
    assert hit == ["6,7", "8,7"] and not events(s, "roll")


def test_money_cards() -> None:
    """Big Ship Bonus, Quality Control, Checkpoint, Immigration Officials, Customs Inspection
    (GT-5.7.7)."""
    big = ship("I", {"8,7": CABIN_E})
    s = scheme("big_ship_bonus", big, bare())
    assert s.credits == [2, 0]
    s = scheme("quality_control", big, bare())
    assert s.credits == [0, 2]
    s = scheme("checkpoint", bare(), bare())
    assert s.credits == [4, 3]
    from tests.galaxy_trucker.helpers import next_card
    s = in_flight([ship("I", {"8,7": CABIN_E, "9,7": (138, 0)}), bare()], [],
                  evil_machinations=True)
    s.ships[0].crew.pop(sq("8,7"))
    s.ships[0].alien[sq("8,7")] = "p"
    s.ships[1].goods[sq("7,7")] = "yb"  # (a hold is not needed to be charged)
    s.credits = [5, 5]
    s.deck = ["immigration_officials", "customs_inspection"]
    s = next_card(s)
    assert s.credits == [3, 5]  # 2 per alien
    s = next_card(s)
    assert s.credits == [3, 3]  # 1 per good


def test_track_cards() -> None:
    """Quarantine: a day per astronaut; Traffic Jam: no gaps; Speed Trap: 2 per point above
    the slowest (GT-5.7.7)."""
    s = scheme("quarantine", ship("I", {"8,7": CABIN_E}), bare(), positions=[10, 0])
    assert s.pos == [6, -2]
    s = scheme("traffic_jam", bare(), bare(), bare(), positions=[10, 3, -5])
    assert s.pos == [10, 9, 8]
    s = scheme("speed_trap", ship("I", {"8,7": ENGINE_E}), bare(), positions=[10, 0])
    assert events(s, "paid")[0]["owed"] == 2


def test_ambush(monkeypatch: pytest.MonkeyPatch) -> None:
    """Forward cannons count ½ and the others 1: the weakest so counted is attacked
    (GT-5.7.7)."""
    fixed_dice(monkeypatch, (1, 1), (1, 1), (1, 1))
    front = ship("I", {"7,6": CANNON_N})  # 1 normally, ½ here
    side = ship("I", {"8,7": (99, 90)})  # ½ normally, 1 here
    s = scheme("ambush", front, side)
    assert {e["seat"] for e in events(s, "missed")} == {0}


def test_stranded_ship() -> None:
    """Players bid engines in turn; the highest gives them up for 12 credits (GT-5.7.7,
    GT-3.5.4)."""
    engines = {"8,7": ENGINE_E, "9,8": ENGINE_E}
    s = scheme("stranded_ship", ship("I", engines), ship("I", engines))
    assert GAME.legal_moves(s, 0)[:3] == ["bid 1", "bid 2", "pass"]
    s = play(s, 0, "bid 1")
    s = play(s, 1, "bid 2")  # seat 0 has no third engine: it is out
    assert s.credits == [0, 12] and not [q for q in s.ships[1].tiles if q != sq("7,7")]


def test_eco_patrol_and_system_test() -> None:
    """Eco-Patrol fines idle batteries and sends the biggest fine back 3 days; System Test
    charges a battery per two powered parts and discards what it cannot test (GT-5.7.7)."""
    s = scheme("eco_patrol", ship("I", {"7,8": BATTERY_S}), bare(), positions=[10, 0])
    assert events(s, "paid")[0]["owed"] == 2 and s.pos[0] == 7
    powered = {"6,7": DOUBLE_ENGINE_W, "8,7": (86, 0), "7,6": (128, 0), "5,8": (116, 0),
               "9,8": (116, 0), "7,8": BATTERY_S}
    s = scheme("system_test", ship("I", powered), bare())
    assert s.pending["kind"] == "discard" and s.ships[0].batteries() == 0
    s = play(s, 0, "discard 7,6")
    assert set(s.ships[0].tiles) == {sq("7,7"), sq("6,7"), sq("8,7"), sq("7,8")}  # loose
    # shields (not joined to the ship) fell off when it was checked after the discard


def test_choosing_crossings(monkeypatch: pytest.MonkeyPatch) -> None:
    """Asteroid Fields and Crossfire: cross and take the attacks, or wait and lose the days
    (GT-5.7.7)."""
    fixed_dice(monkeypatch, (1, 1), (1, 1), (1, 1))
    s = scheme("asteroid_field_7", bare(), bare(), positions=[10, 0])
    s = play(s, 0, "cross")
    s = play(s, 1, "wait")
    assert s.pos == [10, -7] and {e["seat"] for e in events(s, "missed")} == {0}
    for card in ("asteroid_field_8", "crossfire"):
        s = scheme(card, bare(), bare(), positions=[20, 0])
        s = play(s, 0, "wait", )
        s = play(s, 1, "wait")
        assert s.pos[0] == 20 - INTRIGUE[card]["days"]


def test_cosmic_rays_and_psychocannibals() -> None:
    """Cosmic Rays strip exposed tiles; Psychocannibals leave as much crew as engine power
    (GT-5.7.7)."""
    s = scheme("cosmic_rays", ship("I", {"8,7": CABIN_E}), bare())
    assert s.flying == [False, False]
    s = scheme("psychocannibals", ship("I", {"8,7": ENGINE_E}), bare())
    assert s.ships[0].crew_total() == 1 and s.gave_up[1]


def test_getting_even(monkeypatch: pytest.MonkeyPatch) -> None:
    """From the last player each names an amount and a column for the one ahead, who pays or
    takes heavy fire from the rear there (GT-5.7.7)."""
    s = scheme("getting_even", bare(), bare(), positions=[10, 0])
    assert s.pending["seat"] == 1 and "demand 3 7" in GAME.legal_moves(s, 1)
    s = play(s, 1, "demand 3 7")
    s = play(s, 0, "refuse")
    assert [e["square"] for e in events(s, "destroyed")] == ["7,7"]


def test_junker_for_sale_and_the_mob() -> None:
    """Junker for Sale goes to the highest credit bid; the Mob takes 7 credits or the starting
    cabin (GT-5.7.7)."""
    hold = ship("I", {"8,7": (16, 0), "6,7": (61, 180)})
    s = scheme("junker_for_sale", hold, bare())
    s.credits = [5, 0]
    from games.galaxy_trucker.flow import run
    s.pending = None
    s.queue = [["card:junker_for_sale"]]
    run(s)
    s = play(s, 0, "bid 2")
    assert s.credits[0] == 3 and s.pending["kind"] == "load"
    s = scheme("the_mob", bare(), bare())
    s = play(s, 0, "refuse")
    s = play(s, 1, "pay")
    assert s.gave_up[0] and s.credits[1] == 3 and s.loans[1] == 1


def test_surrounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """With exactly two ships left, the leader takes the first column of attacks and the other
    the second (GT-5.7.7)."""
    fixed_dice(monkeypatch, (1, 1), (1, 1), (1, 1), (1, 1))
    s = scheme("surrounded", bare(), bare())
    seats = [e["seat"] for e in events(s, "missed")]
    assert seats == [0, 0, 1, 1]
