"""Pairing rules (TR-P1 … TR-P6): table sizes, Swiss, byes, round robin, seat order."""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import replace
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournament.pairing import (
    Bracket,
    RoundPlan,
    elimination_bracket,
    elimination_champion,
    elimination_round,
    round_robin_schedule,
    rounds_needed,
    rounds_reached,
    seat_order,
    swiss_round,
    table_sizes,
    table_winner,
)
from bot.tournament.standings import SWISS, TableResult, standings

# (size, min_seats, max_seats): pairs of a 2-player game, pairs / triples / pods of a 2–4 player
# game, tables of a 3-player game, pods of a 3–4 player game.
CONFIGS = [(2, 2, 2), (2, 2, 4), (3, 2, 4), (4, 2, 4), (3, 3, 3), (4, 3, 4)]
# Field sizes of the whole-range tests: every size from 3 to 64 in the long run (minutes); by
# default every size up to 24 (where NO_REPEATS_FROM lies) and a few large ones.
FIELD_SIZES = [pytest.param([*range(3, 25), 32, 47, 64], id="sample"),
               pytest.param(range(3, 65), id="all", marks=pytest.mark.slow)]
# From this many players on, a Swiss of the default length has no repeat meeting. Below it,
# some rounds cannot avoid one whatever came before (e.g. 11 players at 4+4+3 in round two).
NO_REPEATS_FROM = {(2, 2, 2): 3, (2, 2, 4): 12, (3, 2, 4): 16, (4, 2, 4): 24, (3, 3, 3): 16,
                   (4, 3, 4): 24}


def play(table: tuple[int, ...], rng: random.Random) -> TableResult:
    """A finished table with random places (a tie for second now and then) and VP."""
    order = list(table)
    rng.shuffle(order)
    places = [(p,) for p in order]
    if len(places) > 2 and rng.random() < 0.2:
        places[1:3] = [places[1] + places[2]]
    return TableResult(table, tuple(places), {p: rng.randint(0, 20) for p in table})


def pairs_of(plan: RoundPlan) -> list[tuple[int, int]]:
    return [tuple(sorted(pair)) for table in plan.tables for pair in combinations(table, 2)]


def splittable(n: int, low: int, high: int) -> bool:
    reach = {0}
    for m in range(1, n + 1):
        if any(m - s in reach for s in range(low, high + 1)):
            reach.add(m)
    return n in reach


def check_round(plan: RoundPlan, players: list[int], config: tuple[int, int, int],
                byes: Counter[int]) -> None:
    """Everyone seated once or resting, sizes allowed, byes only when needed (TR-P1, TR-P3)."""
    size, low, high = config
    seated = [p for table in plan.tables for p in table]
    assert sorted(seated + list(plan.byes)) == sorted(players)
    assert all(low <= len(table) <= high for table in plan.tables)
    assert len(plan.byes) == table_sizes(len(players), size, low, high)[1]
    assert bool(plan.byes) == (not splittable(len(players), low, high))
    if plan.byes:
        assert max(byes[p] for p in plan.byes) <= min(byes[p] for p in players
                                                       if p not in plan.byes)


def run_swiss(n: int, config: tuple[int, int, int], rounds: int, seed: int):
    """A whole Swiss with random results; every round checked. Returns the repeat count."""
    rng = random.Random(seed)
    players = list(range(100, 100 + n))
    results: list[TableResult] = []
    byes: Counter[int] = Counter()
    met: Counter[tuple[int, int]] = Counter()
    repeats = 0
    for number in range(rounds):
        order = [s.player for s in standings(players, results, byes, set(), SWISS)]
        plan = swiss_round(order, results, byes, *config, seed=seed * 1000 + number)
        check_round(plan, players, config, byes)
        for pair in pairs_of(plan):
            repeats += met[pair] > 0
            met[pair] += 1
        results.extend(play(table, rng) for table in plan.tables)
        byes.update(plan.byes)
    return repeats, results, byes


def random_repeats(n: int, config: tuple[int, int, int], rounds: int, seed: int) -> int:
    """Repeat meetings when every round is drawn at random, as a baseline."""
    rng = random.Random(seed)
    sizes, bye_count = table_sizes(n, *config)
    met: Counter[tuple[int, int]] = Counter()
    repeats = 0
    for _ in range(rounds):
        order = rng.sample(range(n), n)[bye_count:]
        start = 0
        for size in sizes:
            for pair in combinations(sorted(order[start:start + size]), 2):
                repeats += met[pair] > 0
                met[pair] += 1
            start += size
    return repeats


