"""The end of a flight and of the game (GT-4, GT-5.3.6-7, GT-5.4.1, GT-5.5.3-5, GT-5.6)."""

from __future__ import annotations

from games.galaxy_trucker import GAME
from games.galaxy_trucker.data.insurance import LOSS_CAP
from games.galaxy_trucker.data.rewards import ARRIVAL, BEST_LOOKING
from games.galaxy_trucker.scoring import (
    arrival_rewards,
    best_looking,
    end_game,
    lost_payment,
    sale,
    score_round,
)
from tests.galaxy_trucker.helpers import CABIN_E, in_flight, new, ship, sq


def finished(n: int, **options: object):
    return in_flight([ship("I", {}) for _ in range(n)], [],
                     positions=[10 - 3 * k for k in range(n)], **options)


def test_end_of_flight_sequence() -> None:
    """Arrival, best-looking ship, sale, lost components, expansion extras, itemised per seat
    (GT-4, GT-4.1)."""
    s = finished(2)
    s.ships[1].lost = [88, 89]
    score_round(s)
    rows = s.results[-1]["rows"]
    assert rows[0] == {"seat": 0, "finished": True, "place": 1, "arrival": 4, "best_looking": 2,
                       "goods": 0, "total": 6}
    assert rows[1]["arrival"] == 3 and rows[1]["lost"] == -2 and s.credits == [6, 3]
    assert rows[1]["place"] == 2


def test_arrival_rewards() -> None:
    """4/3/2/1, 8/6/4/2, 12/9/6/3 by final order, only to ships still flying (GT-4.2)."""
    assert ARRIVAL == {1: (4, 3, 2, 1), 2: (8, 6, 4, 2), 3: (12, 9, 6, 3)}
    s = finished(4)
    s.flying[2] = False
    assert arrival_rewards(s, [0, 1, 3]) == {0: 4, 1: 3, 3: 2}


def test_five_player_arrival_vector() -> None:
    """TV-11: round II, five finishers → 8, 8, 6, 4, 2 (GT-5.3.6)."""
    s = finished(5)
    s.round = 2
    assert sorted(arrival_rewards(s, [0, 1, 2, 3, 4]).values(), reverse=True) == [8, 8, 6, 4, 2]


def test_best_looking_ship() -> None:
    """Fewest exposed connectors among those still flying, ties all rewarded, 2/4/6; five
    players also reward the second fewest unless the fewest is shared (GT-4.3, GT-4.3.1,
    GT-4.3.2, GT-5.3.7)."""
    assert BEST_LOOKING == {1: 2, 2: 4, 3: 6}
    s = finished(3)
    s.ships[2] = ship("I", {"8,7": CABIN_E})
    assert best_looking(s, [0, 1, 2]) == [0, 1]
    five = finished(5)
    five.ships[0] = ship("I", {"8,7": (16, 0)})  # a hold with one connector: 3 exposed
    five.ships[3] = ship("I", {"8,7": CABIN_E})  # 6 exposed
    five.ships[4] = ship("I", {"8,7": CABIN_E})
    assert best_looking(five, [0, 1, 2, 3, 4]) == [0, 1, 2]  # fewest, and the 4s tied second
    five.ships[1] = ship("I", {"8,7": (16, 0)})
    assert best_looking(five, [0, 1, 2, 3, 4]) == [0, 1]  # fewest shared: nobody second


def test_selling_goods_and_the_give_up_vector() -> None:
    """TV-10 and TV-17: goods R R Y Y Y G are worth 19; after giving up 10 rounded up, 9
    rounded down; a merchant adds 1 per red or yellow good, never halved: 15 (GT-4.4,
    GT-4.4.1, GT-4.4.2, GT-5.5.5)."""
    for rounding, expected in (("up", 10), ("down", 9)):
        s = finished(2, gave_up_rounding=rounding)
        s.ships[0].goods = {sq("7,7"): "rryyyg"}
        assert sale(s, 0) == 19
        s.gave_up[0] = True
        assert sale(s, 0) == expected
    s = finished(2)
    s.ships[0].goods = {sq("7,7"): "rryyyg"}
    s.gave_up[0], s.role[0] = True, "merchant"
    assert sale(s, 0) == 15


def test_lost_components_and_insurance() -> None:
    """1 credit per lost tile, capped by the insurance of classes I, II, III (5/8/11), not of
    IIIa, IA, IIA; players who gave up pay too (GT-4.5, GT-4.5.1, GT-4.5.2, GT-4.5.3)."""
    assert LOSS_CAP == {"I": 5, "II": 8, "III": 11, "IIIa": None, "IA": None, "IIA": None}
    s = finished(2)
    s.ships[0].lost = list(range(88, 96))
    assert lost_payment(s, 0) == 5
    s.ships[0].cls = "IIIa"
    assert lost_payment(s, 0) == 8
    s.gave_up[1], s.flying[1] = True, False
    s.ships[1].lost = [88]
    score_round(s)
    assert s.results[-1]["rows"][1]["lost"] == -1


def test_game_end_and_ties() -> None:
    """After round 3 the most credits wins; ties share; an unpaid loan loses (GT-4.6, GT-4.6.1,
    GT-4.6.2, GT-5.7.5)."""
    s = new(3, evil_machinations=True)
    s.credits = [7, 7, 30]
    s.loans = [0, 0, 2]
    end_game(s)
    assert s.phase == "over" and s.loans[2] == 0 and s.credits[2] == 6
    assert GAME.ranking(s) == [[0, 1], [2]]
    s.credits, s.loans = [7, 7, 30], [0, 0, 3]
    assert GAME.ranking(s) == [[0, 1], [2]]
