"""The lobby end to end through discord.py's own dispatch (simcord): what players see."""

from __future__ import annotations

import discord
import pytest

from tests.conftest import make_config


async def world(env):
    await env.bot.tree.sync()
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    users = [guild.add_member(env.create_user(name)) for name in ("alice", "bob", "carol")]
    mod_role = guild.create_role("mod", permissions=discord.Permissions(manage_guild=True))
    mod = guild.add_member(env.create_user("moderator"), roles=[mod_role])
    stranger = guild.add_member(env.create_user("stranger"))
    return channel, users, mod, stranger


def button_ids(message) -> list[str]:
    return [c.custom_id for row in message.components for c in row.children]


async def open_lobby(channel, creator, players: int = 3, game: str = "race"):
    res = await creator.slash(channel, "game new", game=game, players=players)
    assert not res.ephemeral
    return channel.last_message


async def test_lobby_join_start_and_a_strangers_click_is_refused(simcord_env) -> None:
    channel, (alice, bob, carol), _mod, stranger = await world(simcord_env)
    lobby = await open_lobby(channel, alice)
    assert "Race to Ten" in lobby.embeds[0].title
    game_id = int(lobby.embeds[0].footer.text.split("#")[1])
    assert button_ids(lobby) == [f"lobby:join:{game_id}", f"lobby:leave:{game_id}",
                                 f"lobby:start:{game_id}"]
    await bob.click(lobby, label="Join")
    await carol.click(lobby, label="Join")
    assert "Players (3/3)" in [f.name for f in (await _fetch(channel, lobby)).embeds[0].fields]

    full = await stranger.click(lobby, label="Join")
    assert full.ephemeral and "full" in full.response.content
    refused = await bob.click(lobby, label="Start")
    assert refused.ephemeral and "Only the player who opened" in refused.response.content

    await alice.click(lobby, label="Start")
    turn = channel.last_message
    assert "Race to Ten: it is" in turn.content
    assert (await _fetch(channel, lobby)).components == []  # the lobby buttons are retired


async def test_only_the_creator_or_a_moderator_can_abandon(simcord_env) -> None:
    channel, (alice, bob, _carol), mod, _stranger = await world(simcord_env)
    await open_lobby(channel, alice)
    refused = await bob.slash(channel, "game abandon")
    assert refused.ephemeral and "Only the player who opened" in refused.response.content

    asked = await mod.slash(channel, "game abandon")
    assert asked.ephemeral and "Really call off" in asked.response.content
    await mod.click(asked.response, label="Yes, abandon the game")
    assert "called off this game" in channel.last_message.content
    again = await alice.slash(channel, "game status")
    assert again.ephemeral and "no game in this channel" in again.response.content


async def test_the_creator_abandons_a_running_game_and_the_channel_is_free(simcord_env) -> None:
    channel, (alice, bob, _carol), _mod, _stranger = await world(simcord_env)
    lobby = await open_lobby(channel, alice, players=2)
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    busy = await bob.slash(channel, "game new", game="race")
    assert busy.ephemeral and "already has a game" in busy.response.content
    asked = await alice.slash(channel, "game abandon")
    await alice.click(asked.response, label="Yes, abandon the game")
    listed = await alice.slash(channel, "game list")
    assert "No games are open" in listed.response.content
    await bob.slash(channel, "game new", game="race")
    assert "Race to Ten" in channel.last_message.embeds[0].title


async def test_game_autocomplete_lists_the_registry(simcord_env) -> None:
    channel, (alice, *_rest), _mod, _stranger = await world(simcord_env)
    choices = await alice.autocomplete(channel, "game new", "game", "rac")
    assert [c["value"] for c in choices] == ["race"]


async def test_bad_options_get_a_readable_refusal(simcord_env) -> None:
    channel, (alice, *_rest), _mod, _stranger = await world(simcord_env)
    res = await alice.slash(channel, "game new", game="race", options="target=abc")
    assert res.ephemeral and "whole number" in res.response.content
    res = await alice.slash(channel, "game new", game="chess")
    assert res.ephemeral and "no game called" in res.response.content


async def test_lobby_buttons_still_work_after_a_restart(simcord_env, database) -> None:
    from bot.core import GameBot

    channel, (alice, bob, carol), _mod, _stranger = await world(simcord_env)
    lobby = await open_lobby(channel, alice)
    await bob.click(lobby, label="Join")
    await simcord_env.restart_bot(GameBot(make_config(database)))
    await simcord_env.bot.tree.sync()
    await carol.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    assert "Race to Ten: it is" in channel.last_message.content
    listed = await alice.slash(channel, "game list")
    assert "in play with 3 players" in listed.response.content


@pytest.mark.parametrize("custom_id", ["lobby:join:999999", "lobby:start:0"])
async def test_a_forged_button_gets_a_clear_refusal(simcord_env, custom_id) -> None:
    channel, (alice, *_rest), _mod, _stranger = await world(simcord_env)
    lobby = await open_lobby(channel, alice)
    forged = await _forge(simcord_env, channel, lobby, custom_id)
    res = await alice.click(forged, custom_id=custom_id)
    assert res.ephemeral and "no game number" in res.response.content


async def _fetch(channel, message):
    """The message as it is now (after edits)."""
    return next(m for m in channel.history() if m.id == message.id)


async def _forge(env, channel, lobby, custom_id):
    """A message carrying a button whose custom_id nobody issued (as a malicious client might)."""
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="forged", custom_id=custom_id))
    bot_channel = env.bot.get_channel(channel.id)
    return await bot_channel.send("forged", view=view)


async def test_an_unexpected_error_shows_an_incident_id_and_is_logged(simcord_env, caplog) -> None:
    channel, (alice, *_rest), _mod, _stranger = await world(simcord_env)

    async def broken(_guild_id=None):
        raise RuntimeError("disk on fire")

    simcord_env.bot.store.open_games = broken
    res = await alice.slash(channel, "game list")
    assert res.ephemeral and "incident" in res.response.content
    incident = res.response.content.split("incident ")[1].split(")")[0]
    assert any(incident in record.getMessage() for record in caplog.records)
    assert "disk on fire" not in res.response.content
