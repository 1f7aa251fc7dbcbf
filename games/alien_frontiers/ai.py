"""AI players for Alien Frontiers: `choose_move(state, seat, level, seed)`.

Levels (see docs/alien-frontiers.md, "AI players"):

- `random`: a uniformly random legal move.
- `greedy`: one ply: every legal move is applied to a copy and the position scored with
  `ai_eval.evaluate` (which values the mover's unfinished turn too); `end` only when it is the
  only move.
- `strong`: turn-level search: the most promising moves (by the greedy score) are each completed
  to the end of the turn by greedy rollouts (one plain, some with random exploration), followed
  by a sampled greedy reply of the next player; the move whose plans score best is played.

Pure and deterministic: the answer depends only on the state, the seat, the level and `seed`.
Hidden information is never used: every look-ahead runs on a *determinized* copy whose draw pile
is shuffled and whose dice RNG is re-seeded from `seed` (never the game's own RNG state).
"""

from __future__ import annotations

import time

from games import rng
from games.alien_frontiers.ai_eval import evaluate
from games.alien_frontiers.engine import AlienFrontiers, execute
from games.alien_frontiers.notation import parse
from games.alien_frontiers.state import State

LEVELS = ("random", "greedy", "strong")

_GAME = AlienFrontiers()  # stateless; avoids importing the registry


# Search sizes of the strong level at UNIT_BUDGET_S (a nominal per-turn budget in seconds); a
# `budget_s` scales them linearly. They are sizes, not clock readings, so results stay
# deterministic. Measured on the 2-core CI machine (one core): at the default budget the median
# turn takes ~0.07 s and the slowest well under 2 s (figures in docs/alien-frontiers.md).
STRONG_CANDIDATES = 6  # moves whose plans are searched (best by the greedy score, plus `end`)
STRONG_EXPLORE = 1  # extra ε-greedy plans per candidate
STRONG_REPLY = True  # sample the next player's greedy turn after each plan
EXPLORE_EPS = 0.25
UNIT_BUDGET_S = 0.25
DEFAULT_BUDGET_S = 0.25
# Hard wall-clock guard per decision (only an overloaded machine reaches it; then the answer
# may depend on timing): stop searching further candidates.
GUARD_S = 1.0


def _key(s: State, seed: int, salt: int) -> int:
    return rng.mix(seed, s.turn, s.seat, len(s.events), salt, s.fuel[s.seat], s.ore[s.seat])


def determinize(s: State, key: int) -> State:
    """A copy with the draw pile shuffled and the RNG re-seeded from `key` (hides the future)."""
    c = s.clone()
    r = rng.seed_state(key)
    r, c.deck = rng.shuffled(r, c.deck)
    c.rng = r
    return c


def _apply(s: State, p: int, move: str) -> State:
    """Apply a move taken from `legal_moves` (skips re-validation)."""
    nxt = s.clone()
    execute(nxt, p, parse(move), move)
    return nxt


def _legal(s: State) -> list[str]:
    return _GAME.legal_moves(s, s.seat)


def _scored(s: State, p: int, moves: list[str]) -> list[tuple[float, int, str]]:
    """(score for p, index, move) of each move, best first; `index` keeps ties stable."""
    out = []
    for k, m in enumerate(moves):
        out.append((evaluate(_apply(s, p, m), p), -k, m))
    out.sort(reverse=True)
    return out


def greedy_move(s: State, p: int, allow_early_end: bool = False) -> str:
    """The one-ply greedy choice of seat `p` (who must be to act) on a determinized state."""
    moves = _legal(s)
    if len(moves) == 1:
        return moves[0]
    if not allow_early_end and "end" in moves:
        moves = [m for m in moves if m != "end"]
    return _scored(s, p, moves)[0][2]


