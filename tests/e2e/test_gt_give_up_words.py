"""Galaxy Trucker through simcord: the words around a voluntary give-up (GT-3.10.1). A refused
declaration says why (never "You can: ." with nothing listed), the declaring player's own panel
reminds them of it while it waits for the next card, its move group is named for what it
holds, and the reply to the move that ends the game tells no phase."""

from __future__ import annotations

from typing import Any

from tests.e2e.test_gt_game import start, state, world
from tests.e2e.test_gt_give_up import fly_until_one_waits

PENDING = "You will give up before the next card (`give up cancel` to withdraw)."


def reply(res: Any) -> str:
    return str((res.followups[0] if res.followups else res.response).content)


async def panel_of(user: Any, channel: Any) -> Any:
    res = await user.slash(channel, "gt panel")
    panel = res.followups[0] if res.followups else res.response
    assert panel.ephemeral
    return panel


def group_labels(panel: Any) -> list[str]:
    select = next(c for row in panel.components for c in row["components"]
                  if c.get("custom_id", "").startswith("gt:g:"))
    return [o["label"] for o in select["options"]]


async def test_a_give_up_refused_at_the_wrong_moment_says_why(simcord_env) -> None:
    """GT-3.10.1: `give up` while building, and `give up cancel` with nothing declared, are
    refused with their reason, not with an empty list of what may be played."""
    env = simcord_env
    channel, (alice, bob, _carol) = await world(env)
    game_id = await start(channel, alice, [bob])
    for move in ("give up", "give up cancel"):
        res = await alice.slash(channel, "gt move", move=move)
        assert res.ephemeral
        assert reply(res) == "You can give up (or drop half of your ship) only during the flight."
    _match, idle = await fly_until_one_waits(env, game_id)
    res = await (alice, bob)[idle].slash(channel, "gt move", move="give up cancel")
    assert reply(res) == "You have not declared a give-up, so there is nothing to cancel."
    assert "You can:" not in reply(res)


async def test_a_declared_give_up_shows_on_its_players_panel_alone(simcord_env) -> None:
    """GT-3.10.1: once declared, the give-up is on its player's panel until it acts or is
    withdrawn; the player the card waits on sees nothing of it. Without Evil Machinations
    there are no loans (GT-5.7.5), so the group holding it is named "Give up" alone."""
    env = simcord_env
    channel, (alice, bob, _carol) = await world(env)
    game_id = await start(channel, alice, [bob])
    users = (alice, bob)
    _match, idle = await fly_until_one_waits(env, game_id)
    player, other = users[idle], users[1 - idle]
    before = await panel_of(player, channel)
    assert PENDING not in before.content and group_labels(before) == ["Give up"]
    await player.slash(channel, "gt move", move="give up")
    panel = await panel_of(player, channel)
    assert PENDING in panel.content.splitlines()
    assert group_labels(panel) == ["Give up"]
    theirs = await panel_of(other, channel)
    assert PENDING not in theirs.content
    assert "Give up" in group_labels(theirs) and "Give up, loans" not in group_labels(theirs)
    await player.slash(channel, "gt move", move="give up cancel")
    assert PENDING not in (await panel_of(player, channel)).content
    _record, match = await state(env, game_id)
    assert match.state.flying[idle]


async def test_the_reply_to_the_move_that_ends_the_game_tells_no_phase(simcord_env) -> None:
    """The last move's reply says the game is over and nothing after it: no "Flight." line
    for a phase that has ended."""
    env = simcord_env
    channel, (alice, bob, _carol) = await world(env)
    game_id = await start(channel, alice, [bob])
    users = (alice, bob)
    for k in range(5000):
        record, match = await state(env, game_id)
        waiting = match.awaiting()
        seat = waiting[k % len(waiting)]
        move = match.game.ai_move(match.state, seat, "builder", k)
        if match.game.is_over(match.game.apply(match.state, seat, move)):
            break
        await env.bot.tables.play(game_id, record.players[seat], move)
    else:
        raise AssertionError("the game never ended")
    res = await users[seat].slash(channel, "gt move", move=move)
    lines = reply(res).splitlines()
    assert lines[-1] == "The game is over: the final ranking is in the channel.", lines
    assert "Flight." not in lines
