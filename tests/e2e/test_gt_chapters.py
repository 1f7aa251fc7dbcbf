"""Galaxy Trucker's public posts through Discord (simcord): a finisher's order tile told at once
in the shared warehouse, one post when the ships launch with every ship side by side, and one
post per adventure card with the flight board as the card left it, whoever or whatever
resolved it. Alice finishes a bare ship (the start cabin alone) after an AI seat's."""

from __future__ import annotations

import re
from typing import Any

from cogs.galaxy_trucker import labels as L
from tests.e2e.helpers import PNG
from tests.e2e.test_gt_game import match_of_log, start, state, world


def bot_posts(channel: Any) -> list[Any]:
    return [m for m in channel.history() if m.author.bot]


async def fly_round_one(env: Any, channel: Any, game_id: int, alice: Any) -> None:
    """Alice answers every decision with her first legal move, the clock plays the AI seat,
    until round 1 is over."""
    for _ in range(400):
        record, match = await state(env, game_id)
        if record.status != "active" or match.state.round > 1:
            return
        if 0 not in match.awaiting():
            await env.advance_time(1)
            continue
        res = await alice.slash(channel, "gt move", move=match.legal_moves(0)[0])
        assert res.ephemeral
    raise AssertionError("round 1 should be over by now")


async def test_finishing_launch_and_one_post_per_card(simcord_env) -> None:
    """GT-2.9: finishing in the shared warehouse takes the next order tile at once, and the
    channel is told which; when the last builder finishes the ships launch in a post of their
    own (every ship side by side with its numbers, alt text naming each); then every card of
    the flight gets exactly one post of its own, whoever resolved it (the AI, the rules alone,
    a person): its name and effect, the flight board with the card on it, and what it did."""
    env = simcord_env
    channel, (alice, _bob, _carol) = await world(env)
    game_id = await start(channel, alice, [], ai=1, options="building=shared")
    for _ in range(300):  # alice waits with her bare ship while the AI builds and finishes
        _record, match = await state(env, game_id)
        if match.state.finish[1] is not None:
            break
        await env.advance_time(1)
    finished = [p.content for p in bot_posts(channel) if "has finished building" in p.content]
    assert len(finished) == 1
    assert re.fullmatch(r"Green \(.+\) has finished building \(\d+ s\) and takes order tile 1\.",
                        finished[0]), finished
    seen = len(bot_posts(channel))

    res = await alice.slash(channel, "gt move", move="finish")
    reply = res.followups[0] if res.followups else res.response
    assert res.ephemeral and "Blue (alice) has finished building (0 s) and takes order tile 2." \
        in reply.content
    await fly_round_one(env, channel, game_id, alice)
    posts = bot_posts(channel)[seen:]

    launch = [p for p in posts if p.attachments and p.attachments[0].filename == "ships.png"]
    assert len(launch) == 1
    post = launch[0]
    assert post.content.startswith("**Round 1: building is over, the ships launch.**")
    assert "Launch! Flight order: Green (" in post.content
    assert "Blue (alice), order tile 2: engine 0, firepower 0, crew 2, batteries 0, " \
        "open connectors 4, shields none." in post.content
    assert re.search(r"^Green \(.+\), order tile 1: engine \d", post.content, re.MULTILINE)
    alt = post.attachments[0].description
    assert alt.startswith("Round 1: the ships at launch.") and "alice" in alt
    assert (await post.attachments[0].read()).startswith(PNG)

    record = await env.bot.store.get(game_id)
    events = match_of_log(record, await env.bot.store.moves(game_id))
    turned = [e for e in events if e["event"] == "card"]
    assert len(turned) >= 2, "round 1 turns cards"
    card_posts = [p for p in posts if not p.mentions and p.attachments
                  and p.attachments[0].filename == "board.png"]
    assert len(card_posts) == len(turned)
    assert posts.index(launch[0]) < posts.index(card_posts[0])
    for post, card in zip(card_posts, turned, strict=True):
        name = L.card("en", card["card"])
        assert post.content.startswith(f"**{name}**: "), (name, post.content)
        assert post.content.count("**") == 2  # one card per post
        assert len(post.content.splitlines()) >= 2  # and what it did (or that nothing did)
        assert f"Card being resolved: {name}." in post.attachments[0].description
        assert not post.components  # a card's post has no button
