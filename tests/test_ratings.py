"""Ratings: openskill Plackett–Luce updates, rated once per game, AI entrants by server setting
(the store's part on both backends: the `target` fixture)."""

from __future__ import annotations

from pathlib import Path

import pytest
from openskill.models import PlackettLuce

from bot import ratings
from bot.errors import StaleMove
from bot.ratings import GLOBAL, Rating, summarise
from bot.store import PastGame, Store
from bot.tables import timer_plan
from games import registry
from games.match import Match


def expected(ranks: list[int], before: list[Rating] | None = None) -> list[tuple[float, float]]:
    """openskill's own answer for one game (the reference the bot must agree with)."""
    model = PlackettLuce()
    before = before or [Rating()] * len(ranks)
    teams = [[model.rating(mu=r.mu, sigma=r.sigma)] for r in before]
    return [(team[0].mu, team[0].sigma) for team in model.rate(teams, ranks=ranks)]


def test_a_four_player_result_matches_openskill() -> None:
    new = ratings.update({}, ["1", "2", "3", "4"], [[2], [0], [3], [1]])
    ranks = [2, 4, 1, 3]  # seat 0 came second, seat 1 last, seat 2 first, seat 3 third
    for name, (mu, sigma) in zip(["1", "2", "3", "4"], expected(ranks), strict=True):
        assert new[name].mu == pytest.approx(mu) and new[name].sigma == pytest.approx(sigma)
    assert new["3"].wins == 1 and new["1"].wins == 0
    assert all(r.games == 1 for r in new.values())
    assert new["3"].ordinal > new["1"].ordinal > new["4"].ordinal > new["2"].ordinal


def test_a_shared_place_is_a_tie_for_openskill() -> None:
    new = ratings.update({}, ["a", "b", "c"], [[0, 1], [2]])
    (mu_a, _), (mu_b, _), (mu_c, _) = expected([1, 1, 2])
    assert new["a"].mu == pytest.approx(mu_a) and new["b"].mu == pytest.approx(mu_b)
    assert new["a"].mu == pytest.approx(new["b"].mu) and new["c"].mu == pytest.approx(mu_c)
    assert new["a"].wins == new["b"].wins == 0  # a shared first is not a win (as in TR-S6)


def test_existing_ratings_are_the_starting_point() -> None:
    strong = Rating(mu=32.0, sigma=3.0, games=20, wins=12)
    new = ratings.update({"s": strong}, ["s", "n"], [[1], [0]])
    (mu_s, sigma_s), (mu_n, _) = expected([2, 1], [strong, Rating()])
    assert new["s"].mu == pytest.approx(mu_s) and new["s"].sigma == pytest.approx(sigma_s)
    assert new["s"].games == 21 and new["s"].wins == 12 and new["n"].mu == pytest.approx(mu_n)
    # an upset: the favourite loses a little (it is well known), the newcomer gains a lot
    assert 0 < strong.mu - new["s"].mu < new["n"].mu - 25


def test_a_person_is_rated_against_ai_seats_even_twins_of_one_level() -> None:
    """Issue 20.2: a person at a table with two AI seats of one level is rated; the AI level,
    seated twice, cannot be (it would be rated against itself) and is left out."""
    entrants = ["1", "ai:greedy", "ai:greedy"]
    off = ratings.update({}, entrants, [[0], [1], [2]])
    assert set(off) == {"1"}
    (mu, sigma), *_ = expected([1, 2, 3])
    assert off["1"].mu == pytest.approx(mu) and off["1"].sigma == pytest.approx(sigma)
    assert off["1"].games == 1 and off["1"].wins == 1
    on = ratings.update({}, ["1", "ai:greedy", "ai:greedy", "ai:strong"], [[1], [0], [2], [3]],
                        rate_ai=True)
    assert set(on) == {"1", "ai:strong"}
    assert ratings.updated_seats(["1", "ai:strong"], rate_ai=False) == [0]
    assert ratings.updated_seats(["1", "ai:strong"], rate_ai=True) == [0, 1]


