"""Issue 7 end to end through the real commands: registration, rounds of tables in threads with
AI-played seats, automatic results, standings pictures, a restart mid-round, the final CSV."""

from __future__ import annotations

import csv
import io
import random

import discord
import pytest

from bot.core import GameBot
from tests.conftest import make_config


async def world(env):
    await env.bot.tree.sync()
    guild = env.create_guild()
    channel = guild.create_text_channel("tournaments")
    people = [guild.add_member(env.create_user(name)) for name in ("alice", "bob", "carol")]
    role = guild.create_role("organiser", permissions=discord.Permissions(manage_guild=True))
    organiser = guild.add_member(env.create_user("organiser"), roles=[role])
    return channel, people, organiser


def thread_of(channel, thread_id: int):
    return next(t for t in channel.threads if t.id == thread_id)


async def play_humans(env, channel, tournament_id: int, humans: dict[int, object], *,
                      rng: random.Random, until_round: int | None = None,
                      moves_in_round: int = 0, steps: int = 20_000) -> None:
    """Human entrants play random legal moves in their threads; AI seats play on the clock.
    Stops when the tournament ends, or after `moves_in_round` human moves of `until_round`."""
    store = env.bot.store
    played_in_round = 0
    for _ in range(steps):
        tournament = await store.tournament(tournament_id)
        if tournament.status != "running":
            return
        acted = False
        for row in await store.tables(tournament_id, tournament.round):
            if row.result is not None or row.game_id is None:
                continue
            record = await store.get(row.game_id)
            if record.status != "active":
                continue
            match = await env.bot.tables.match(record)
            seat = match.to_act()
            if seat is None or record.is_ai(seat):
                continue
            if until_round == tournament.round and played_in_round >= moves_in_round:
                return
            moves = [m for m in match.legal_moves(seat) if m != "undo"]
            res = await humans[record.players[seat]].slash(
                thread_of(channel, row.thread_id), "game move", move=rng.choice(moves))
            assert not (res.ephemeral and "not" in res.response.content.lower()[:40]), \
                res.response.content
            played_in_round += tournament.round == until_round
            acted = True
        if not acted:
            await env.advance_time(2)
    raise AssertionError("the tournament did not finish")


@pytest.mark.parametrize(("game", "options"), [
    ("race", "target=6"),  # a short game: the default run checks the tournament itself
    pytest.param("alien_frontiers", None, marks=pytest.mark.slow),  # six whole games: long run
])
async def test_an_eight_player_swiss_survives_a_restart(
    simcord_env, database, game: str, options: str | None,
) -> None:
    env = simcord_env
    env.settle_timeout = 60  # tables of AI seats play several moves between two clicks
    channel, (alice, bob, carol), organiser = await world(env)
    refused = await alice.slash(channel, "tournament create", name="Autumn Cup", game=game)
    assert refused.ephemeral and "organisers" in refused.response.content
    extra = {"options": options} if options else {}
    await organiser.slash(channel, "tournament create", name="Autumn Cup",
                          game=game, format="swiss", table_size=4, rounds=3,
                          turn_hours=24, **extra)
    post = channel.last_message
    assert "Autumn Cup" in post.embeds[0].title
    for person in (alice, bob, carol):
        res = await person.click(post, label="Join")
        assert res.ephemeral and "registered" in res.response.content
    res = await carol.click(channel.last_message, label="Leave")  # carol changes her mind
    assert res.response.content == "You have left **Autumn Cup**."
    for level in ("random",) * 6:  # cheap AI players: the test is about the tournament
        await organiser.slash(channel, "tournament add", ai_level=level)
    tournament = (await env.bot.store.tournaments(channel.guild.id))[0]
    entrants = await env.bot.store.entrants(tournament.id)
    assert sum(e.status == "active" for e in entrants) == 8

    await organiser.slash(channel, "tournament start")
    tournament = await env.bot.store.tournament(tournament.id)
    assert tournament.status == "running" and tournament.round == 1
    tables = await env.bot.store.tables(tournament.id, 1)
    assert [len(t.players) for t in tables] == [4, 4]
    assert len(channel.threads) == 2  # one thread per table, each with its running game
    assert all("round 1" in t.name for t in channel.threads)
    assert any("round 1 of 3: the pairings" in m.content for m in channel.history())

    humans = {alice.id: alice, bob.id: bob}
    rng = random.Random(7)
    await play_humans(env, channel, tournament.id, humans, rng=rng, until_round=2,
                      moves_in_round=6)
    tournament = await env.bot.store.tournament(tournament.id)
    assert tournament.round == 2
    posts = [m for m in channel.history() if m.attachments]
    assert any("standings after round 1" in m.content for m in posts)

    # The bot restarts in the middle of round 2: nothing is lost, the round goes on.
    await env.restart_bot(GameBot(make_config(database)))
    await env.bot.tree.sync()
    await env.advance_time(1)
    mid = await alice.slash(channel, "tournament standings")
    shown = mid.followups[0] if mid.followups else mid.response
    assert mid.ephemeral and "standings during round 2" in shown.content
    assert "1 of 3 rounds complete · round 2: " in shown.content
    assert shown.attachments[0].filename == "standings.png"
    await play_humans(env, channel, tournament.id, humans, rng=rng)

    tournament = await env.bot.store.tournament(tournament.id)
    assert tournament.status == "finished" and tournament.round == 3
    rows = await env.bot.store.tables(tournament.id)
    assert len(rows) == 6 and all(r.result and r.settled_by == "game" for r in rows)
    seated: dict[int, int] = {}
    for row in rows:
        for player in row.players:
            seated[player] = seated.get(player, 0) + 1
    assert sorted(seated.values()) == [3] * 8 and carol.id not in seated
    final = [m for m in channel.history() if "final standings" in m.content]
    assert len(final) == 1
    files = {a.filename: a for a in final[0].attachments}
    assert "standings.png" in files and "autumn-cup-games.csv" in files
    table = list(csv.DictReader(io.StringIO(
        (await files["autumn-cup-results.csv"].read()).decode("utf-8-sig"))))
    assert [int(r["rank"]) for r in table] == sorted(int(r["rank"]) for r in table)
    assert len(table) == 9 and {r["status"] for r in table} == {"active", "dropped"}
    assert all(int(r["games"]) == 3 for r in table if r["status"] == "active")
    board = await alice.slash(channel, "leaderboard", game=game)
    assert board.followups or board.response
