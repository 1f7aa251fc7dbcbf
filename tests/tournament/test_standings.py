"""Standings rules (TR-S1 … TR-S6), and that every tournament rule id is cited by a test."""

from __future__ import annotations

import ast
import re
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournament import pairing
from bot.tournament import standings as standings_module
from bot.tournament.pairing import (
    elimination_bracket,
    elimination_round,
    elimination_rounds,
    rounds_reached,
)
from bot.tournament.standings import (
    ELIMINATION,
    ROUND_ROBIN,
    SWISS,
    TableResult,
    effective_places,
    standings,
    table_points,
)

RULE = re.compile(r"TR-[PS]\d+")


def win(winner: int, loser: int, vp: tuple[int, int] = (5, 2)) -> TableResult:
    return TableResult((winner, loser), ((winner,), (loser,)), {winner: vp[0], loser: vp[1]})


def by_player(table):
    return {s.player: s for s in table}


def test_place_points_at_any_table_size():
    """TR-S1: a win is 1 and last is 0 at any size; 4 players: 1, 2/3, 1/3, 0."""
    four = TableResult((1, 2, 3, 4), ((3,), (1,), (4,), (2,)), {})
    assert table_points(four) == {3: 1, 1: Fraction(2, 3), 4: Fraction(1, 3), 2: 0}
    assert table_points(win(1, 2)) == {1: 1, 2: 0}
    assert table_points(TableResult((1, 2, 3), ((2,), (1,), (3,)), {})) == {
        2: 1, 1: Fraction(1, 2), 3: 0}


def test_shared_places_share_the_average():
    """TR-S1: a 2-player draw is 1/2 each; a tie for second of four shares (2/3 + 1/3) / 2."""
    assert table_points(TableResult((1, 2), ((1, 2),), {})) == {1: Fraction(1, 2),
                                                                2: Fraction(1, 2)}
    tie = TableResult((1, 2, 3, 4), ((4,), (1, 3), (2,)), {})
    assert table_points(tie) == {4: 1, 1: Fraction(1, 2), 3: Fraction(1, 2), 2: 0}


@settings(max_examples=60, deadline=None)
@given(data=st.data(), k=st.integers(2, 6))
def test_a_table_always_hands_out_half_a_point_per_player(data, k):
    """TR-S1, TR-S3: whatever the places, ties and forfeits, a table of k hands out k/2
    points, each between 0 and 1, and forfeits score no more than anyone who played on."""
    players = data.draw(st.permutations(range(k)))
    cuts = sorted(data.draw(st.sets(st.integers(1, k - 1))))
    places = tuple(tuple(players[a:b]) for a, b in zip([0, *cuts], [*cuts, k], strict=True))
    forfeited = frozenset(data.draw(st.sets(st.sampled_from(range(k)), max_size=k)))
    points = table_points(TableResult(tuple(range(k)), places, {}, forfeited))
    assert sum(points.values()) == Fraction(k, 2)
    assert all(0 <= v <= 1 for v in points.values())
    if forfeited and len(forfeited) < k:
        assert max(points[p] for p in forfeited) <= min(
            points[p] for p in range(k) if p not in forfeited)


def test_a_bye_scores_like_a_win():
    """TR-S2: a bye is 1 point, with no game, no win and no VP."""
    table = by_player(standings([1, 2, 3], [win(1, 2)], {3: 1}, set(), SWISS))
    assert table[3].points == table[1].points == 1.0
    assert (table[3].games, table[3].wins, table[3].vp, table[3].byes) == (0, 0, 0, 1)


def test_forfeits_are_placed_last():
    """TR-S3: a player who forfeited is last whatever the game said; several share last."""
    result = TableResult((1, 2, 3), ((1,), (2,), (3,)), {1: 9, 2: 5, 3: 1}, frozenset({1}))
    assert effective_places(result) == ((2,), (3,), (1,))
    assert table_points(result) == {2: 1, 3: Fraction(1, 2), 1: 0}
    both = TableResult((1, 2, 3), ((1,), (2,), (3,)), {}, frozenset({1, 2}))
    assert table_points(both) == {3: 1, 1: Fraction(1, 4), 2: Fraction(1, 4)}
    table = by_player(standings([1, 2, 3], [result], {}, {1}, SWISS))
    assert [s.player for s in standings([1, 2, 3], [result], {}, {1}, SWISS)] == [2, 3, 1]
    assert table[1].dropped and table[1].wins == 0 and table[2].wins == 1


def test_strength_of_opponents_breaks_a_points_tie():
    """TR-S4: A and B both won once, A's victim went on to win, B's did not: A is above B
    although B has more VP."""
    results = [win(1, 3, (5, 0)), win(2, 4, (9, 0)), win(3, 5), win(6, 4)]
    table = standings([1, 2, 3, 4, 5, 6], results, {}, set(), SWISS)
    order = [s.player for s in table]
    assert order.index(1) < order.index(2)
    one, two = by_player(table)[1], by_player(table)[2]
    assert one.points == two.points == 1.0 and two.vp > one.vp
    assert one.sos == 0.5 and two.sos == 0.0


def test_vp_breaks_a_points_and_sos_tie():
    """TR-S4: equal points and equal SOS: more VP ranks higher; equal VP shares the rank."""
    results = [win(1, 3, (8, 2)), win(2, 4, (6, 1)), win(5, 6, (6, 1))]
    table = standings([1, 2, 3, 4, 5, 6], results, {}, set(), ROUND_ROBIN)
    ranks = {s.player: s.rank for s in table}
    assert [s.player for s in table][:3] == [1, 2, 5]
    assert ranks[1] == 1 and ranks[2] == ranks[5] == 2
    assert ranks[4] == ranks[6] == 5 and ranks[3] == 4


