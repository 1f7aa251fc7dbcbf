"""Seeded random play at every game's table, by its players and a stranger: panels opened, any
of their selects and buttons used, odd text typed into `/<game> move`, the board and the status
asked for, time passing. Nothing a player does may end in an incident ("Something went
wrong"), and every reply fits a Discord message. In the long run (`RUN_SLOW=1`)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.e2e.helpers import components

GAMES = {"alien_frontiers": "af", "ascending_empires": "ae", "galaxy_trucker": "gt",
         "battlestar_galactica": "bsg"}
INCIDENT = "Something went wrong"
ODD_MOVES = ["", "x" * 300, "end", "undo", "<@1>", "@everyone", "💥", "1 2 3", "order cancel"]
STEPS = 200


def texts(res: Any) -> list[str]:
    out = [res.response.content or ""] if res.response else []
    return out + [f.content or "" for f in res.followups]


async def table(env: Any, key: str) -> tuple[Any, list[Any], Any]:
    await env.bot.tree.sync()
    guild = env.create_guild()
    channel = guild.create_text_channel("table")
    users = [guild.add_member(env.create_user(n)) for n in ("alice", "bob", "carol")]
    stranger = guild.add_member(env.create_user("stranger"))
    await users[0].slash(channel, "game new", game=key, players=3)
    lobby = channel.last_message
    for user in users[1:]:
        await user.click(lobby, label="Join")
    await users[0].click(lobby, label="Start")
    return channel, users, stranger


async def use_panel(user: Any, channel: Any, prefix: str, rng: random.Random) -> list[str]:
    """Open the panel and use one of its components at random."""
    opened = await user.slash(channel, f"{prefix} panel")
    said = texts(opened)
    panel = opened.followups[0] if opened.followups else opened.response
    usable = [c for c in components(panel) if c.get("custom_id")]
    if not usable:
        return said
    chosen = rng.choice(usable)
    if "options" in chosen:
        values = [o["value"] for o in chosen["options"]]
        most = max(1, min(chosen.get("max_values") or 1, len(values)))
        picked = rng.sample(values, rng.randint(chosen.get("min_values") or 1, most))
        res = await user.select(panel, picked, custom_id=chosen["custom_id"])
    else:
        res = await user.click(panel, custom_id=chosen["custom_id"])
    return said + texts(res)


@pytest.mark.slow
@pytest.mark.parametrize("key", list(GAMES))
@pytest.mark.parametrize("seed", [3, 4])
async def test_random_play_never_ends_in_an_incident(simcord_env, key: str, seed: int) -> None:
    env = simcord_env
    env.settle_timeout = 120
    prefix = GAMES[key]
    rng = random.Random(seed)
    channel, users, stranger = await table(env, key)
    record = await env.bot.store.open_game_in(channel.id)
    said: list[str] = []
    for _ in range(STEPS):
        record = await env.bot.store.get(record.id)
        if record.status != "active":
            break
        match = await env.bot.tables.match(record)
        awaited = {record.players[s] for s in match.awaiting()}
        pool = [u for u in users if u.id in awaited] or users
        user = stranger if rng.random() < 0.1 else rng.choice(pool)
        roll = rng.random()
        if roll < 0.08:
            said += texts(await user.slash(channel, "game status"))
        elif roll < 0.14:
            said += texts(await user.slash(channel, f"{prefix} board"))
        elif roll < 0.2:
            said += texts(await user.slash(channel, f"{prefix} move", move=rng.choice(ODD_MOVES)))
        elif roll < 0.5 and (seat := record.seat_of(user.id)) in match.awaiting():
            move = rng.choice(match.legal_moves(seat))
            said += texts(await user.slash(channel, f"{prefix} move", move=move))
        else:
            said += await use_panel(user, channel, prefix, rng)
        await env.advance_time(rng.choice([1, 60, 3600]))
    posted = [m.content or "" for m in channel.history()]
    assert not [t for t in said + posted if INCIDENT in t]
    assert all(len(t) <= 2000 for t in said + posted)
    assert (await env.bot.store.get(record.id)).version > 5  # the game did move on