def _explore_move(s: State, p: int, r: int) -> tuple[int, str]:
    """ε-greedy: with probability EXPLORE_EPS a random move among the better half."""
    r, x = rng.randint(r, 0, 999)
    if x >= EXPLORE_EPS * 1000:
        return r, greedy_move(s, p, allow_early_end=True)
    moves = _legal(s)
    if len(moves) == 1:
        return r, moves[0]
    ranked = _scored(s, p, moves)
    top = ranked[: max(2, (len(ranked) + 1) // 2)]
    r, k = rng.randint(r, 0, len(top) - 1)
    return r, top[k][2]


def finish_turn(s: State, explore: int = 0, crn: int = 0, limit: int = 60) -> State:
    """Play the mover's turn to its end with the greedy policy (ε-greedy if `explore` seeds).

    With `crn`, the RNG is re-seeded to it just before the move that ends the turn, so the next
    player's roll is the same whatever plan led there (common random numbers)."""
    p = s.seat
    turn = s.turn
    r = explore
    steps = 0
    while s.phase != "over" and s.turn == turn:
        if steps < limit:
            if explore:
                r, m = _explore_move(s, p, r)
            else:
                m = greedy_move(s, p, allow_early_end=True)
        else:  # safety net: finish quickly
            moves = _legal(s)
            m = "end" if "end" in moves else moves[0]
        if crn and (m == "end" or m.startswith("return")):
            s = s.clone()
            s.rng = crn
        s = _apply(s, p, m)
        steps += 1
    return s


def _random_move(s: State, seat: int, seed: int) -> str:
    moves = _GAME.legal_moves(s, seat)
    _, k = rng.randint(rng.seed_state(_key(s, seed, 1)), 0, len(moves) - 1)
    return moves[k]


def _greedy(s: State, seat: int, seed: int) -> str:
    return greedy_move(determinize(s, _key(s, seed, 2)), seat)


def _strong(s: State, seat: int, seed: int, budget_s: float | None) -> str:
    moves = _GAME.legal_moves(s, seat)
    if len(moves) == 1:
        return moves[0]
    start = time.perf_counter()
    scale = (budget_s if budget_s is not None else DEFAULT_BUDGET_S) / UNIT_BUDGET_S
    n_cand = max(2, round(STRONG_CANDIDATES * min(scale, 3.0)))
    n_explore = max(0, round(STRONG_EXPLORE * scale))
    n_reply = (2 if scale >= 2 else 1) if STRONG_REPLY and scale >= 0.5 else 0
    base = determinize(s, _key(s, seed, 3))
    crns = [rng.mix(seed, s.turn, s.seat, j, 99) | 1 for j in range(max(1, n_reply))]
    ranked = _scored(base, seat, moves)
    cands = [m for _, _, m in ranked[:n_cand]]
    if "end" in moves and "end" not in cands:
        cands.append("end")
    best_move, best_val = cands[0], float("-inf")
    for k, m in enumerate(cands):
        if k >= 2 and time.perf_counter() - start > GUARD_S:
            break
        val = _plan_value(base, seat, m, 0, crns, n_reply)
        for e in range(n_explore):
            r = rng.mix(seed, s.turn, k, e, 77) | 1
            val = max(val, _plan_value(base, seat, m, r, crns, n_reply))
        if val > best_val:
            best_val, best_move = val, m
    return best_move


def _ends_turn(move: str) -> bool:
    return move == "end" or move.startswith("return")


def _plan_value(
    base: State, seat: int, move: str, explore: int, crns: list[int], n_reply: int
) -> float:
    """End-of-turn value of playing `move` then finishing the turn greedily (ε-greedy with
    `explore`), averaged over `n_reply` sampled greedy replies of the next player."""
    total = 0.0
    runs = max(1, n_reply)
    for j in range(runs):
        before = base
        if _ends_turn(move):
            before = base.clone()
            before.rng = crns[j]
        end = _apply(before, seat, move)
        if end.phase != "over" and end.seat == seat:
            end = finish_turn(end, explore, crns[j])
        if n_reply and end.phase != "over":
            end = finish_turn(end)
        total += evaluate(end, seat, mid_turn=False)
    return total / runs


def choose_move(
    state: State, seat: int, level: str = "strong", seed: int = 0, budget_s: float | None = None
) -> str:
    """A legal move for `seat` (who must be to act) at `level`; deterministic for the same seed.

    `budget_s` is the strong level's nominal thinking time per turn in seconds (default 0.25): it
    scales the search sizes, not a clock, so the answer stays deterministic.
    """
    if level not in LEVELS:
        raise ValueError(f"Unknown AI level {level!r}; choose one of {', '.join(LEVELS)}.")
    moves = _GAME.legal_moves(state, seat)
    if not moves:
        raise ValueError("This seat has no legal move (not its turn, or the game is over).")
    if len(moves) == 1:
        return moves[0]
    try:
        if level == "random":
            return _random_move(state, seat, seed)
        if level == "greedy":
            return _greedy(state, seat, seed)
        return _strong(state, seat, seed, budget_s)
    except Exception:  # never let a heuristic bug stop a game: fall back to a legal move
        return _random_move(state, seat, seed)
