"""Ascending Empires across a bot restart in the middle of a turn: the turn's public post still
tells the moves made before the restart (ruling 19: the engine keeps the turn's moves)."""

from __future__ import annotations

from tests.conftest import make_config
from tests.e2e.test_ae_game import state
from tests.e2e.test_ae_panel import table


async def test_a_flick_made_before_a_restart_is_in_the_turns_post(simcord_env, database) -> None:
    from bot.core import GameBot

    env = simcord_env
    channel, game_id, actor, _other, _stranger = await table(env)
    record, match, seat = await state(env, game_id)
    ship = next(s["id"] for s in match.game.view(match.state, seat)["ships"] if s["seat"] == seat)
    played = await actor.slash(channel, "ae move", move=f"flick {ship} towards G1")
    assert played.response.content.startswith("Played: Flick")
    posts_before = len([m for m in channel.history() if m.author.bot])

    await env.restart_bot(GameBot(make_config(database)))
    await env.bot.tree.sync()

    ended = await actor.slash(channel, "ae move", move="done")
    assert ended.ephemeral and (await env.bot.store.get(game_id)).version == record.version + 2
    posts = [m for m in channel.history() if m.author.bot]
    assert len(posts) == posts_before + 1
    post = posts[-1]
    assert post.content.startswith("**Turn 1**") and f"flicked {ship}" in post.content
    assert post.attachments[0].description
