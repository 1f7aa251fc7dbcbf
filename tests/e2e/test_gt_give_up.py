"""Galaxy Trucker through simcord: a player the game is not waiting on gives up at any time in
flight (GT-3.10.1): `/gt move` lists it, the declaration stays private, and the channel hears
of the give-up once it takes effect, before the next card."""

from __future__ import annotations

from typing import Any

from games.galaxy_trucker.data import card_kind
from games.galaxy_trucker.notation import HALVES
from games.galaxy_trucker.stats import single_engines
from tests.e2e.helpers import log_text
from tests.e2e.test_gt_game import start, state, world

HARMLESS = frozenset({"planets", "abandoned_station", "abandoned_ship", "open_space"})


async def fly_until_one_waits(env: Any, game_id: int) -> tuple[Any, int]:
    """Both seats build like the builder AI and answer the first flight decisions (never a
    give-up) until the game waits on one seat while the other flies, on a card that cannot
    force the idle one out of the flight before the card is over. Returns (match, idle)."""
    for k in range(3000):
        record, match = await state(env, game_id)
        s = match.state
        waiting = match.awaiting()
        if (s.phase == "flight" and s.card and len(waiting) == 1
                and card_kind(s.card) in HARMLESS):
            idle = 1 - waiting[0]
            if s.flying[idle] and s.flying[waiting[0]]:
                return match, idle
        seat = waiting[k % len(waiting)]
        move = match.game.ai_move(s, seat, "builder", k)
        await env.bot.tables.play(game_id, record.players[seat], move)
    raise AssertionError("no flight decision came")


async def test_give_up_out_of_turn_is_private_until_it_acts(simcord_env) -> None:
    """GT-3.10.1, GT-3.4.1: the idle seat finds `give up` in `/gt move`'s autocomplete, plays
    it out of turn and is told privately; nothing is posted, `/gt log` keeps no trace; once the
    card is resolved the give-up is public (`test_give_up.py` checks the caption's words)."""
    env = simcord_env
    channel, (alice, bob, _carol) = await world(env)
    game_id = await start(channel, alice, [bob])
    users = [alice, bob]
    match, idle = await fly_until_one_waits(env, game_id)
    player = users[idle]
    listed = await player.autocomplete(channel, "gt move", "move", "give")
    assert "give up" in {c["value"] for c in listed}
    await env.bot.tables.drain()  # the posts of the moves so far go out
    posts = len([m for m in channel.history() if m.author.bot])
    res = await player.slash(channel, "gt move", move="give up")
    await env.bot.tables.drain()
    reply = res.followups[0] if res.followups else res.response
    assert res.ephemeral and "will give up before the next card" in reply.content
    assert len([m for m in channel.history() if m.author.bot]) == posts, [
        m.content for m in channel.history() if m.author.bot][posts:]  # nothing public yet
    listed = await player.autocomplete(channel, "gt move", "move", "give")
    assert "give up cancel" in {c["value"] for c in listed}
    log = await log_text(await player.slash(channel, "gt log"))
    assert "draw" in log and "give up" not in log
    for k in range(200):  # the other seat answers until the card is over
        record, match = await state(env, game_id)
        if not match.state.flying[idle]:
            break
        seat = match.awaiting()[0]
        await env.bot.tables.play(game_id, record.players[seat],
                                  match.game.ai_move(match.state, seat, "builder", k))
    else:
        raise AssertionError("the give-up never acted")
    public = match.game.view(match.state, None)["events"]
    assert {"event": "gave_up", "seat": idle, "reason": "chose"} in public


async def test_dropping_half_a_iia_ship_out_of_turn(simcord_env) -> None:
    """GT-5.6.2.4, GT-3.10.1: in round 2 with class IIA ships, a player the game is not waiting
    on drops one half of their ship with `abandon left|right`: told privately, reminded on
    their own panel, nothing public until the card is over, then the channel reads that the
    half was dropped as announced and the ship flies on with the other half."""
    env = simcord_env
    channel, (alice, bob, _carol) = await world(env)
    game_id = await start(channel, alice, [bob], options="class_2=IIA")
    users = [alice, bob]
    for k in range(6000):  # builders and answers until round 2 waits on one IIA ship
        record, match = await state(env, game_id)
        s = match.state
        waiting = match.awaiting()
        if (s.round == 2 and s.phase == "flight" and s.card and len(waiting) == 1
                and card_kind(s.card) in HARMLESS - {"open_space"}):  # where a half without
            # an engine is dropped for that before the announced drop
            idle = 1 - waiting[0]
            if s.flying[idle] and len(s.ships[idle].halves) == 2:
                break
        seat = waiting[k % len(waiting)]
        await env.bot.tables.play(game_id, record.players[seat],
                                  match.game.ai_move(s, seat, "builder", k))
    else:
        raise AssertionError("no round-2 decision came with a split ship idle")
    player = users[idle]
    ship = match.state.ships[idle]  # the half kept has the crew and engines to fly on
    keep = max(ship.halves, key=lambda h: (ship.astronauts(h), single_engines(ship, h)))
    side = HALVES[1 - keep]
    move = f"abandon {side}"
    assert move in match.legal_moves(idle)
    await env.bot.tables.drain()
    posts = len([m for m in channel.history() if m.author.bot])
    res = await player.slash(channel, "gt move", move=move)
    await env.bot.tables.drain()
    assert res.ephemeral
    assert len([m for m in channel.history() if m.author.bot]) == posts  # nothing public yet
    opened = await player.slash(channel, "gt panel")
    panel = opened.followups[0] if opened.followups else opened.response
    assert f"You will drop the {side} half of your ship before the next card" in panel.content
    for k in range(200):  # the other seat answers until the card is over
        record, match = await state(env, game_id)
        if len(match.state.ships[idle].halves) == 1 or not match.state.flying[idle]:
            break
        seat = match.awaiting()[0]
        await env.bot.tables.play(game_id, record.players[seat],
                                  match.game.ai_move(match.state, seat, "builder", k))
    await env.bot.tables.drain()
    public = match.game.view(match.state, None)["events"]
    dropped = next(k for k, e in enumerate(public)
                   if e["event"] == "half_dropped" and e["seat"] == idle)
    assert public[dropped]["reason"] == "chose"
    said = "\n".join(m.content for m in channel.history() if m.author.bot)
    assert "drops half of the ship, as announced." in said
    # the ship flies on with the other half: still flying, or met by the next card (which the
    # same move may have resolved, and which may have ended the flight in its own right)
    later = public[dropped + 1:]
    card = next((k for k, e in enumerate(later) if e["event"] == "card"), len(later))
    assert not any(e["event"] == "gave_up" and e["seat"] == idle for e in later[:card])
    assert match.state.flying[idle] or any(e.get("seat") == idle for e in later[card + 1:])