def test_an_ai_seat_counts_at_its_levels_rating() -> None:
    """Losing to a strong AI level costs a person less than losing to an unknown one."""
    strong = {"ai:strong": Rating(mu=38.0, sigma=2.0, games=300, wins=250)}
    lost_to_strong = ratings.update(strong, ["1", "ai:strong"], [[1], [0]])["1"]
    lost_to_unknown = ratings.update({}, ["1", "ai:strong"], [[1], [0]])["1"]
    assert lost_to_strong.mu > lost_to_unknown.mu
    (mu, _sigma), _ai = expected([2, 1], [Rating(), strong["ai:strong"]])
    assert lost_to_strong.mu == pytest.approx(mu)
    assert "ai:strong" not in ratings.update(strong, ["1", "ai:strong"], [[1], [0]])


def test_the_friendly_rating_is_a_whole_number_never_below_zero() -> None:
    """Issue 20.15: players read the ordinal scaled (0 for a newcomer, never negative)."""
    assert Rating().friendly == 0
    assert Rating(mu=20.0, sigma=8.0).friendly == 0  # a negative ordinal shows as 0
    seasoned = Rating(mu=34.0, sigma=2.0)
    assert seasoned.friendly == round((34.0 - 6.0) * ratings.FRIENDLY_SCALE) == 1120
    assert Rating(mu=30.0, sigma=2.0).friendly < seasoned.friendly


def test_summary_counts_places_and_favourite_opponents() -> None:
    history = [
        PastGame(3, "race", "2026-11-03", (7, 8, -1), [[0], [1], [2]]),
        PastGame(2, "race", "2026-11-02", (8, 7), [[0], [1]]),
        PastGame(1, "race", "2026-11-01", (9, 7), [[1], [0]]),
    ]
    summary = summarise(7, history)
    assert summary.games == 3 and summary.wins == 2
    assert summary.average_place == pytest.approx((1 + 2 + 1) / 3)
    assert summary.opponents[0] == (8, 2, 1)  # met 8 twice, won once; AI seats are not rivals
    assert [u for u, _n, _w in summary.opponents] == [8, 9]
    assert summary.recent[0] == ("2026-11-03", 1, 3)


async def finished_race(store: Store, guild: int, players: list[tuple[int, str | None]],
                        channel: int, rated: bool = True) -> int:
    """A race game played out to the end through the store, as the bot would."""
    game = registry.get("race")
    record = await store.create_lobby(guild_id=guild, channel_id=channel, game_type="race",
                                      options={"target": 3}, seed=5, max_seats=len(players),
                                      creator_id=players[0][0], seats=players, rated=rated)
    match = Match.start(game, len(players), 5, {"target": 3})
    await store.start(record.id, game.encode(match.state),
                      timer_plan(game, match.state, record, 0.0))
    while (seat := match.to_act()) is not None:
        before = len(match.log)
        match.play(seat, game.legal_moves(match.state, seat)[-1])
        over = game.is_over(match.state)
        await store.record_move(record.id, expected_version=before, seat=seat,
                                move=match.log[-1][1], state=game.encode(match.state),
                                timers=timer_plan(game, match.state, record, 0.0),
                                ranking=game.ranking(match.state) if over else None)
    return record.id


async def test_a_finished_game_is_rated_once_per_scope(target: Path | str) -> None:
    store = await Store.open(target)
    game_id = await finished_race(store, 1, [(11, None), (12, None)], channel=100)
    record = await store.get(game_id)
    assert record.status == "finished" and record.rated
    assert [r.id for r in await store.unrated_games()] == [game_id]
    first = await store.rate_game(record)
    assert first is not None and set(first) == {"1", GLOBAL}
    assert await store.rate_game(record) is None  # a second call (a restart) changes nothing
    assert await store.unrated_games() == []
    board = await store.leaderboard("1", "race", include_ai=False)
    winner = str(record.players[record.ranking[0][0]])
    assert board[0][0] == winner and board[0][1].games == 1 and board[0][1].wins == 1
    assert await store.rating(GLOBAL, "race", winner) == board[0][1]


