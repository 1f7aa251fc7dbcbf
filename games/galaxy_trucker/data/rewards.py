"""Numbers of the flight board, the scoring and the asynchronous building, as data.

Each value names the reference id it comes from; `[unverified]` ones are the reference's best
reading, kept here so that they can be corrected in one place (docs/galaxy-trucker.md lists them).
"""

from __future__ import annotations

TRACK_LEN = 40  # GT-3.1.1 verified

# GT-4.2: credits by final place; rows I, II corroborated, row III [unverified]
ARRIVAL: dict[int, tuple[int, ...]] = {1: (4, 3, 2, 1), 2: (8, 6, 4, 2), 3: (12, 9, 6, 3)}

# GT-4.3.1: best-looking ship; rounds I, II corroborated, round III [unverified]
BEST_LOOKING: dict[int, int] = {1: 2, 2: 4, 3: 6}

# GT-1.5.1 verified: sale value of a good
GOOD_VALUE: dict[str, int] = {"r": 4, "y": 3, "g": 2, "b": 1}

LUXURY_BONUS: dict[int, int] = {1: 1, 2: 2, 3: 3}  # GT-5.4.1, per luxury-cabin astronaut
MANAGER_BONUS: dict[int, int] = {1: 1, 2: 3, 3: 6}  # GT-5.5.4, by number of aliens aboard
ALIEN_BOOST = 2  # GT-1.4.2, firepower / engine power of a purple / brown alien
MANAGER_BOOST = 3  # GT-5.5.4, the same with a manager aboard
IA_ORIENTATION_BONUS = 2  # GT-5.6.1.3
MERCHANT_BONUS = 1  # GT-5.5.5, per red or yellow good, never halved

LOAN_AMOUNT = 10  # GT-5.7.5
LOAN_REPAY = 12  # GT-5.7.5
WORKERS_COMP = 3  # GT-5.8.5 #7, per crew member lost
MADE_TO_ORDER: dict[int, int] = {1: 12, 2: 18, 3: 24}  # GT-5.8.5 #25, tiles per player
MADE_TO_ORDER_FINE = 1  # per such tile not built in

# GT-5.2.2: tiles removed unseen from the 181-tile pool with fewer than 5 players
POOL_REMOVED: dict[int, int] = {5: 0, 4: 25, 3: 50, 2: 75}

# GT-6.7: virtual seconds per building action (the reference's suggestion) and the budget
# of a round, one sand-timer run (GT-2.8.1, 90 s [unverified]) per timer position (GT-2.8.2).
CLOCK_COST: dict[str, int] = {"draw": 5, "take": 2, "place": 0, "rotate": 0, "lift": 2,
                              "return": 2, "reserve": 2, "peek": 15, "orient": 0}
TIMER_RUN = 90


def budget(round_no: int) -> int:
    """The virtual seconds a round's building may last: (r + 1) timer runs (GT-2.8.2)."""
    return (round_no + 1) * TIMER_RUN
