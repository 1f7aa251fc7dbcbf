"""`/gt log` through simcord: in the duplicate deal every builder draws the same tiles, so the
log keeps the other builders' moves back until building ends (it says how many it kept); a
long log comes whole, as a file, instead of being cut after a few messages."""

from __future__ import annotations

from typing import Any

from tests.e2e.helpers import log_text
from tests.e2e.test_gt_game import start, state, world
from tests.e2e.test_gt_give_up import fly_until_one_waits


async def alice_places_a_tile(env: Any) -> tuple[Any, tuple[Any, Any], int, str]:
    """A game of alice and bob in building, where alice drew a tile and placed it."""
    channel, (alice, bob, _carol) = await world(env)
    game_id = await start(channel, alice, [bob])
    await alice.slash(channel, "gt move", move="draw")
    _record, match = await state(env, game_id)
    place = next(m for m in match.legal_moves(0) if m.startswith("place "))
    await alice.slash(channel, "gt move", move=place)
    return channel, (alice, bob), game_id, place


async def test_building_moves_stay_out_of_the_others_log_until_launch(simcord_env) -> None:
    """GT-6.7: alice's placements would show bob his own next tiles; bob's log keeps them back
    and counts them, and lists his own. Once building ended, everyone reads every move."""
    env = simcord_env
    channel, (alice, bob), game_id, place = await alice_places_a_tile(env)
    await bob.slash(channel, "gt move", move="draw")

    seen = (await bob.slash(channel, "gt log")).response.content
    assert place not in seen and "alice" not in seen
    assert "(bob): `draw`" in seen
    assert "2 moves of other players are kept secret for now." in seen
    own = (await alice.slash(channel, "gt log")).response.content
    assert f"(alice): `{place}`" in own and "1 move of another player is kept secret" in own

    await fly_until_one_waits(env, game_id)
    shown = await log_text(await bob.slash(channel, "gt log"))
    assert place in shown and "kept secret" not in shown


async def test_a_game_called_off_while_building_keeps_nothing_back(simcord_env) -> None:
    """The duplicate deal is secret only while the game is played: once it was called off in
    the middle of building, its log shows every builder's moves to everyone."""
    env = simcord_env
    channel, (_alice, bob), game_id, place = await alice_places_a_tile(env)
    await env.bot.tables.abandon(game_id)

    shown = (await bob.slash(channel, "gt log", game=game_id)).response.content
    assert f"(alice): `{place}`" in shown and "kept secret" not in shown


async def test_a_long_log_comes_as_one_file(simcord_env) -> None:
    """A whole round's moves do not fit a few messages: one private reply says how many moves
    there are and attaches them all, in order, numbered, with nothing cut."""
    env = simcord_env
    channel, (alice, bob, _carol) = await world(env)
    game_id = await start(channel, alice, [bob])
    for k in range(3000):  # the AI plays both seats until the log is far past a few messages
        record, match = await state(env, game_id)
        if match.state.phase == "flight" and len(match.log) >= 300:
            break
        seat = match.awaiting()[k % len(match.awaiting())]
        await env.bot.tables.play(game_id, record.players[seat],
                                  match.game.ai_move(match.state, seat, "builder", k))
    else:
        raise AssertionError("the game never reached 300 moves in flight")
    await env.bot.tables.drain()
    moves = await env.bot.store.moves(game_id)  # in flight nothing is kept back: all are listed
    res = await alice.slash(channel, "gt log")
    assert res.ephemeral and not res.followups
    assert f"{len(moves)} moves, listed in the attached file" in res.response.content
    attached = res.response.attachments[0]
    assert attached.filename == f"game-{game_id}-log.txt"
    lines = (await attached.read()).decode().splitlines()
    assert lines[-1].startswith(f"{len(moves)}. ")
    assert "`" not in "".join(lines)
