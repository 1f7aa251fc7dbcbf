"""Issue 12 end to end: trust no click, ping only whom we mean, no flood, a vacation never gives
time back, answers before the slow work, and the player told what really happened."""

from __future__ import annotations

import asyncio

import discord
import pytest

from bot.tables import Stage
from cogs.lobby import AbandonButton, LobbyButton
from cogs.table.panel import TakeTurnButton
from cogs.tournaments.registration import RegisterButton
from tests.test_lobby_e2e import open_lobby, world

HOUR = 3600


async def started(env, channel, alice, bob) -> int:
    lobby = await open_lobby(channel, alice, players=2)
    game_id = int(lobby.embeds[0].footer.text.split("#")[1])
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    return game_id


async def crafted(env, channel, item: discord.ui.Item) -> discord.Message:
    """A message in `channel` carrying a component whose custom_id names something elsewhere,
    as a hand-made interaction would."""
    view = discord.ui.View(timeout=None)
    view.add_item(item)
    return await env.bot.get_channel(channel.id).send("crafted", view=view)


async def test_components_are_refused_outside_their_server_and_channel(simcord_env) -> None:
    """A game's or tournament's id in a custom_id is trusted only where it belongs (12.1)."""
    env = simcord_env
    channel, (alice, bob, _carol), _mod, _stranger = await world(env)
    game_id = await started(env, channel, alice, bob)
    lobby = await open_lobby(channel.guild.create_text_channel("second"), alice, players=2)
    waiting = int(lobby.embeds[0].footer.text.split("#")[1])

    other = env.create_guild("Elsewhere")
    there = other.create_text_channel("games")
    admin_role = other.create_role("admin", permissions=discord.Permissions(manage_guild=True))
    admin = other.add_member(env.create_user("admin"), roles=[admin_role])
    for item, label in ((AbandonButton(game_id, "abandon"), "abandon"),
                        (LobbyButton(waiting, "join", "join"), "join"),
                        (LobbyButton(waiting, "start", "start"), "start"),
                        (TakeTurnButton("race", game_id, "turn"), "turn")):
        message = await crafted(env, there, item)
        res = await admin.click(message, label=label)
        assert res.ephemeral and "another channel" in res.response.content, label
    same_server = channel.guild.create_text_channel("third")
    message = await crafted(env, same_server, LobbyButton(waiting, "start", "start"))
    res = await alice.click(message, label="start")
    assert res.ephemeral and "another channel" in res.response.content
    assert (await env.bot.store.get(game_id)).status == "active"
    assert (await env.bot.store.get(waiting)).players == (alice.id,)
    assert (await env.bot.store.get(waiting)).status == "lobby"
    assert not [m for m in same_server.history() if m.author.bot and m.content != "crafted"]


async def test_a_tournament_join_is_refused_from_another_server(simcord_env) -> None:
    """`tour:join:<id>` registers only in the tournament's own channel (12.1)."""
    env = simcord_env
    channel, (_alice, _bob, _carol), mod, _stranger = await world(env)
    await mod.slash(channel, "tournament create", name="Cup", game="race")
    tournament = (await env.bot.store.tournaments(channel.guild.id))[0]
    other = env.create_guild("Elsewhere")
    there = other.create_text_channel("games")
    intruder = other.add_member(env.create_user("intruder"))
    message = await crafted(env, there, RegisterButton(tournament.id, "join", "join"))
    res = await intruder.click(message, label="join")
    assert res.ephemeral and "another channel" in res.response.content
    assert await env.bot.store.entrants(tournament.id) == []


async def test_commands_that_take_an_id_answer_only_where_it_belongs(simcord_env) -> None:
    """A game's or tournament's number typed in another server (by an admin of that server)
    shows and changes nothing (12.1): `/af board`, `/af log`, `/replay`, `/tournament start`."""
    env = simcord_env
    channel, (alice, bob, _carol), mod, _stranger = await world(env)
    lobby = await open_lobby(channel, alice, players=2, game="alien_frontiers")
    game_id = int(lobby.embeds[0].footer.text.split("#")[1])
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    cup_channel = channel.guild.create_text_channel("cup")
    await mod.slash(cup_channel, "tournament create", name="Cup", game="race")
    cup = (await env.bot.store.tournaments(channel.guild.id))[0]

    other = env.create_guild("Elsewhere")
    there = other.create_text_channel("games")
    admin_role = other.create_role("admin", permissions=discord.Permissions(administrator=True))
    admin = other.add_member(env.create_user("admin"), roles=[admin_role])
    for command, options in (("af board", {"game": game_id}), ("af log", {"game": game_id}),
                             ("replay", {"game": game_id}),
                             ("tournament start", {"tournament": cup.id})):
        res = await admin.slash(there, command, **options)
        assert res.ephemeral and "another channel" in res.response.content, command
        assert not res.response.attachments, command
    assert (await env.bot.store.tournament(cup.id)).status == "registration"
    assert not [m for m in there.history() if m.author.bot]


