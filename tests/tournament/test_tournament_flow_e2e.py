"""Tournament management through the commands, on the quick race game: elimination brackets with
byes, organisers settling and forfeiting tables, late joins, drops, registration deadlines,
organiser roles, exports, and the rating pictures that finished games feed."""

from __future__ import annotations

import csv
import io

from tests.tournament.helpers import reply
from tests.tournament.test_tournament_e2e import world

HOUR = 3600


async def create(env, channel, organiser, **options) -> int:
    res = await organiser.slash(channel, "tournament create", name="Cup", game="race",
                                options="target=4", **options)
    assert not res.ephemeral, res.response.content
    return (await env.bot.store.tournaments(channel.guild.id))[0].id


async def run_ai_rounds(env, tournament_id: int, limit: int = 400) -> None:
    for _ in range(limit):
        if (await env.bot.store.tournament(tournament_id)).status != "running":
            return
        await env.advance_time(5)
    raise AssertionError("the AI tournament did not finish")


async def test_an_elimination_of_five_gives_three_byes_to_the_top_seeds(simcord_env) -> None:
    env = simcord_env
    channel, _people, organiser = await world(env)
    tid = await create(env, channel, organiser, format="elimination", table_size=2)
    for _ in range(5):
        await organiser.slash(channel, "tournament add", ai_level="random")
    await organiser.slash(channel, "tournament start")
    tournament = await env.bot.store.tournament(tid)
    assert tournament.rounds == 3  # 5 players: 8-slot bracket
    first = await env.bot.store.tables(tid, 1)
    byes = [p for r, p in await env.bot.store.byes(tid) if r == 1]
    seeds = {e.player_id: e.seed_no for e in await env.bot.store.entrants(tid)}
    assert len(first) == 1 and sorted(seeds[p] for p in byes) == [1, 2, 3]
    assert any("Bye this round" in m.content for m in channel.history())
    await run_ai_rounds(env, tid)
    entrants = await env.bot.store.entrants(tid)
    assert sum(e.status == "active" for e in entrants) == 1  # the champion
    assert sum(e.status == "eliminated" for e in entrants) == 4
    standings = await env.bot.get_cog("Tournaments").runner.standings(
        await env.bot.store.tournament(tid))
    champion = next(e.player_id for e in entrants if e.status == "active")
    assert standings[0].player == champion and standings[0].rank == 1
    assert len(await env.bot.store.tables(tid)) == 4  # 5 players, 4 games to one winner
    assert sum("final standings" in m.content for m in channel.history()) == 1


async def test_organisers_settle_forfeit_and_players_join_late_and_drop(simcord_env) -> None:
    env = simcord_env
    channel, (alice, bob, carol), organiser = await world(env)
    tid = await create(env, channel, organiser, format="swiss", table_size=2, rounds=2)
    post = channel.last_message
    for person in (alice, bob, carol):
        await person.click(post, label="Join")
    twice = await alice.click(post, label="Join")
    assert twice.ephemeral and "already registered" in twice.response.content
    await organiser.slash(channel, "tournament add", ai_level="random")
    refused = await alice.slash(channel, "tournament start")
    assert refused.ephemeral and "organisers" in refused.response.content
    await organiser.slash(channel, "tournament start")
    dave = channel.guild.add_member(env.create_user("dave"))
    late = await dave.click(post, label="Join")
    assert "you play from round 2" in late.response.content

    tables = await env.bot.store.tables(tid, 1)
    alice_table = next(t for t in tables if alice.id in t.players)
    res = await organiser.slash(channel, "tournament settle", table=alice_table.table_no,
                                forfeit=alice)
    assert "settled" in res.response.content
    settled = next(t for t in await env.bot.store.tables(tid, 1)
                   if t.table_no == alice_table.table_no)
    assert settled.result["places"][-1] == [alice.id] and settled.settled_by == "organiser"
    game = await env.bot.store.get(alice_table.game_id)
    assert game.status == "finished"  # the game ends with the settlement, rated
    assert game.ranking[-1] == [alice_table.players.index(alice.id)]
    status = await organiser.slash(channel, "tournament status")
    assert "2. alice (0 VP) (forfeited)" in reply(status).content
    await organiser.slash(channel, "tournament remove", player=bob)
    again = await organiser.slash(channel, "tournament remove", player=bob)
    assert again.ephemeral and "no longer" in again.response.content

    early = await organiser.slash(channel, "tournament next")
    assert "1 table of this round has not finished" in early.response.content
    assert "`/tournament next settle:true`" in early.response.content  # the way on
    await organiser.slash(channel, "tournament next", settle=True)  # settles it, then goes on
    tournament = await env.bot.store.tournament(tid)
    assert tournament.round == 2
    assert all(t.settled_by == "organiser" for t in await env.bot.store.tables(tid, 1))
    seated = {p for t in await env.bot.store.tables(tid, 2) for p in t.players}
    byes = {p for r, p in await env.bot.store.byes(tid) if r == 2}
    assert dave.id in seated | byes and bob.id not in seated | byes
    assert len(seated | byes) == 4

    export = await carol.slash(channel, "tournament export")
    assert export.ephemeral
    rows = list(csv.DictReader(io.StringIO(
        (await export.response.attachments[0].read()).decode("utf-8-sig"))))
    assert {r["player"] for r in rows} >= {"alice", "bob", "carol", "dave"}
    assert next(r for r in rows if r["player"] == "bob")["status"] == "dropped"