async def test_ai_seats_are_rated_only_when_the_server_says_so(target: Path | str) -> None:
    """The person is rated either way (issue 20.2); the AI level only on a server that rates
    AI players."""
    store = await Store.open(target)
    seats = [(11, None), (0, "random")]
    off = await store.get(await finished_race(store, 1, seats, channel=100))
    updated = await store.rate_game(off)
    assert updated is not None and set(updated["1"]) == {"11"}
    await store.set_guild_settings(2, rate_ai=True)
    on = await store.get(await finished_race(store, 2, seats, channel=200))
    updated = await store.rate_game(on)
    assert updated is not None and set(updated["2"]) == {"11", "ai:random"}
    assert [e for e, _r in await store.leaderboard("2", "race", include_ai=True)] != []
    people = await store.leaderboard("2", "race", include_ai=False)
    assert all(not e.startswith("ai:") for e, _r in people)


async def test_a_settled_game_is_finished_and_rated_once(target: Path | str) -> None:
    """Issue 20.1: a game ended early with a ranking (a settled tournament table) is finished
    like any other: rated once, in the players' history, its clocks gone."""
    store = await Store.open(target)
    game = registry.get("race")
    record = await store.create_lobby(guild_id=1, channel_id=100, game_type="race",
                                      options={"target": 10}, seed=5, max_seats=2,
                                      creator_id=11, seats=[(11, None), (12, None)])
    match = Match.start(game, 2, 5, {"target": 10})
    await store.start(record.id, game.encode(match.state),
                      timer_plan(game, match.state, record, 0.0))
    assert await store.timer(record.id, 0) is not None
    settled = await store.settle(record.id, [[1], [0]], expected_version=0)
    assert settled.status == "finished" and settled.ranking == [[1], [0]]
    assert await store.timer(record.id, 0) is None
    assert [r.id for r in await store.unrated_games()] == [record.id]
    assert set((await store.rate_game(settled))["1"]) == {"11", "12"}
    assert await store.rate_game(settled) is None
    assert [g.game_id for g in await store.history(12, "race", 1)] == [record.id]
    with pytest.raises(StaleMove):
        await store.settle(record.id, [[0], [1]], expected_version=0)


async def test_a_casual_game_is_not_rated(target: Path | str) -> None:
    store = await Store.open(target)
    casual = await store.get(await finished_race(store, 1, [(11, None), (12, None)], 100,
                                                 rated=False))
    assert casual.status == "finished" and not casual.rated
    assert await store.rate_game(casual) is None and await store.unrated_games() == []
    assert await store.leaderboard("1", "race", include_ai=True) == []


def test_a_team_games_winning_side_shares_first_place_and_each_of_them_won() -> None:
    """Battlestar Galactica: the humans' side beat the Cylons' (seats 0, 2 and 3 against 1 and
    4): the winners rise alike, each counts a win, and nobody won a game with one place."""
    registry.load_installed()
    new = ratings.update({}, ["a", "b", "c", "d", "e"], [[0, 2, 3], [1, 4]], teams=True)
    assert new["a"].mu == pytest.approx(new["c"].mu) == pytest.approx(new["d"].mu)
    assert new["a"].mu > 25 > new["b"].mu and new["b"].mu == pytest.approx(new["e"].mu)
    assert [new[x].wins for x in "abcde"] == [1, 0, 1, 1, 0]
    assert not ratings.won([[0, 1, 2]], 0, teams=True)
    assert registry.get("battlestar_galactica").info.teams
    assert not registry.get("alien_frontiers").info.teams