async def test_a_nickname_that_looks_like_a_mention_pings_nobody(simcord_env) -> None:
    """Posts ping only the players they mean (12.2)."""
    env = simcord_env
    channel, (alice, _bob, carol), _mod, _stranger = await world(env)
    guild = channel.guild
    sneaky = guild.add_member(env.create_user("sneaky"), nick=f"<@{carol.id}> @everyone")
    game_id = await started(env, channel, sneaky, alice)
    record = await env.bot.store.get(game_id)
    seat = (await env.bot.tables.match(record)).to_act()
    for move in ("roll", "add 1", "end"):  # the next post names the mover: the nickname
        await (sneaky if record.players[seat] == sneaky.id else alice).slash(
            channel, "game move", move=move)
    assert any(f"<@{carol.id}>" in m.content for m in channel.history() if m.author.bot)
    for message in channel.history():
        stored = env.backend.get_message(channel.id, message.id)
        assert carol.id not in stored.ping_user_ids
        assert not stored.mention_everyone
    record = await env.bot.store.get(game_id)
    post = env.backend.get_message(channel.id, record.turn_message_id)
    assert set(post.ping_user_ids) <= {sneaky.id, alice.id}


async def test_game_status_is_not_a_flood(simcord_env) -> None:
    """The public re-post is once a minute per game; the refusal points to the private look
    (12.3)."""
    env = simcord_env
    channel, (alice, bob, _carol), _mod, stranger = await world(env)
    await started(env, channel, alice, bob)
    first = await stranger.slash(channel, "game status")
    assert first.ephemeral
    posts = len([m for m in channel.history() if m.author.bot])
    again = await stranger.slash(channel, "game status")
    assert again.ephemeral and "already shown here" in again.response.content
    assert len([m for m in channel.history() if m.author.bot]) == posts
    await env.advance_time(61)
    later = await stranger.slash(channel, "game status")
    assert later.ephemeral and "already shown here" not in later.response.content
    assert len([m for m in channel.history() if m.author.bot]) == posts + 1


async def test_the_status_refusal_tells_the_time_left_within_the_cooldown(simcord_env) -> None:
    """Right after a post the wait is the whole minute, never more ("61 s" after "less than a
    minute ago" contradicted itself); 45 seconds later 15 are left (12.3)."""
    env = simcord_env
    channel, (alice, bob, _carol), _mod, stranger = await world(env)
    await started(env, channel, alice, bob)
    await stranger.slash(channel, "game status")
    at_once = (await stranger.slash(channel, "game status")).response.content
    assert "in the last 60 seconds" in at_once and "again in 60 seconds" in at_once
    await env.advance_time(45)
    later = (await stranger.slash(channel, "game status")).response.content
    assert "in the last 60 seconds" in later and "again in 15 seconds" in later


async def test_vacations_never_give_back_time_already_used(simcord_env) -> None:
    """Zero days is refused; repeated vacations push a deadline at most by the game's allowance,
    and never start the turn's time again (12.4)."""
    env = simcord_env
    channel, (alice, bob, _carol), _mod, _stranger = await world(env)
    await alice.slash(channel, "game new", game="race", players=2, turn_hours=1,
                      forfeit_after=1, vacation_days=1)
    await bob.click(channel.last_message, label="Join")
    await alice.click(channel.last_message, label="Start")
    record = await env.bot.store.open_game_in(channel.id)
    seat = (await env.bot.tables.match(record)).to_act()
    player = alice if record.players[seat] == alice.id else bob
    [timer] = await env.bot.store.timers(record.id)
    deadline = timer.due_at
    try:
        await player.slash(channel, "game vacation", days=0)
        raise AssertionError("zero days should be refused by the command's range")
    except Exception as error:  # simcord refuses an option outside the command's range
        assert "days" in str(error) or "range" in str(error).lower()
    for _ in range(40):  # a vacation every 55 minutes, for much longer than the allowance
        await player.slash(channel, "game vacation", days=1)
        await env.advance_time(55 * 60)
        timers = await env.bot.store.timers(record.id)
        if not timers or timers[0].seat != seat:
            break
        assert timers[0].due_at <= deadline + 24 * HOUR
    texts = [m.content for m in channel.history()]
    assert sum("ran out of time" in text or "forfeits" in text for text in texts) == 1


@pytest.mark.parametrize(("game", "command"), [("race", "game move"),
                                              ("alien_frontiers", "af move")])
