"""Issue 13 at the table: the words a newcomer reads in the lobby, `/help`, `/game mine`, and
finished or abandoned games that stay viewable."""

from __future__ import annotations

from cogs.lobby import LobbyButton
from tests.e2e.helpers import PNG, find, log_text, message
from tests.test_lobby_e2e import open_lobby, world
from tests.test_trust_e2e import crafted


async def test_the_lobby_speaks_plainly(simcord_env) -> None:
    env = simcord_env
    channel, (alice, bob, _carol), _mod, _stranger = await world(env)
    unknown = await alice.slash(channel, "game new", game="chess")
    text = unknown.response.content
    assert unknown.ephemeral and "`chess`" in text and "alien_frontiers" in text
    too_many = await alice.slash(channel, "game new", game="alien_frontiers", ai_players=5)
    assert "at most 4 players" in too_many.response.content
    await alice.slash(channel, "game new", game="alien_frontiers", options="long=no")
    lobby = channel.last_message
    options = next(f for f in lobby.embeds[0].fields if f.name == "Options")
    assert options.value.endswith(": no") and "False" not in options.value
    assert "Join with the button" in lobby.embeds[0].description
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    started = next(m for m in channel.history() if m.id == lobby.id)
    assert "Join with the button" not in started.embeds[0].description
    assert not started.components


async def test_an_abandoned_lobby_says_it_was_called_off(simcord_env) -> None:
    env = simcord_env
    channel, (alice, bob, _carol), _mod, _stranger = await world(env)
    lobby = await open_lobby(channel, alice)
    game_id = int(lobby.embeds[0].footer.text.split("#")[1])
    abandon = await alice.slash(channel, "game abandon")
    await alice.click(abandon.response, label="Yes, abandon the game")
    assert not message(channel, lobby.id).components  # the lobby post loses its buttons
    stale = await crafted(env, channel, LobbyButton(game_id, "join", "Join"))  # an old client
    res = await bob.click(stale, label="Join")
    assert res.ephemeral and "called off" in res.response.content
    assert "already started" not in res.response.content


async def test_help_lists_the_games_and_how_to_start(simcord_env) -> None:
    env = simcord_env
    channel, (alice, *_rest), _mod, _stranger = await world(env)
    res = await alice.slash(channel, "help")
    embed = res.response.embeds[0]
    assert res.ephemeral
    names = [field.name for field in embed.fields]
    assert any("Alien Frontiers (2–4 players)" in n for n in names)
    assert any("Ascending Empires" in n for n in names)
    assert not any("Race to Ten" in n for n in names)  # test games are not advertised
    assert "/game new" in " ".join(field.value for field in embed.fields)


async def test_my_games_across_channels_waiting_on_me_first(simcord_env) -> None:
    env = simcord_env
    channel, (alice, bob, carol), _mod, _stranger = await world(env)
    guild = channel.guild
    first, second, third = (guild.create_text_channel(n) for n in ("one", "two", "three"))
    for where in (first, second):
        await alice.slash(where, "game new", game="race", players=2)
        await bob.click(where.last_message, label="Join")
        await alice.click(where.last_message, label="Start")
    await carol.slash(third, "game new", game="race", players=3)
    await alice.click(third.last_message, label="Join")
    record = await env.bot.store.open_game_in(second.id)
    for _turn in range(2):  # the second game waits on bob, whoever began
        if record.players[(await env.bot.tables.match(record)).to_act()] == alice.id:
            for move in ("roll", "add 1", "end"):
                await env.bot.tables.play(record.id, alice.id, move)
    res = await alice.slash(channel, "game mine")
    text = (res.followups[0] if res.followups else res.response).content
    assert res.ephemeral and text.count("Race to Ten") == 3
    lines = text.splitlines()
    waiting = [i for i, line in enumerate(lines) if "your turn" in line]
    others = [i for i, line in enumerate(lines) if "waiting for" in line or "lobby" in line]
    assert waiting and others and max(waiting) < min(others)
    # Issue 13 point 18: a game waiting on others says whose turn it is, by name (no ping),
    # and that turn's deadline.
    theirs = next(line for line in lines if f"#{record.id}:" in line)
    assert "waiting for bob, deadline <t:" in theirs and ":R>" in theirs
    assert "<@" not in text
    assert f"/channels/{guild.id}/{third.id}" in text
    nothing = await _stranger_mine(env, channel)
    assert "no open game" in nothing


async def _stranger_mine(env, channel) -> str:
    loner = channel.guild.add_member(env.create_user("loner"))
    res = await loner.slash(channel, "game mine")
    return (res.followups[0] if res.followups else res.response).content


async def test_finished_and_abandoned_games_stay_viewable(simcord_env) -> None:
    """`/af board`, `/af log` and `/replay` work for the channel's last game after it was
    abandoned, and take a game number."""
    env = simcord_env
    channel, (alice, bob, _carol), _mod, _stranger = await world(env)
    await alice.slash(channel, "game new", game="alien_frontiers", players=2)
    lobby = channel.last_message
    game_id = int(lobby.embeds[0].footer.text.split("#")[1])
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    record = await env.bot.store.get(game_id)
    match = await env.bot.tables.match(record)
    seat = match.to_act()
    player = alice if record.players[seat] == alice.id else bob
    move = next(m for m in match.legal_moves(seat) if m.startswith("dock"))
    await player.slash(channel, "af move", move=move)
    abandon = await alice.slash(channel, "game abandon")
    await alice.click(abandon.response, label="Yes, abandon the game")
    board = await bob.slash(channel, "af board")
    shown = board.followups[0] if board.followups else board.response
    assert (await shown.attachments[0].read()).startswith(PNG)
    assert "dock" in await log_text(await bob.slash(channel, "af log", game=game_id))
    replay = await bob.slash(channel, "replay")
    posted = replay.followups[0] if replay.followups else replay.response
    assert "called off" in posted.content and posted.attachments
    assert not find(channel.last_message, "af:panel:")


async def test_a_games_own_commands_find_its_last_game_after_another_began(simcord_env) -> None:
    """Issue 13 point 4: after an Alien Frontiers game ended here and an Ascending Empires game
    started in the same channel, `/af board` and `/af log` without a number still show the
    Alien Frontiers game; `/ae board` shows the running one."""
    env = simcord_env
    channel, (alice, bob, _carol), _mod, _stranger = await world(env)
    await alice.slash(channel, "game new", game="alien_frontiers", players=2)
    af_id = int(channel.last_message.embeds[0].footer.text.split("#")[1])
    await bob.click(channel.last_message, label="Join")
    await alice.click(channel.last_message, label="Start")
    abandon = await alice.slash(channel, "game abandon")
    await alice.click(abandon.response, label="Yes, abandon the game")
    await alice.slash(channel, "game new", game="ascending_empires", players=2)
    await bob.click(channel.last_message, label="Join")
    await alice.click(channel.last_message, label="Start")
    assert (await env.bot.store.open_game_in(channel.id)).game_type == "ascending_empires"
    board = await bob.slash(channel, "af board")
    shown = board.followups[0] if board.followups else board.response
    assert shown.attachments and (await shown.attachments[0].read()).startswith(PNG)
    log = await bob.slash(channel, "af log")
    assert f"#{af_id}" in log.response.content and "Alien Frontiers" in log.response.content
    ae_board = await bob.slash(channel, "ae board")
    ae_shown = ae_board.followups[0] if ae_board.followups else ae_board.response
    assert ae_shown.attachments
