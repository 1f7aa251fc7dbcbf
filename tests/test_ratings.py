"""Ratings: openskill Plackett–Luce updates, rated once per game, AI entrants by server setting."""

from __future__ import annotations

from pathlib import Path

import pytest
from openskill.models import PlackettLuce

from bot import ratings
from bot.ratings import GLOBAL, Rating, summarise
from bot.store import Store
from bot.store_ratings import PastGame
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


def test_unrated_seats_and_twin_ai_entrants_are_left_out() -> None:
    assert ratings.update({}, ["1", None], [[0], [1]]) == {}
    new = ratings.update({}, ["1", "ai:greedy", "ai:greedy", "ai:strong"], [[1], [0], [2], [3]])
    assert set(new) == {"1", "ai:strong"}  # two seats of one AI level would rate itself


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


async def test_a_finished_game_is_rated_once_per_scope(database: Path) -> None:
    store = await Store.open(database)
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


async def test_ai_seats_are_rated_only_when_the_server_says_so(database: Path) -> None:
    store = await Store.open(database)
    seats = [(11, None), (0, "random")]
    off = await store.get(await finished_race(store, 1, seats, channel=100))
    assert (await store.rate_game(off)) == {"1": {}, GLOBAL: {}}  # one rated entrant: no update
    await store.set_guild_settings(2, rate_ai=True)
    on = await store.get(await finished_race(store, 2, seats, channel=200))
    updated = await store.rate_game(on)
    assert updated is not None and set(updated["2"]) == {"11", "ai:random"}
    assert [e for e, _r in await store.leaderboard("2", "race", include_ai=True)] != []
    people = await store.leaderboard("2", "race", include_ai=False)
    assert all(not e.startswith("ai:") for e, _r in people)


async def test_a_casual_game_is_not_rated(database: Path) -> None:
    store = await Store.open(database)
    casual = await store.get(await finished_race(store, 1, [(11, None), (12, None)], 100,
                                                 rated=False))
    assert casual.status == "finished" and not casual.rated
    assert await store.rate_game(casual) is None and await store.unrated_games() == []
    assert await store.leaderboard("1", "race", include_ai=True) == []
