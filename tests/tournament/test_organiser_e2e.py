"""Issue 20 end to end: what organisers and players see when they run tournaments as Discord
and BGA organisers do — two at once in one channel, calling one off, pauses between rounds,
check-in, round deadlines, leaving a tournament game, and the words of every answer."""

from __future__ import annotations

import re

import discord

from cogs.tournaments.components import StandingsTextButton
from tests.tournament.helpers import (
    HOUR,
    buttons,
    create,
    fresh,
    pinged,
    reply,
    run_until,
    thread_of,
    world,
)


async def test_two_tournaments_in_one_channel_and_one_called_off(simcord_env) -> None:
    """Items 5, 6, 7, 10, 16: commands name their tournament, replies say which, a cancel ends
    its games for good, and nobody joins a Swiss after its last round started."""
    env = simcord_env
    store = env.bot.store
    channel, (alice, bob, carol, dave, erin), organiser = await world(env)
    big = await create(env, channel, organiser, name="Big", rounds=1)
    big_post = channel.last_message
    tiny = await create(env, channel, organiser, name="Tiny", rounds=2)
    tiny_post = channel.last_message

    # Join and Leave answer the player in the second person, and say which tournament.
    joined = await alice.click(big_post, label="Join")
    assert joined.response.content == "You are registered for **Big**."
    again = await alice.click(big_post, label="Join")
    assert again.ephemeral and again.response.content == "You are already registered for **Big**."
    left = await alice.click(big_post, label="Leave")
    assert left.response.content == "You have left **Big**."  # no "game in progress"
    not_in = await alice.click(big_post, label="Leave")
    assert not_in.response.content == "You are not registered for **Big** (or no longer)."
    for person in (alice, bob):
        await person.click(big_post, label="Join")
    for person in (carol, dave):
        await person.click(tiny_post, label="Join")
    added = await organiser.slash(channel, "tournament add", ai_level="random",
                                  tournament=tiny)
    assert reply(added).content == "AI 1 · random is registered for **Tiny**."

    # Two open here: a command that names neither is refused with the choice, never guessed.
    which = await organiser.slash(channel, "tournament start")
    assert which.ephemeral and f"#{big} Big" in which.response.content \
        and f"#{tiny} Tiny" in which.response.content
    choices = await organiser.autocomplete(channel, "tournament start", "tournament", "Ti")
    assert [c["value"] for c in choices] == [tiny]
    # An id is trusted only in its own channel (or its threads).
    elsewhere = channel.guild.create_text_channel("elsewhere")
    wrong = await organiser.slash(elsewhere, "tournament start", tournament=tiny)
    assert wrong.ephemeral and "another channel" in wrong.response.content
    assert (await store.tournament(tiny)).status == "registration"

    for tid in (big, tiny):
        await organiser.slash(channel, "tournament start", tournament=tid)
    # In a table's thread, a command means that table's tournament.
    big_thread = thread_of(channel, (await store.tables(big, 1))[0].thread_id)
    there = await bob.slash(big_thread, "tournament round")
    assert reply(there).content.startswith("**Big** · round 1 of 1")
    # Big's one and only round has started: nobody may join any more (item 7).
    assert buttons(fresh(channel, big_post)) == []  # registration closed: no buttons (item 6)
    late = await organiser.slash(channel, "tournament add", player=erin, tournament=big)
    assert reply(late).content == \
        "**Big** has started its last round: it takes no more players."
    assert erin.id not in {e.player_id for e in await store.entrants(big)}
    assert set(buttons(fresh(channel, tiny_post))) == {f"tour:join:{tiny}", f"tour:leave:{tiny}"}

    # Calling Tiny off ends its game: result line in the thread, no button, no clock (item 5).
    table = (await store.tables(tiny, 1))[0]
    thread = thread_of(channel, table.thread_id)
    turn_post = thread.last_message
    assert buttons(turn_post)
    res = await organiser.slash(channel, "tournament cancel", tournament=tiny)
    assert "**Tiny** has been called off" in reply(res).content
    record = await store.get(table.game_id)
    assert record.status == "abandoned" and await store.timers(record.id) == []
    assert buttons(fresh(thread, turn_post)) == []
    assert "**Tiny** has been called off: this game ends here" in thread.last_message.content
    assert fresh(channel, tiny_post).embeds[0].description == "Called off."
    assert buttons(fresh(channel, tiny_post)) == []
    quiet = len(thread.history())
    await env.advance_time(30 * HOUR)  # no reminder, no timeout, no ping
    assert len(thread.history()) == quiet
    # Big goes on, and is now the only open one: commands need no name.
    status = await organiser.slash(channel, "tournament status")
    assert reply(status).content.startswith("**Big**")