async def test_registration_closes_on_time_and_an_organiser_role_may_run_it(simcord_env) -> None:
    env = simcord_env
    channel, (alice, bob, _carol), organiser = await world(env)
    helper_role = channel.guild.create_role("referee")
    referee = channel.guild.add_member(env.create_user("referee"), roles=[helper_role])
    refused = await referee.slash(channel, "tournament create", name="Cup", game="race")
    assert refused.ephemeral
    await organiser.slash(channel, "tournament organisers", role=helper_role)
    tid = await create(env, channel, referee, format="round_robin", table_size=2,
                       registration_hours=2)
    post = channel.last_message
    for person in (alice, bob):
        await person.click(post, label="Join")
    await referee.slash(channel, "tournament add", ai_level="random")
    await env.advance_time(1 * HOUR)
    assert (await env.bot.store.tournament(tid)).status == "registration"
    await env.advance_time(1.1 * HOUR)
    tournament = await env.bot.store.tournament(tid)
    assert tournament.status == "running" and tournament.round == 1
    assert tournament.rounds == 3  # round robin of three: everyone meets everyone once
    refreshed = channel.history()[0]  # the registration post now says round 1 is on
    assert "Round 1" in refreshed.embeds[0].description


async def test_finished_games_feed_the_leaderboard_and_stats(simcord_env) -> None:
    env = simcord_env
    channel, (alice, bob, _carol), organiser = await world(env)
    tid = await create(env, channel, organiser, format="swiss", table_size=2, rounds=1)
    post = channel.last_message
    await alice.click(post, label="Join")
    await organiser.slash(channel, "tournament add", ai_level="random")
    await organiser.slash(channel, "ratings ai", rated=True)
    await organiser.slash(channel, "tournament start")
    table = (await env.bot.store.tables(tid, 1))[0]
    thread = next(t for t in channel.threads if t.id == table.thread_id)
    for _ in range(200):
        record = await env.bot.store.get(table.game_id)
        if record.status != "active":
            break
        match = await env.bot.tables.match(record)
        if match.to_act() is not None and not record.is_ai(match.to_act()):
            await alice.slash(thread, "game move", move=match.legal_moves(match.to_act())[0])
        else:
            await env.advance_time(2)
    assert (await env.bot.store.tournament(tid)).status == "finished"
    board = await bob.slash(channel, "leaderboard", game="race")
    shown = board.response
    assert shown.attachments[0].filename == "leaderboard.png"
    assert "alice" in shown.content and "AI · random" in shown.content
    assert "(AI)" not in shown.content  # one name, no second tag (issue 20.9)
    assert "μ" not in shown.content  # one friendly number; μ and σ on request (20.15)
    detailed = await bob.slash(channel, "leaderboard", game="race", details=True)
    assert "(μ 2" in reply(detailed).content
    stats = await bob.slash(channel, "stats", game="race", player=alice)
    card = stats.response
    assert card.attachments[0].filename == "stats.png" and "alice" in card.content
    assert (await card.attachments[0].read())[:8] == b"\x89PNG\r\n\x1a\n"
    empty = await bob.slash(channel, "leaderboard", game="alien_frontiers")
    assert empty.ephemeral and "No rated games" in empty.response.content


async def test_ascending_empires_runs_as_a_tournament_too(simcord_env) -> None:
    """Any game on the engine contract: two tables of AI entrants play Ascending Empires."""
    env = simcord_env
    env.settle_timeout = 300  # AI-only tables play their whole games before the bot settles
    channel, _people, organiser = await world(env)
    res = await organiser.slash(channel, "tournament create", name="Flick Cup",
                                game="ascending_empires", format="swiss", table_size=2,
                                rounds=1, options="aim_error=none")
    assert not res.ephemeral, res.response.content
    tid = (await env.bot.store.tournaments(channel.guild.id))[0].id
    for level in ("aim", "random", "aim", "random"):
        await organiser.slash(channel, "tournament add", ai_level=level)
    await organiser.slash(channel, "tournament start")
    assert len(channel.threads) == 2
    await run_ai_rounds(env, tid, limit=2000)
    rows = await env.bot.store.tables(tid)
    assert len(rows) == 2 and all(r.result for r in rows)
    for row in rows:
        record = await env.bot.store.get(row.game_id)
        assert record.status == "finished" and record.game_type == "ascending_empires"
    assert sum("final standings" in m.content for m in channel.history()) == 1