async def test_the_mover_is_answered_before_slow_listeners_run(simcord_env, game,
                                                               command) -> None:
    """Listeners that post run after the reply (12.12): through `/game move` and a game's own
    `/af move`, the move's answer goes out before a listener that takes its time posts."""
    env = simcord_env
    channel, (alice, bob, _carol), _mod, _stranger = await world(env)
    lobby = await open_lobby(channel, alice, players=2, game=game)
    game_id = int(lobby.embeds[0].footer.text.split("#")[1])
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    target = env.bot.get_channel(channel.id)

    async def slow(record, played) -> None:
        if played is not None:
            await asyncio.sleep(0.3)  # a round opening threads and drawing pictures
            await target.send(f"listener saw version {record.version}")

    env.bot.tables.listen(Stage.TOURNAMENT, slow)
    record = await env.bot.store.get(game_id)
    match = await env.bot.tables.match(record)
    seat = match.to_act()
    player = alice if record.players[seat] == alice.id else bob
    move = match.legal_moves(seat)[0]
    env.http_requests.clear()
    res = await player.slash(channel, command, move=move)
    assert res.response.content.startswith("Played"), res.response.content
    paths = [f"{r.method} {r.path}" for r in env.http_requests]
    answered = next(i for i, p in enumerate(paths) if "/callback" in p)
    listened = next(i for i, r in enumerate(env.http_requests)
                    if "listener saw" in str(getattr(r, "json", "") or ""))
    assert answered < listened


async def test_a_saved_move_is_never_called_unsaved(simcord_env, caplog) -> None:
    """A failure after the move's commit (the turn post's bookkeeping) is logged; the player
    reads that the move was played, and it was (12.10)."""
    from bot.errors import StoreUnavailable

    env = simcord_env
    channel, (alice, bob, _carol), _mod, _stranger = await world(env)
    game_id = await started(env, channel, alice, bob)

    async def broken(*args, **kwargs) -> None:
        raise StoreUnavailable("store.busy")

    env.bot.store.set_messages = broken
    record = await env.bot.store.get(game_id)
    seat = (await env.bot.tables.match(record)).to_act()
    player = alice if record.players[seat] == alice.id else bob
    for move in ("roll", "add 1", "end"):
        res = await player.slash(channel, "game move", move=move)
        assert res.response.content.startswith("Played"), res.response.content
    assert (await env.bot.store.get(game_id)).version == 3
    assert any("listener" in r.getMessage() for r in caplog.records)


async def test_long_input_gets_a_short_answer(simcord_env) -> None:
    """Whatever a player types, the answer fits Discord's limits (12.7): the refusal quotes a
    short excerpt, never the whole text."""
    env = simcord_env
    channel, (alice, _bob, _carol), mod, _stranger = await world(env)
    long = "x" * 5000
    digits = "9" * 5000
    calls = [
        (alice, "game new", {"game": long}),
        (alice, "game new", {"game": "race", "options": f"{long}={long}"}),
        (alice, "game new", {"game": "race", "options": f"target={digits}"}),
        (alice, "game new", {"game": "race", "ai_level": long, "ai_players": 1}),
        (alice, "af card", {"name": long}),
        (alice, "af rules", {"topic": long}),
        (alice, "ae rules", {"topic": long}),
        (alice, "leaderboard", {"game": long}),
        (alice, "stats", {"game": long}),
        (mod, "tournament create", {"name": "Cup", "game": long}),
    ]
    for actor, command, options in calls:
        res = await actor.slash(channel, command, **options)
        reply = res.followups[0] if res.followups else res.response
        assert res.ephemeral and reply is not None, (command, options.keys())
        assert 0 < len(reply.content) <= 2000, (command, len(reply.content))
        assert "incident" not in reply.content, (command, reply.content)
    for game, command in (("alien_frontiers", "af move"), ("ascending_empires", "ae move"),
                          ("race", "game move")):
        here = channel.guild.create_text_channel(f"long-{game}")
        await alice.slash(here, "game new", game=game, players=2, ai_players=1)
        await alice.click(here.last_message, label="Start")
        await env.settle()
        for text in (long, digits, f"raid red {digits} fuel", f"flick r1 1e1000000 {digits}",
                     "return ² fuel"):
            res = await alice.slash(here, command, move=text)
            reply = res.followups[0] if res.followups else res.response
            assert res.ephemeral and 0 < len(reply.content) <= 2000, (command, text[:20])
            assert "incident" not in reply.content, (command, text[:20], reply.content)
            choices = await alice.autocomplete(here, command, "move", text[:100])
            assert isinstance(choices, list)
        if game == "ascending_empires":
            for ship, direction in (("r1", long), (long, "1e1000000"), ("r1", "²")):
                res = await alice.slash(here, "ae aim", ship=ship, direction=direction)
                reply = res.followups[0] if res.followups else res.response
                assert res.ephemeral and 0 < len(reply.content) <= 2000
                assert "incident" not in reply.content, (direction[:20], reply.content)
