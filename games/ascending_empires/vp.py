"""VP tokens: the pool, then the box (AE-2.3, AE-7.1, AE-8.1)."""

from __future__ import annotations

from games.ascending_empires.board import event
from games.ascending_empires.state import State


def gain(s: State, p: int, vp: int) -> None:
    """Seat `p` takes `vp` tokens: from the pool while it lasts, then from the box (AE-8.1).

    Taking the last token of the pool makes the acting player's turn their last: every other
    player then takes one more turn (AE-7.1). Ruling: should the 50 tokens ever run out, the VP
    still count (players of the physical game note them down)."""
    if vp <= 0:
        return
    take = min(vp, s.pool)
    s.pool -= take
    s.vp_box = max(0, s.vp_box - (vp - take))
    s.vp[p] += vp
    if take and s.pool == 0 and s.ender < 0:
        s.ender = s.seat
        event(s, {"kind": "pool_empty", "seat": s.seat, "last_round": True})
