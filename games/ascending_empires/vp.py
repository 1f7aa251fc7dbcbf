"""VP tokens and the pool (AE-2.3, AE-7.1)."""

from __future__ import annotations

from games.ascending_empires.board import event
from games.ascending_empires.state import State


def gain(s: State, p: int, vp: int) -> None:
    """Seat `p` takes `vp` tokens: from the pool while it lasts, then from outside it (AE-7.1).

    Taking the last token of the pool makes the acting player's turn their last: every other
    player then takes one more turn."""
    if vp <= 0:
        return
    take = min(vp, s.pool)
    s.pool -= take
    s.vp[p] += vp
    if take and s.pool == 0 and s.ender < 0:
        s.ender = s.seat
        event(s, "pool_empty", last_round=True)
