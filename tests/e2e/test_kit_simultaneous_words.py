"""The table kit's reply to a move in a simultaneous step (every awaited seat answers at once,
`turn_key` seat -1): the mover is done but nobody "plays next"; the reply names whom the game
still waits on. Through Galaxy Trucker's building, and the kit's own sealed-bid example."""

from __future__ import annotations

from typing import Any

from tests.e2e.test_gt_game import start, world
from tests.test_kit_e2e import bid_on_panel, bids_table


def reply(res: Any) -> str:
    return str((res.followups[0] if res.followups else res.response).content)


async def test_a_builder_who_finishes_is_told_who_still_builds(simcord_env) -> None:
    """GT-2.9: everyone builds at once; alice finishing first is told the game still waits on
    bob, not that bob "plays next", and her status no longer offers to draw a tile."""
    env = simcord_env
    channel, (alice, bob, _carol) = await world(env)
    await start(channel, alice, [bob])
    res = await alice.slash(channel, "gt move", move="finish")
    lines = reply(res).splitlines()
    assert "You are done for now; the game still waits on Green (bob)." in lines, lines
    assert not any("plays next" in line or "Your turn is over" in line for line in lines)
    assert not any("Draw a tile" in line for line in lines), lines
    assert "Building: you have finished; the others build on until they finish too." in lines


async def test_a_sealed_bid_is_followed_by_whom_the_step_still_waits_on(simcord_env) -> None:
    """The rule is the kit's, for every game: a bid in a simultaneous step names the seats
    still to bid and no next player."""
    env = simcord_env
    channel, _record, users, _stranger = await bids_table(env)
    answered = await bid_on_panel(users[0], channel.last_message, 3)
    lines = answered.response.content.splitlines()
    assert lines == ["Played: bid 3",
                     "You are done for now; the game still waits on bob and carol."]