async def test_a_paused_swiss_waits_for_the_organiser_and_tells_the_round(simcord_env) -> None:
    """Items 8, 9, 10, 11, 14, 15: mid-round standings say what they hold, the next round waits
    for the organiser, a round's results are one command away, AI names never change."""
    env = simcord_env
    store = env.bot.store
    channel, (alice, bob, carol, *_rest), organiser = await world(env)
    tid = await create(env, channel, organiser, rounds=2, pause=True)
    post = channel.last_message
    for person in (alice, bob, carol):  # every table has a person: none ends by itself
        await person.click(post, label="Join")
    await organiser.slash(channel, "tournament add", ai_level="random")
    await organiser.slash(channel, "tournament start")
    tables = await store.tables(tid, 1)
    await organiser.slash(channel, "tournament settle", table=1)
    mid = reply(await bob.slash(channel, "tournament standings"))
    assert "Cup: standings during round 1" in mid.content
    assert "0 of 2 rounds complete · round 1: 1 of 2 tables counted" in mid.content
    assert "Round 1 of 2 is being played (1 of 2 tables finished)." in \
        fresh(channel, post).embeds[0].description

    # Item 9: an AI entrant has one name in the table list, its thread and the standings.
    runner = env.bot.get_cog("Tournaments").runner
    entrant_names = await runner.names(await store.tournament(tid))
    for ai in (p for t in tables for p in t.players if p < 0):
        assert entrant_names[ai] == f"AI {-ai} · random"
        thread = thread_of(channel, next(t for t in tables if ai in t.players).thread_id)
        assert entrant_names[ai] in thread.history()[0].content
        assert entrant_names[ai] in mid.content or "more" in mid.content

    for table in await store.tables(tid, 1):
        if table.result is None:
            await organiser.slash(channel, "tournament settle", table=table.table_no)
    await env.advance_time(5)
    tournament = await store.tournament(tid)
    assert tournament.round == 1 and len(await store.tables(tid)) == 2  # waiting (item 11)
    standings = next(m for m in channel.history() if "standings after round 1" in m.content)
    assert "start it with `/tournament next`" in standings.content
    assert pinged(env, channel, standings) == {organiser.id}
    assert "round 2 starts when an organiser says" in fresh(channel, post).embeds[0].description

    # Item 15: the post keeps the top three; the whole table is one click away.
    assert "… and 1 more" in standings.content and standings.attachments
    full = await alice.click(standings, label="Full standings as text")
    assert full.ephemeral and full.response.content.count(" — ") == 4
    # Asked for in a table's thread, the standings' button works there too; a copy of it
    # elsewhere is refused.
    thread = thread_of(channel, tables[0].thread_id)
    in_thread = reply(await alice.slash(thread, "tournament standings"))
    again = await alice.click(in_thread, label="Full standings as text")
    assert again.response.content == full.response.content
    view = discord.ui.View(timeout=None)
    view.add_item(StandingsTextButton(tid, 1, False, "copy"))
    other = channel.guild.create_text_channel("other")
    crafted = await env.bot.get_channel(other.id).send("crafted", view=view)
    refused = await alice.click(crafted, label="copy")
    assert refused.ephemeral and "another channel" in refused.response.content

    # Item 14: who met whom in round 1, and the results.
    round_one = reply(await alice.slash(channel, "tournament round", number=1))
    assert round_one.content.startswith("**Cup** · round 1 of 2")
    assert round_one.content.count("(settled by an organiser)") == 2
    assert all(f"<#{t.thread_id}>" in round_one.content for t in tables)
    nothing = await alice.slash(channel, "tournament round", number=2)
    assert "has no round 2 yet" in reply(nothing).content

    res = await organiser.slash(channel, "tournament next")
    assert reply(res).content == "**Cup**: round 2 has started."
    pairings = [m for m in channel.history() if "round 2 of 2: the pairings" in m.content]
    assert len(pairings) == 1
    assert pinged(env, channel, pairings[0]) == {alice.id, bob.id, carol.id}


