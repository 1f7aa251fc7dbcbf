"""The Raiders' Outpost raid (AF-5.7, AF-5.7a, Holographic Decoy AF-9.6)."""

from __future__ import annotations

from games.alien_frontiers.board import event, give_card, refresh
from games.alien_frontiers.data import COLOURS
from games.alien_frontiers.notation import resources_text
from games.alien_frontiers.state import State

DECOY = "holographic_decoy"


def _pools(s: State, p: int) -> list[tuple[int, int, int]]:
    """(seat, fuel, ore) that can be stolen from each opponent (none from Decoy holders)."""
    out = []
    for q in range(s.n):
        if q != p and DECOY not in s.cards[q]:
            out.append((q, s.fuel[q], s.ore[q]))
    return out


def _splits(pools: list[tuple[int, int, int]], k: int) -> list[list[tuple[int, int, int]]]:
    """All ways to take exactly k units from the pools, as [(seat, fuel, ore)] rows."""
    results: list[list[tuple[int, int, int]]] = []
    items: list[tuple[int, int, int]] = []

    def rec(i: int, left: int) -> None:
        if i == len(pools):
            if left == 0:
                results.append([r for r in items if r[1] or r[2]])
            return
        q, fuel, ore = pools[i]
        rest = sum(f + o for _, f, o in pools[i + 1:])
        for f in range(min(fuel, left) + 1):
            for o in range(min(ore, left - f) + 1):
                if left - f - o > rest:
                    continue
                items.append((q, f, o))
                rec(i + 1, left - f - o)
                items.pop()

    rec(0, k)
    return results



def raid_moves(s: State, p: int) -> list[str]:
    pools = _pools(s, p)
    k = min(4, sum(f + o for _, f, o in pools))
    out: list[str] = []
    if k > 0:
        for rows in _splits(pools, k):
            out.append("raid " + " ".join(f"{COLOURS[q]} {resources_text(f, o)}"
                                          for q, f, o in rows))
    for q in range(s.n):
        if q == p or not s.cards[q]:
            continue
        hand = s.cards[q]
        names = [DECOY] if DECOY in hand else sorted(set(hand))
        out.extend(f"raid card {COLOURS[q]} {c}" for c in names)
    return out


def start_raid(s: State, p: int) -> None:
    """After docking at the outpost: owe a raid, unless nothing at all can be stolen."""
    if raid_moves(s, p):
        s.phase = "raid"
    else:
        event(s, "raid", victims=[], nothing=True)


def do_raid(s: State, p: int, rows: tuple[tuple[int, int, int], ...]) -> None:
    for q, f, o in rows:
        s.fuel[q] -= f
        s.ore[q] -= o
        s.fuel[p] += f
        s.ore[p] += o
    event(s, "raid", victims=[{"seat": q, "fuel": f, "ore": o} for q, f, o in rows])
    s.phase = "play"


def do_raid_card(s: State, p: int, q: int, card: str) -> None:
    """Steal `card` from q; a name the raider already holds is discarded (AF-5.7a, AF-9.13)."""
    s.cards[q].remove(card)
    kept = card not in s.cards[p]
    if kept:
        give_card(s, p, card)
    else:
        s.discard.append(card)
    event(s, "raid", card=card, **{"from": q}, kept=kept)
    s.phase = "play"
    refresh(s)