def test_sos_is_the_average_of_opponents_points_per_round():
    """TR-S4: opponents' points per round played (byes count), averaged over meetings."""
    results = [win(1, 2), win(1, 3), win(3, 2)]
    table = by_player(standings([1, 2, 3], results, {2: 1}, set(), SWISS))
    # 2: 1 point (bye) in 3 rounds; 3: 1 point in 2 rounds
    assert table[1].sos == pytest.approx((1 / 3 + 1 / 2) / 2)
    assert table[3].sos == pytest.approx((1 + 1 / 3) / 2)


def test_elimination_orders_by_round_reached():
    """TR-S5: the champion first, then the finalist, then by round reached, then points."""
    bracket = elimination_bracket([1, 2, 3, 4, 5], 2, 2, 2)
    results = []
    while (current := elimination_round(bracket, results, seed=0)) is not None:
        results += [win(max(t), min(t)) for t in current.plan.tables]  # the worse seed wins
    reached = rounds_reached(bracket, results)
    byes = {p: sum(p in r.plan.byes for r in elimination_rounds(bracket, results, 0))
            for p in bracket.seeds}
    table = standings(list(bracket.seeds), results, byes, set(), ELIMINATION, reached)
    assert [s.player for s in table][:2] == [5, 3]
    assert [s.reached for s in table] == sorted((s.reached for s in table), reverse=True)
    assert table[0].reached == bracket.rounds + 1
    with pytest.raises(ValueError):
        standings([1, 2], [win(1, 2)], {}, set(), ELIMINATION)


def test_a_shared_first_place_is_not_a_win():
    """TR-S6: a draw gives points but no win; dropped players keep their line."""
    table = by_player(standings([1, 2], [TableResult((1, 2), ((1, 2),), {1: 3, 2: 3})], {},
                                {2}, SWISS))
    assert table[1].wins == table[2].wins == 0 and table[1].points == 0.5
    assert table[2].dropped and not table[1].dropped and table[1].rank == table[2].rank == 1


def test_results_must_match_their_table():
    """TR-S3: a result that misses a player or forfeits someone absent is refused."""
    with pytest.raises(ValueError):
        TableResult((1, 2, 3), ((1,), (2,)), {})
    with pytest.raises(ValueError):
        TableResult((1, 2), ((1,), (2,)), {}, frozenset({9}))
    with pytest.raises(ValueError):
        standings([1], [], {}, set(), "ladder")


def test_every_tournament_rule_is_cited():
    """Every TR-P and TR-S rule in the modules' docstrings is cited by a test docstring."""
    rules = set(RULE.findall((pairing.__doc__ or "") + (standings_module.__doc__ or "")))
    cited: set[str] = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
                cited.update(RULE.findall(ast.get_docstring(node) or ""))
    assert len(rules) == 13 and rules <= cited


def test_a_game_of_sides_scores_every_winner_a_win():
    """TR-S7: at a 5-player Battlestar Galactica table the three winning humans each score a
    win (1 point, counted in wins) and the two Cylons 0, not the averages of places 1-3 and
    4-5; a lone winning side of two does the same."""
    humans_win = TableResult((1, 2, 3, 4, 5), ((1, 3, 5), (2, 4)), {}, teams=True)
    assert table_points(humans_win) == {1: 1, 3: 1, 5: 1, 2: 0, 4: 0}
    cylons_win = TableResult((1, 2, 3, 4, 5), ((2, 4), (1, 3, 5)), {}, teams=True)
    assert table_points(cylons_win) == {2: 1, 4: 1, 1: 0, 3: 0, 5: 0}
    table = by_player(standings([1, 2, 3, 4, 5], [humans_win, cylons_win], {}, (), SWISS))
    assert [table[p].wins for p in (1, 2, 3, 4, 5)] == [1, 1, 1, 1, 1]
    assert [table[p].points for p in (1, 2, 3, 4, 5)] == [1.0] * 5


def test_a_game_of_sides_settled_level_or_forfeited():
    """TR-S7 with TR-S3: a table settled with everyone level is a draw (1/2 each, no win); a
    player who forfeited scores 0 and no win while the others keep their side's points (no
    third side made of the forfeits)."""
    level = TableResult((1, 2, 3), ((1, 2, 3),), {}, teams=True)
    assert table_points(level) == {1: Fraction(1, 2), 2: Fraction(1, 2), 3: Fraction(1, 2)}
    assert all(s.wins == 0 for s in standings([1, 2, 3], [level], {}, (), SWISS))
    forfeit = TableResult((1, 2, 3, 4, 5), ((1, 2, 3), (4, 5)), {}, frozenset({2}),
                          teams=True)
    assert table_points(forfeit) == {1: 1, 3: 1, 2: 0, 4: 0, 5: 0}
    table = by_player(standings([1, 2, 3, 4, 5], [forfeit], {}, (), SWISS))
    assert [table[p].wins for p in (1, 2, 3, 4, 5)] == [1, 0, 1, 0, 0]
    level = TableResult((1, 2, 3), ((1, 2, 3),), {}, frozenset({3}), teams=True)
    assert table_points(level) == {1: Fraction(1, 2), 2: Fraction(1, 2), 3: 0}
    assert all(s.wins == 0 for s in standings([1, 2, 3], [level], {}, (), SWISS))