async def test_check_in_drops_who_did_not_check_in(simcord_env) -> None:
    """Item 12: a check-in window before round 1; its call pings the registered players, and
    those who did not check in are dropped when it closes."""
    env = simcord_env
    store = env.bot.store
    channel, (alice, bob, carol, dave, _erin), organiser = await world(env)
    tid = await create(env, channel, organiser, rounds=1, checkin_minutes=30)
    post = channel.last_message
    for person in (alice, bob, carol):
        await person.click(post, label="Join")
    early = await alice.click(post, custom_id=f"tour:checkin:{tid}") \
        if f"tour:checkin:{tid}" in buttons(post) else None
    assert early is None  # no Check in button before the check-in opens
    res = await organiser.slash(channel, "tournament start")
    assert "check-in is open for 30 minutes" in reply(res).content
    call = next(m for m in channel.history() if "check-in is open and closes" in m.content)
    assert pinged(env, channel, call) == {alice.id, bob.id, carol.id}
    for person in (alice, bob):
        ok = await person.click(call, label="Check in")
        assert ok.response.content == "You are checked in for **Cup**."
    twice = await alice.click(call, label="Check in")
    assert twice.response.content == "You were already checked in for **Cup**."
    stranger = await dave.click(call, label="Check in")
    assert "press **Join** first" in stranger.response.content
    late = await dave.click(fresh(channel, post), label="Join")  # here now: checked in at once
    assert late.response.content == "You are registered and checked in for **Cup**."
    assert f"tour:checkin:{tid}" in buttons(fresh(channel, post))
    assert (await store.tournament(tid)).status == "registration"

    await env.advance_time(31 * 60)
    tournament = await store.tournament(tid)
    assert tournament.status == "running" and tournament.round == 1
    status = {e.player_id: e.status for e in await store.entrants(tid)}
    assert status[carol.id] == "dropped"
    assert all(status[p.id] == "active" for p in (alice, bob, dave))
    seated = {p for t in await store.tables(tid, 1) for p in t.players}
    byes = {p for _r, p in await store.byes(tid)}
    assert seated | byes == {alice.id, bob.id, dave.id} and len(byes) == 1
    assert any("not checked in, so not playing: carol" in m.content for m in channel.history())


async def test_check_in_opens_by_itself_before_the_registration_deadline(simcord_env) -> None:
    """Item 12: with a registration deadline, the check-in window is its last minutes."""
    env = simcord_env
    channel, (alice, bob, carol, *_rest), organiser = await world(env)
    tid = await create(env, channel, organiser, rounds=1, checkin_minutes=30,
                       registration_hours=2)
    post = channel.last_message
    for person in (alice, bob, carol):
        await person.click(post, label="Join")
    await env.advance_time(1.4 * HOUR)
    assert not any("check-in is open" in m.content for m in channel.history())
    await env.advance_time(0.2 * HOUR)  # 1 h 36: the last half hour
    assert any("check-in is open and closes" in m.content for m in channel.history())
    assert "Check-in is open and closes" in fresh(channel, post).embeds[0].description
    for person in (alice, bob):
        await person.click(fresh(channel, post), label="Check in")
    await env.advance_time(0.5 * HOUR)
    assert (await env.bot.store.tournament(tid)).status == "running"
    status = {e.player_id: e.status for e in await env.bot.store.entrants(tid)}
    assert status == {alice.id: "active", bob.id: "active", carol.id: "dropped"}


async def test_a_round_deadline_reminds_then_settles(simcord_env) -> None:
    """Item 13: a quarter before the deadline the players of unfinished tables are pinged; at
    the deadline those tables are settled by the game's ranking and the tournament goes on."""
    env = simcord_env
    store = env.bot.store
    channel, (alice, bob, carol, dave, _erin), organiser = await world(env)
    tid = await create(env, channel, organiser, rounds=2, round_hours=8, turn_hours=24)
    post = channel.last_message
    for person in (alice, bob, carol, dave):
        await person.click(post, label="Join")
    await organiser.slash(channel, "tournament start")
    first = await store.tables(tid, 1)
    pairings = next(m for m in channel.history() if "the pairings" in m.content)
    assert "This round ends on" in pairings.content
    await env.advance_time(5 * HOUR)
    assert not any("ends <t:" in m.content for m in channel.history())
    await env.advance_time(1.5 * HOUR)  # 6.5 h: within the last quarter
    reminder = [m for m in channel.history() if "round 1 ends <t:" in m.content]
    assert len(reminder) == 1
    assert pinged(env, channel, reminder[0]) == {alice.id, bob.id, carol.id, dave.id}
    await env.advance_time(2 * HOUR)
    assert (await store.tournament(tid)).round == 2
    for table in await store.tables(tid, 1):
        assert table.settled_by == "deadline"
        assert (await store.get(table.game_id)).status == "finished"
        thread = thread_of(channel, table.thread_id)
        assert "The round's deadline has passed" in thread.last_message.content
    assert any("round 1's deadline has passed; 2 unfinished tables were settled" in m.content
               for m in channel.history())
    assert {t.game_id for t in first} & {g.id for g in await store.unrated_games()} == set()


