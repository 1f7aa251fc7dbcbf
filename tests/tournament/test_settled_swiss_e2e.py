"""Issue 20, end to end: a Swiss whose every table an organiser settles ends with every game
rated and counted, and the registration post, the threads and the standings telling the same
story (items 1, 3, 4, 5, 6, 11, 14)."""

from __future__ import annotations

import csv
import io

from tests.tournament.helpers import (
    HOUR,
    buttons,
    create,
    fresh,
    pinged,
    reply,
    thread_of,
    tiebreak_game,
    world,
)

__all__ = ["tiebreak_game"]  # the fixture


async def test_a_settled_swiss_is_rated_counted_and_told_the_same_everywhere(
        simcord_env, tiebreak_game) -> None:
    env = simcord_env
    store = env.bot.store
    channel, people, organiser = await world(env)
    tid = await create(env, channel, organiser, game=tiebreak_game, rounds=2, table_size=2)
    post = channel.last_message
    assert set(buttons(post)) == {f"tour:join:{tid}", f"tour:leave:{tid}"}
    for person in people:
        await person.click(post, label="Join")
    started = await organiser.slash(channel, "tournament start")
    assert "pairings are posted" in reply(started).content

    # Five players at tables of 2: two tables and a bye, never a table of 3 (item 4).
    first = await store.tables(tid, 1)
    assert [len(t.players) for t in first] == [2, 2]
    bye = [p for r, p in await store.byes(tid) if r == 1]
    assert len(bye) == 1
    pairings = next(m for m in channel.history() if "the pairings" in m.content)
    assert "round 1 of 2" in pairings.content and "Bye this round" in pairings.content
    assert pinged(env, channel, pairings) == {p.id for p in people}  # item 11
    for table in first:
        assert f"<#{table.thread_id}>" in pairings.content

    game_ids = []
    for round_no in (1, 2):
        for table in await store.tables(tid, round_no):
            thread = thread_of(channel, table.thread_id)
            turn_post = fresh(thread, thread.last_message)
            assert buttons(turn_post)  # the game's live "Take your turn"
            res = await organiser.slash(channel, "tournament settle", table=table.table_no)
            assert f"**Cup**: table {table.table_no} is settled" in reply(res).content
            record = await store.get(table.game_id)
            # Settled by the game's own ranking: at 0–0 the later seat is ahead (item 3).
            assert record.status == "finished" and record.ranking == [[1], [0]]
            assert await store.timers(record.id) == []
            settled = next(t for t in await store.tables(tid, round_no)
                           if t.table_no == table.table_no)
            assert settled.settled_by == "organiser"
            assert settled.result["places"] == [[table.players[1]], [table.players[0]]]
            assert buttons(fresh(thread, turn_post)) == []  # item 5: no live button
            assert "An organiser has settled this table" in thread.last_message.content
            game_ids.append(record.id)
        if round_no == 1:
            after = next(m for m in channel.history() if "standings after round 1" in m.content)
            assert "1 of 2 rounds complete" in after.content
            assert (await store.tournament(tid)).round == 2
            assert "Round 2 of 2 is being played" in fresh(channel, post).embeds[0].description

    # Item 5: the settled games' threads stay quiet (no clock, no reminders).
    before = {t.id: len(t.history()) for t in channel.threads}
    await env.advance_time(30 * HOUR)
    assert {t.id: len(t.history()) for t in channel.threads} == before

    # Item 1: every settled game is rated, once, and counted in /stats and /leaderboard.
    assert await store.unrated_games() == []
    assert [(await store.get(g)).status for g in game_ids] == ["finished"] * 4
    alice = people[0]
    played = sum(alice.id in t.players for t in await store.tables(tid))
    stats = reply(await organiser.slash(channel, "stats", game=tiebreak_game, player=alice))
    assert f"Games: {played} ·" in stats.content and "Not ranked yet" not in stats.content
    board = reply(await organiser.slash(channel, "leaderboard", game=tiebreak_game))
    assert "No rated games" not in board.content and board.attachments

    # Item 6: the registration post tells the end and has no buttons left.
    tournament = await store.tournament(tid)
    assert tournament.status == "finished"
    final_embed = fresh(channel, post)
    assert "Finished after 2 rounds. Champion:" in final_embed.embeds[0].description
    assert buttons(final_embed) == []

    # Item 14: the champion is announced with a ping; the CSV has every game.
    final = next(m for m in channel.history() if "is over. Champion" in m.content)
    runner = env.bot.get_cog("Tournaments").runner
    champion = (await runner.standings(tournament))[0].player
    assert f"<@{champion}>" in final.content and champion in pinged(env, channel, final)
    files = {a.filename: a for a in final.attachments}
    assert {"standings.png", "cup-results.csv", "cup-games.csv"} <= set(files)
    games = list(csv.DictReader(io.StringIO(
        (await files["cup-games.csv"].read()).decode("utf-8-sig"))))
    assert len(games) == 8 and {g["settled_by"] for g in games} == {"organiser"}
    assert {(g["round"], g["table"]) for g in games} == {(r, t) for r in "12" for t in "12"}
    assert all(g["place"] in ("1", "2") and g["points_scored"] == "0" for g in games)
    assert {int(g["game_id"]) for g in games} == set(game_ids)