def test_table_sizes_examples():
    """TR-P1: the chosen size when it divides, size ±1 otherwise, a bye only when no split
    fits the game's limits (5 players of a 3–4 game: 4 + a bye; of a 2–4 game: 3 + 2)."""
    assert table_sizes(12, 4, 3, 4) == ([4, 4, 4], 0)
    assert table_sizes(10, 4, 2, 4) == ([4, 3, 3], 0)
    assert table_sizes(7, 3, 2, 4) == ([4, 3], 0)
    assert table_sizes(5, 4, 3, 4) == ([4], 1)
    assert table_sizes(5, 4, 2, 4) == ([3, 2], 0)
    assert table_sizes(9, 2, 2, 2) == ([2, 2, 2, 2], 1)
    assert table_sizes(9, 2, 2, 4) == ([3, 2, 2, 2], 0)
    with pytest.raises(ValueError):
        table_sizes(2, 3, 3, 4)
    with pytest.raises(ValueError):
        table_sizes(8, 5, 2, 4)


def test_byes_rather_than_a_larger_table_when_the_organiser_chose_them():
    """TR-P1 (issue 20.4): with "byes" (the default at tables of 2) no table is larger than
    the chosen size: an odd count at tables of 2 gives a bye, never a table of 3."""
    from cogs.tournaments.runner import Runner
    from tests.tournament.test_present import big_cup

    duel = replace(big_cup(), table_size=2, odd="byes")
    assert Runner.seats(duel) == (2, 2)
    assert Runner.seats(replace(duel, odd="tables")) == (2, 4)  # the race game's own limits
    plan = swiss_round(list(range(1, 6)), [], {}, 2, *Runner.seats(duel), seed=3)
    assert [len(t) for t in plan.tables] == [2, 2] and len(plan.byes) == 1
    pods = replace(duel, table_size=3)
    assert table_sizes(7, 3, *Runner.seats(pods)) == ([3, 2, 2], 0)  # smaller, never larger


