"""The flight board: a loop of 40 spaces, rockets that skip occupied spaces, lapping.

A rocket's position is the distance it has flown this round (the leader starts at 0, the others
behind it, GT-3.2.1); its space on the loop is that distance modulo 40. Two rockets never share
a space (GT-3.1.2), and who leads is decided on distance, never on the space number (GT-3.1.3).
"""

from __future__ import annotations

from games.galaxy_trucker.data.rewards import TRACK_LEN
from games.galaxy_trucker.flow import emit
from games.galaxy_trucker.state import State


def start_positions(round_no: int, seats: int) -> list[int]:
    """GT-3.2.1: order tile k starts (k - 1)·(r + 1) spaces behind the start space."""
    return [-(k * (round_no + 1)) for k in range(seats)]


def on_board(s: State) -> list[int]:
    """Seats whose rocket is on the board (in flight, including hyperspace)."""
    return [p for p in range(s.n) if s.pos[p] is not None]


def step(s: State, seat: int, days: int) -> int:
    """The distance `seat` ends at after moving `days` (negative: back), skipping every space
    that another rocket holds (occupied spaces are not counted, GT-3.1.2)."""
    taken = {s.pos[p] % TRACK_LEN for p in on_board(s) if p != seat}  # type: ignore[operator]
    where = s.pos[seat]
    assert where is not None
    unit = 1 if days > 0 else -1
    for _ in range(abs(days)):
        where += unit
        while where % TRACK_LEN in taken:
            where += unit
    return where


def move(s: State, seat: int, days: int) -> None:
    """Move one rocket, then apply lapping (GT-3.1.4)."""
    if days == 0 or s.pos[seat] is None:
        return
    before = s.pos[seat]
    s.pos[seat] = step(s, seat, days)
    emit(s, "moved", seat=seat, days=days, before=before, after=s.pos[seat])
    check_lapping(s)


def move_many(s: State, moves: dict[int, int]) -> None:
    """Several rockets on one card: those gaining days move front-most first, those losing days
    rear-most first (GT-3.1.5)."""
    gains = sorted((p for p, d in moves.items() if d > 0), key=lambda p: -(s.pos[p] or 0))
    losses = sorted((p for p, d in moves.items() if d < 0), key=lambda p: s.pos[p] or 0)
    for p in gains + losses:
        move(s, p, moves[p])


def leader(s: State) -> int | None:
    seats = on_board(s)
    return max(seats, key=lambda p: s.pos[p]) if seats else None  # type: ignore[arg-type,return-value]


def check_lapping(s: State) -> None:
    """GT-3.1.4: a rocket the leader has gained a full loop on must give up."""
    from games.galaxy_trucker.losses import give_up

    top = leader(s)
    if top is None:
        return
    for p in on_board(s):
        if s.flying[p] and s.pos[top] - s.pos[p] >= TRACK_LEN:  # type: ignore[operator]
            give_up(s, p, "lapped")


def close_gaps(s: State) -> None:
    """Traffic Jam (GT-5.7.7 #15): rockets close up behind the leader, keeping their order."""
    seats = sorted(on_board(s), key=lambda p: -(s.pos[p] or 0))
    for i, p in enumerate(seats[1:], 1):
        before = s.pos[p]
        s.pos[p] = s.pos[seats[i - 1]] - 1  # type: ignore[operator]
        if before != s.pos[p]:
            emit(s, "moved", seat=p, days=s.pos[p] - before, before=before,  # type: ignore[operator]
                 after=s.pos[p])