async def test_a_tournament_cannot_start_without_enough_players(simcord_env) -> None:
    env = simcord_env
    channel, (alice, *_rest), organiser = await world(env)
    tid = await create(env, channel, organiser, format="swiss", table_size=2)
    await alice.click(channel.last_message, label="Join")
    res = await organiser.slash(channel, "tournament start")
    shown = res.followups[0] if res.followups else res.response
    assert "needs at least 2 players" in shown.content
    assert (await env.bot.store.tournament(tid)).status == "registration"
    assert channel.threads == []


async def test_a_late_bank_set_at_creation_goes_to_every_table(simcord_env) -> None:
    """BSG-27.3 in a tournament: the organiser's late bank is announced with the clock and
    given to each game it starts (left empty, each game keeps its own default)."""
    env = simcord_env
    channel, (alice, bob, _carol), organiser = await world(env)
    tid = await create(env, channel, organiser, table_size=2, late_bank_hours=3)
    post = channel.last_message
    embed = post.embeds[0]
    shown = [embed.description or "", *(field.value for field in embed.fields)]
    assert any("late bank 3 hours per player and game" in text for text in shown), shown
    for person in (alice, bob):
        await person.click(post, label="Join")
    await organiser.slash(channel, "tournament start")
    (table,) = await env.bot.store.tables(tid)
    game = await env.bot.store.get(table.game_id)
    assert game.bank_seconds == 3 * HOUR
    other = channel.guild.create_text_channel("other")
    await create(env, other, organiser, table_size=2)
    plain = max(t.id for t in await env.bot.store.tournaments(channel.guild.id))
    assert (await env.bot.store.tournament(plain)).bank_seconds == 0  # the race has none


async def test_a_game_of_sides_is_not_offered_as_a_single_elimination(simcord_env) -> None:
    """TR-S7: Battlestar Galactica is won by a side, so a bracket that sends one player per table
    through is refused with the formats that work; a Swiss of it is created."""
    env = simcord_env
    channel, _people, organiser = await world(env)
    refused = await organiser.slash(channel, "tournament create", name="Fleet",
                                    game="battlestar_galactica", format="elimination",
                                    table_size=3)
    assert refused.ephemeral and "Choose Swiss or round robin" in refused.response.content
    assert await env.bot.store.tournaments(channel.guild.id) == []
    made = await organiser.slash(channel, "tournament create", name="Fleet",
                                 game="battlestar_galactica", format="swiss", table_size=3)
    assert not made.ephemeral



async def _round_robin_with_a_walkover(env):
    """A round robin of three whose player in both later rounds was removed: `tournament next`
    then makes round 2 a walkover. Returns (tournament id, the organiser's next command)."""
    channel, (alice, bob, carol), organiser = await world(env)
    tid = await create(env, channel, organiser, format="round_robin", table_size=2)
    post = channel.last_message
    for person in (alice, bob, carol):
        await person.click(post, label="Join")
    await organiser.slash(channel, "tournament start")
    later = [p for r in (2, 3) for t in await _scheduled(env, tid, r) for p in t]
    dropped = next(p for p in (alice, bob, carol) if later.count(p.id) == 2)
    await organiser.slash(channel, "tournament remove", player=dropped)
    return tid, lambda: organiser.slash(channel, "tournament next", settle=True)


async def _scheduled(env, tid: int, round_no: int) -> list[tuple[int, ...]]:
    """The players of each table of a later round of the round robin (its fixed schedule)."""
    from bot.tournament import pairing

    tournament = await env.bot.store.tournament(tid)
    everyone = sorted(e.player_id for e in await env.bot.store.entrants(tid) if e.seed_no)
    schedule = pairing.round_robin_schedule(everyone, tournament.table_size, 2, 2,
                                            tournament.seed)
    return [tuple(table) for table in schedule[round_no - 1].tables]


async def test_walkover_rounds_move_on_to_the_end(simcord_env) -> None:
    """TR-P4: a round whose only table seats a dropped player is a walkover; the tournament
    moves on by itself, round after round, and shutdown's drain sees it through."""
    env = simcord_env
    tid, next_round = await _round_robin_with_a_walkover(env)
    await next_round()
    await env.bot.tables.drain()
    for round_no in (2, 3):
        assert all(t.result is not None for t in await env.bot.store.tables(tid, round_no))
    assert (await env.bot.store.tournament(tid)).status == "finished"


async def test_a_failing_walkover_advance_is_logged_by_name(simcord_env, monkeypatch,
                                                           caplog) -> None:
    """Issue 12 point 12: the advance after a walkover runs as a tracked background job: its
    failure is logged with the job's name (never "Task exception was never retrieved")."""
    env = simcord_env
    tid, next_round = await _round_robin_with_a_walkover(env)
    runner = env.bot.get_cog("Tournaments").runner
    real, calls = runner._advance, []

    async def second_fails(*args):
        calls.append(args)
        if len(calls) > 1:
            raise RuntimeError("advance broke")
        return await real(*args)

    monkeypatch.setattr(runner, "_advance", second_fails)
    await next_round()
    await env.bot.tables.drain()
    assert len(calls) == 2
    assert f"background job tournament-{tid}-advance failed" in caplog.text
    assert "advance broke" in caplog.text