@pytest.mark.parametrize("config", CONFIGS)
def test_table_sizes_every_count(config):
    """TR-P1: for 3–64 players, sizes within limits, everyone seated or resting, byes exactly
    when no split exists and then as few as possible."""
    size, low, high = config
    for n in range(max(3, low), 65):
        sizes, byes = table_sizes(n, size, low, high)
        assert sum(sizes) + byes == n
        assert all(low <= s <= high for s in sizes)
        assert sizes == sorted(sizes, reverse=True)
        assert byes == next(b for b in range(n) if splittable(n - b, low, high))
        if n % size == 0:
            assert sizes == [size] * (n // size)


@pytest.mark.parametrize("counts", FIELD_SIZES)
@pytest.mark.parametrize("config", CONFIGS)
def test_swiss_every_count(config, counts):
    """TR-P1, TR-P2, TR-P3: for 3–64 players over ceil(log2 n) + 1 rounds (pairs) or the
    default length (tables of 3+), every round seats everyone once or gives a bye, in allowed
    sizes, byes only when unavoidable and never a second before everyone had one; no repeat
    meeting once the field is large enough, and fewer repeats than random draws below that
    (each round avoids what it can; with no look-ahead a small field can still lose a few)."""
    size = config[0]
    below, against_random = 0, 0
    for n in (n for n in counts if n >= config[1]):
        rounds = math.ceil(math.log2(n)) + 1 if size == 2 else rounds_needed(SWISS, n, *config)
        repeats, _, _ = run_swiss(n, config, rounds, seed=n)
        baseline = sum(random_repeats(n, config, rounds, seed) for seed in range(4)) / 4
        if n >= NO_REPEATS_FROM[config]:
            assert repeats == 0, n
        else:
            below, against_random = below + repeats, against_random + baseline
    assert below < against_random or below == against_random == 0


@pytest.mark.parametrize("n", [8, 9, 16, 20, 32, 33, 64])
def test_swiss_pairs_classic_no_repeats(n):
    """TR-P2: pairs never meet twice in a classic Swiss (n >= 8, 3 rounds and the default
    ceil(log2 n) + 1), whatever the results."""
    for seed in range(3):
        assert run_swiss(n, (2, 2, 2), 3, seed)[0] == 0
        assert run_swiss(n, (2, 2, 2), math.ceil(math.log2(n)) + 1, seed)[0] == 0


def test_swiss_four_players_is_a_round_robin():
    """TR-P2: four players in pairs meet everyone exactly once over three rounds."""
    _, results, _ = run_swiss(4, (2, 2, 2), 3, seed=5)
    assert sorted(tuple(sorted(r.players)) for r in results) == list(combinations(range(100,
                                                                                         104), 2))


def test_swiss_groups_players_by_points():
    """TR-P2: after round one, winners sit with winners and losers with losers."""
    players = list(range(8))
    results = [TableResult((a, b), ((a,), (b,)), {a: 5, b: 2})
               for a, b in [(0, 1), (2, 3), (4, 5), (6, 7)]]
    order = [s.player for s in standings(players, results, {}, set(), SWISS)]
    plan = swiss_round(order, results, {}, 2, 2, 2, seed=1)
    assert {frozenset(t) for t in plan.tables} == {frozenset({0, 2}), frozenset({4, 6}),
                                                   frozenset({1, 3}), frozenset({5, 7})}


def test_byes_go_to_the_lowest_without_a_bye():
    """TR-P3: the lowest-ranked player who has not had a bye rests, never one who had one."""
    order = [1, 2, 3, 4, 5, 6, 7]
    plan = swiss_round(order, [play((1, 2), random.Random(1))], {7: 1, 6: 1}, 2, 2, 2, seed=3)
    assert plan.byes == (5,)
    plan = swiss_round(order, [play((1, 2), random.Random(1))], dict.fromkeys(order, 1),
                       2, 2, 2, seed=3)
    assert plan.byes == (7,)


def test_byes_rotate_through_everyone():
    """TR-P3: 9 players in pairs over 9 rounds: each player rests exactly once."""
    _, _, byes = run_swiss(9, (2, 2, 2), 9, seed=2)
    assert sorted(byes.values()) == [1] * 9


def test_swiss_round_one_is_random_and_deterministic():
    """TR-P2: round one depends only on the seed."""
    order = list(range(16))
    first = swiss_round(order, [], {}, 4, 3, 4, seed=11)
    assert first == swiss_round(order, [], {}, 4, 3, 4, seed=11)
    assert first != swiss_round(order, [], {}, 4, 3, 4, seed=12)
    assert first.tables != ((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11), (12, 13, 14, 15))


@settings(max_examples=40, deadline=None)
@given(n=st.integers(3, 40), config=st.sampled_from(CONFIGS), rounds=st.integers(0, 6),
       seed=st.integers(0, 10_000))
def test_swiss_round_is_always_a_valid_round(n, config, rounds, seed):
    """TR-P1, TR-P3: any history, any standings order: a valid round, same seed same round."""
    if n < config[1]:
        return
    _, results, byes = run_swiss(n, config, rounds, seed)
    order = random.Random(seed).sample(range(100, 100 + n), n)
    plan = swiss_round(order, results, byes, *config, seed=seed)
    check_round(plan, order, config, byes)
    assert plan == swiss_round(order, results, byes, *config, seed=seed)


@pytest.mark.parametrize("n", range(3, 65))
def test_round_robin_pairs_meet_exactly_once(n):
    """TR-P4: two-player round robin: every pair exactly once, n - 1 rounds (n with one bye
    each when odd), first seats differ by at most one (TR-P6)."""
    players = [10 * p for p in range(n)]
    schedule = round_robin_schedule(players, 2, 2, 2, seed=n)
    assert len(schedule) == (n if n % 2 else n - 1) == rounds_needed("round_robin", n, 2, 2, 2)
    met = Counter(pair for plan in schedule for pair in pairs_of(plan))
    assert set(met) == set(combinations(sorted(players), 2)) and set(met.values()) == {1}
    assert Counter(p for plan in schedule for p in plan.byes) == (
        Counter(players) if n % 2 else Counter())
    firsts = Counter(table[0] for plan in schedule for table in plan.tables)
    assert max(firsts[p] for p in players) - min(firsts[p] for p in players) <= 1


@pytest.mark.parametrize("counts", FIELD_SIZES)
@pytest.mark.parametrize("config", [(3, 2, 4), (4, 2, 4), (3, 3, 3), (4, 3, 4)])
def test_round_robin_pods_meet_at_least_once(config, counts):
    """TR-P4: tables of 3+: every pair meets, rounds are valid, byes rotate, and the schedule
    stays within 1.5 times the fewest rounds possible."""
    size, low, _ = config
    for n in (n for n in counts if n >= low):
        schedule = round_robin_schedule(list(range(n)), *config, seed=n)
        byes: Counter[int] = Counter()
        for plan in schedule:
            check_round(plan, list(range(n)), config, byes)
            byes.update(plan.byes)
        met = {pair for plan in schedule for pair in pairs_of(plan)}
        assert met == set(combinations(range(n), 2))
        per_round = sum(s * (s - 1) // 2 for s in table_sizes(n, *config)[0])
        fewest = max(math.ceil((n - 1) / (size - 1)), math.ceil(n * (n - 1) / 2 / per_round))
        assert len(schedule) <= 1.5 * fewest + 1
        assert len(schedule) == rounds_needed("round_robin", n, *config)


def test_round_robin_seed_only_relabels():
    """TR-P4: another seed gives the same shape with players in other places."""
    one = round_robin_schedule(list(range(12)), 4, 3, 4, seed=1)
    two = round_robin_schedule(list(range(12)), 4, 3, 4, seed=2)
    assert one == round_robin_schedule(list(range(12)), 4, 3, 4, seed=1)
    assert one != two and len(one) == len(two)
    assert [sorted(map(len, p.tables)) for p in one] == [sorted(map(len, p.tables)) for p in two]


def test_seat_order_first_seat_to_who_sat_first_least():
    """TR-P6: the player who sat first least sits first, then least seat advantage first;
    the seed breaks remaining ties."""
    history = [TableResult((1, 2, 3), ((1,), (2,), (3,)), {}),
               TableResult((2, 1, 4), ((1,), (2,), (4,)), {}),
               TableResult((4, 3, 1), ((1,), (3,), (4,)), {})]
    # sat first: 1, 2 and 4 once, 3 never; seat advantage: 1 and 2 1.5, 4 1, 3 0.5
    orders = {seat_order((1, 2, 3, 4), history, seed) for seed in range(20)}
    assert orders == {(3, 4, 1, 2), (3, 4, 2, 1)}


@pytest.mark.parametrize("n,config", [(16, (4, 3, 4)), (10, (2, 2, 2)), (13, (3, 2, 4)),
                                      (64, (4, 3, 4)), (7, (4, 3, 4))])
def test_seat_order_balances_over_a_long_swiss(n, config):
    """TR-P6: over 12 Swiss rounds without byes, first-seat counts differ by at most 2."""
    _, results, byes = run_swiss(n, config, 12, seed=4)
    assert not byes
    firsts = Counter(r.players[0] for r in results)
    assert max(firsts[p] for p in range(100, 100 + n)) - min(
        firsts[p] for p in range(100, 100 + n)) <= 2


def test_rounds_needed_defaults():
    """TR-P2: ceil(log2 n) rounds for pairs, ceil(log_size n) + 1 for tables of 3+."""
    assert rounds_needed(SWISS, 8, 2, 2, 2) == 3
    assert rounds_needed(SWISS, 9, 2, 2, 2) == 4
    assert rounds_needed(SWISS, 16, 4, 3, 4) == 3
    assert rounds_needed(SWISS, 17, 4, 3, 4) == 4
    assert rounds_needed(SWISS, 64, 3, 3, 3) == 5
    with pytest.raises(ValueError):
        rounds_needed("ladder", 8, 2, 2, 2)


def play_bracket(bracket: Bracket, rng: random.Random | None):
    """Every round of a bracket; random results, or the better seed always wins (rng None)."""
    results: list[TableResult] = []
    drawn = []
    while (current := elimination_round(bracket, results, seed=7)) is not None:
        drawn.append(current)
        for table in current.plan.tables:
            if rng is None:
                order = sorted(table, key=bracket.seeds.index)
                results.append(TableResult(table, tuple((p,) for p in order), {}))
            else:
                results.append(play(table, rng))
    return drawn, results


def check_bracket(bracket: Bracket, config: tuple[int, int, int]) -> None:
    """TR-P5 for any results: sizes allowed, byes only in round one and to the top seeds,
    seeds 1 and 2 apart until the final, a champion after the bracket's rounds."""
    seeds = list(bracket.seeds)
    for trial in [None, *range(4)]:
        drawn, results = play_bracket(bracket, None if trial is None else random.Random(trial))
        assert len(drawn) == bracket.rounds
        assert sorted(drawn[0].plan.byes, key=seeds.index) == seeds[:len(drawn[0].plan.byes)]
        assert all(not r.plan.byes for r in drawn[1:])
        assert all(config[1] <= len(t) <= config[2] for r in drawn for t in r.plan.tables)
        assert not any({seeds[0], seeds[1]} <= set(t) for r in drawn[:-1] for t in r.plan.tables)
        champion = elimination_champion(bracket, results)
        assert champion == table_winner(results[-1], seeds) and len(drawn[-1].groups) == 1
        reached = rounds_reached(bracket, results)
        assert reached[champion] == bracket.rounds + 1
        assert sorted(reached.values()).count(bracket.rounds) == len(drawn[-1].groups[0]) - 1
        if trial is None:
            assert set(drawn[-1].groups[0]) >= {seeds[0], seeds[1]} and champion == seeds[0]


@pytest.mark.parametrize("n", [3, 5, 6, 7, 9, 12, 13, 17, 33, 64])
def test_elimination_pairs_bracket(n):
    """TR-P5: pairs: the next power of two minus n byes, all to the top seeds, standard
    seeding (seed s meets seed 2^k + 1 - s), a champion after ceil(log2 n) rounds, seeds 1
    and 2 only in the final."""
    seeds = [1000 + i for i in range(n)]
    bracket = elimination_bracket(seeds, 2, 2, 2)
    power = 2 ** math.ceil(math.log2(n))
    first = elimination_round(bracket, [], seed=0)
    assert first is not None and first.number == 1
    assert sorted(first.plan.byes) == seeds[:power - n]
    assert all(seeds.index(a) + seeds.index(b) + 2 == power + 1 for a, b in first.plan.tables)
    assert bracket.rounds == math.ceil(math.log2(n)) == rounds_needed("elimination", n, 2, 2, 2)
    check_bracket(bracket, (2, 2, 2))


def test_elimination_keeps_bracket_order():
    """TR-P5: 8 players: 1 v 8, 4 v 5, 2 v 7, 3 v 6; their winners meet in that order."""
    bracket = elimination_bracket(list(range(1, 9)), 2, 2, 2)
    first = elimination_round(bracket, [], seed=0)
    assert [set(g) for g in first.groups] == [{1, 8}, {4, 5}, {2, 7}, {3, 6}]
    results = [TableResult(g, ((max(g),), (min(g),)), {}) for g in first.groups]  # upsets
    second = elimination_round(bracket, results, seed=0)
    assert second.number == 2 and [set(g) for g in second.groups] == [{8, 5}, {7, 6}]


@pytest.mark.parametrize("config", [(4, 3, 4), (3, 2, 4), (4, 2, 4), (3, 3, 3)])
def test_elimination_multiplayer_bracket(config):
    """TR-P5: tables of 3+: only table winners go through; every count from 3 to 40 plays
    out to one champion with byes only in round one; a full field of size^k takes k rounds;
    a 3-player-only game refuses even counts (no way down to one winner)."""
    size, low, high = config
    for n in range(max(3, low), 41):
        if low == high and (n - 1) % (size - 1):
            with pytest.raises(ValueError):
                elimination_bracket([500 + i for i in range(n)], *config)
            continue
        check_bracket(elimination_bracket([500 + i for i in range(n)], *config), config)
    assert elimination_bracket(list(range(size**3)), *config).rounds == 3


def test_elimination_winner_of_a_shared_first_place():
    """TR-P5: a shared first place goes to more VP at the table, then to the better seed;
    a forfeit is never the winner."""
    seeds = [1, 2, 3, 4]
    tie = TableResult((3, 4, 1), ((4, 3), (1,)), {3: 9, 4: 9, 1: 2})
    assert table_winner(tie, seeds) == 3
    richer = TableResult((3, 4, 1), ((3, 4), (1,)), {3: 9, 4: 10, 1: 2})
    assert table_winner(richer, seeds) == 4
    forfeit = TableResult((2, 1), ((1,), (2,)), {1: 8, 2: 3}, frozenset({1}))
    assert table_winner(forfeit, seeds) == 2


def test_elimination_is_over_with_one_player_left():
    """TR-P5: three players in pairs: a bye for seed 1, then the final, then nothing."""
    bracket = elimination_bracket([7, 8, 9], 2, 2, 2)
    first = elimination_round(bracket, [], seed=0)
    assert first.plan == RoundPlan(tuple(first.plan.tables), (7,))
    semi = TableResult(first.plan.tables[0], ((9,), (8,)), {})
    final = elimination_round(bracket, [semi], seed=0)
    assert final.number == 2 and set(final.groups[0]) == {7, 9}
    assert elimination_champion(bracket, [semi]) is None
    done = [semi, TableResult(final.groups[0], ((9,), (7,)), {})]
    assert elimination_round(bracket, done, seed=0) is None
    assert elimination_champion(bracket, done) == 9
    assert rounds_reached(bracket, done) == {7: 2, 8: 1, 9: 3}