async def test_leaving_a_tournament_game_asks_first(simcord_env) -> None:
    """Item 17: `/game leave` in a tournament game forfeits at once, so it asks first."""
    env = simcord_env
    store = env.bot.store
    channel, (alice, bob, *_rest), organiser = await world(env)
    tid = await create(env, channel, organiser, rounds=1)
    post = channel.last_message
    for person in (alice, bob):
        await person.click(post, label="Join")
    await organiser.slash(channel, "tournament start")
    table = (await store.tables(tid, 1))[0]
    thread = thread_of(channel, table.thread_id)
    asked = await alice.slash(thread, "game leave")
    assert asked.ephemeral and "leaving forfeits it at once" in asked.response.content
    record = await store.get(table.game_id)
    assert not any(record.is_ai(s) for s in range(2))  # nothing happened yet
    await alice.click(asked.response, label="Yes, leave and forfeit")
    record = await store.get(table.game_id)
    assert record.is_ai(table.players.index(alice.id))
    assert any("left the game; an AI plays seat" in m.content for m in thread.history())
    await organiser.slash(channel, "tournament settle", table=1)
    result = (await store.tables(tid, 1))[0].result
    assert result["places"][-1] == [alice.id] and result["forfeited"] == [alice.id]
    assert re.search(r"2\. alice \(\d+ VP\) \(forfeited\)", thread.last_message.content)


async def test_an_all_ai_table_says_it_plays_itself(simcord_env) -> None:
    """Item 10: a table of AI entrants only gets its own intro, not "—: your game starts"."""
    env = simcord_env
    channel, _people, organiser = await world(env)
    tid = await create(env, channel, organiser, rounds=1)
    for _ in range(2):
        await organiser.slash(channel, "tournament add", ai_level="random")
    await organiser.slash(channel, "tournament start")
    table = (await env.bot.store.tables(tid, 1))[0]
    intro = thread_of(channel, table.thread_id).history()[0].content
    assert intro == ("**Cup**, round 1, table 1: AI 1 · random, AI 2 · random. AI players only: "
                     "the game plays itself below.") or "AI players only" in intro
    assert "—" not in intro
    await run_until(env, lambda: _finished(env.bot.store, tid))


async def _finished(store, tid: int) -> bool:
    return (await store.tournament(tid)).status == "finished"


async def test_a_person_at_a_table_with_twin_ai_seats_is_rated(simcord_env) -> None:
    """Item 2: alice plays two AI entrants of the same level; she is rated (the AI level,
    seated twice, is not), and her card says how many of her games were rated."""
    env = simcord_env
    channel, (alice, *_rest), organiser = await world(env)
    tid = await create(env, channel, organiser, rounds=1, table_size=3)
    await alice.click(channel.last_message, label="Join")
    for _ in range(2):
        await organiser.slash(channel, "tournament add", ai_level="random")
    await organiser.slash(channel, "tournament start")
    await organiser.slash(channel, "tournament settle", table=1)
    rating = await env.bot.store.rating(str(channel.guild.id), "race", str(alice.id))
    assert rating is not None and rating.games == 1
    card = reply(await organiser.slash(channel, "stats", game="race", player=alice))
    assert "#1 on this server" in card.content and "Games: 1 ·" in card.content
    assert (await env.bot.store.tournament(tid)).status == "finished"


async def test_tournament_rules_say_how_each_format_is_scored_and_tie_broken(simcord_env) -> None:
    """TR-S1, TR-S2, TR-S4, TR-S5: `/tournament rules` tells any player, privately, the
    settings, the points, the bye and the order of tie-breaks of the tournament named (a Swiss
    ranks by points, SoS, then VP; an elimination by the round reached first)."""
    env = simcord_env
    channel, (alice, *_others), organiser = await world(env)
    swiss = await create(env, channel, organiser, name="Spring", rounds=3)
    knockout = await create(env, channel, organiser, name="Knockout", format="elimination",
                            table_size=2)
    res = await alice.slash(channel, "tournament rules", tournament=swiss)
    text = res.response.content
    assert res.ephemeral and text.startswith("**Spring** (Race to Ten)"), text
    assert "Order: points, then SoS, then VP" in text and "A bye scores as a win" in text
    assert "settled early" in text and len(text) <= 2000
    res = await alice.slash(channel, "tournament rules", tournament=knockout)
    text = res.response.content
    assert res.ephemeral and text.startswith("**Knockout**"), text
    assert "Order: the round reached" in text and "Order: points, then SoS" not in text
