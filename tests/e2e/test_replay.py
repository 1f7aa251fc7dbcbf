"""`/replay` end to end (simcord): an animated GIF of a finished game, and the refusals."""

from __future__ import annotations

import io

from PIL import Image

from bot.core import PLATFORM_COGS
from games.alien_frontiers.ai import choose_move
from games.timeline import turn_states
from rendering.animation import MAX_BYTES
from tests.e2e.helpers import start_game, state, world

GIF = b"GIF89a"



async def finish(env, game_id: int) -> int:
    """Play the game to its end through the turn pipeline (greedy AI moves: a short game)."""
    moves = 0
    while True:
        record, match, seat = await state(env, game_id)
        if record.status == "finished":
            return moves
        move = choose_move(match.state, seat, "greedy", seed=moves)
        await env.bot.tables.play(game_id, record.players[seat], move)
        moves += 1


async def test_replay_posts_a_gif_of_the_finished_game(simcord_env) -> None:
    assert "cogs.replay" in PLATFORM_COGS
    env = simcord_env
    channel, users, stranger = await world(env)
    alice, bob, _carol = users
    game_id = await start_game(channel, users)

    running = await bob.slash(channel, "replay")  # the running game is not replayed yet
    assert running.ephemeral and "no finished game in this channel" in running.response.content
    numbered = await bob.slash(channel, "replay", game=game_id)
    assert numbered.ephemeral and "not over yet" in numbered.response.content

    await finish(env, game_id)
    await env.bot.tables.drain()  # the game's own posts (in the background) go out first
    record, match, _seat = await state(env, game_id)
    log = [(m.seat, m.move) for m in await env.bot.store.moves(game_id)]
    turns = len(turn_states(match.game, 3, record.seed, record.options, log)) - 1

    res = await stranger.slash(channel, "replay")  # anyone in the server may ask
    assert res.acknowledged and not res.ephemeral
    posted = res.followups[0] if res.followups else res.response
    assert not posted.ephemeral
    assert f"#{game_id}" in posted.content and f"{turns} turns" in posted.content
    assert any(name in posted.content for name in ("alice", "bob", "carol"))
    [attachment] = posted.attachments
    assert attachment.filename == f"replay-{game_id}.gif"
    assert attachment.description and "Animated replay" in attachment.description
    data = await attachment.read()
    assert data.startswith(GIF) and len(data) <= MAX_BYTES
    gif = Image.open(io.BytesIO(data))
    assert gif.info["loop"] == 0 and gif.n_frames == turns + 1
    assert channel.last_message.attachments[0].filename == f"replay-{game_id}.gif"

    # By number, again (from the cache); never from another channel (trust no id).
    again = await alice.slash(channel, "replay", game=game_id)
    shown = again.followups[0] if again.followups else again.response
    assert (await shown.attachments[0].read()) == data
    other = channel.guild.create_text_channel("elsewhere")
    refused = await alice.slash(other, "replay", game=game_id)
    assert refused.ephemeral and "another channel" in refused.response.content


async def test_replay_refusals(simcord_env) -> None:
    env = simcord_env
    channel, (alice, *_rest), _stranger = await world(env)
    res = await alice.slash(channel, "replay")
    assert res.ephemeral and "no finished game in this channel" in res.response.content
    res = await alice.slash(channel, "replay", game=999)
    assert res.ephemeral and "no game #999" in res.response.content

    # A finished game of a type that has no pictures.
    await alice.slash(channel, "game new", game="race", players=2, options="target=3")
    lobby = channel.last_message
    game_id = int(lobby.embeds[0].footer.text.split("#")[1])
    await _rest[0].click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    while (await env.bot.store.get(game_id)).status != "finished":
        record, match, seat = await state(env, game_id)
        await env.bot.tables.play(game_id, record.players[seat],
                                  match.game.legal_moves(match.state, seat)[-1])
    res = await alice.slash(channel, "replay")
    assert res.ephemeral and "Race to Ten has no pictures yet" in res.response.content


def test_every_installed_game_can_be_replayed() -> None:
    from games import registry
    from rendering import BOARDS

    registry.load_installed()
    assert set(registry.installed_packages()) == {f"games.{key}" for key in BOARDS}


def test_a_long_game_is_shown_in_a_bounded_number_of_frames() -> None:
    """A replay of hundreds of turns is drawn from at most MAX_FRAMES positions, evenly spread,
    the opening and the end always shown (so /replay answers in seconds, and the GIF is short)."""
    from cogs.replay import MAX_FRAMES, spread

    positions = list(range(401))
    shown = spread(positions, MAX_FRAMES)
    assert len(shown) == MAX_FRAMES and shown[0] == 0 and shown[-1] == 400
    assert shown == sorted(set(shown))
    assert spread(positions[:10], MAX_FRAMES) == positions[:10]
