"""Shared helpers for the Alien Frontiers end-to-end tests: a table of three players and a
policy that places colonies so a seeded game ends in reasonable time."""

from __future__ import annotations

import random
from typing import Any

from cogs.alien_frontiers import labels as L

PNG = b"\x89PNG\r\n\x1a\n"
SEED = 20240607


async def world(env: Any) -> tuple[Any, list[Any], Any]:
    await env.bot.tree.sync()
    guild = env.create_guild()
    channel = guild.create_text_channel("frontier")
    users = [guild.add_member(env.create_user(name)) for name in ("alice", "bob", "carol")]
    stranger = guild.add_member(env.create_user("stranger"))
    return channel, users, stranger


async def start_game(channel: Any, users: list[Any]) -> int:
    alice, bob, carol = users
    res = await alice.slash(channel, "game new", game="alien_frontiers", players=3)
    assert not res.ephemeral
    lobby = channel.last_message
    game_id = int(lobby.embeds[0].footer.text.split("#")[1])
    await bob.click(lobby, label="Join")
    await carol.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    return game_id


async def state(env: Any, game_id: int) -> tuple[Any, Any, int | None]:
    """The record, the match and the seat to act (read from the bot, to pick moves)."""
    record = await env.bot.store.get(game_id)
    match = await env.bot.tables.match(record)
    return record, match, match.to_act()


def message(channel: Any, message_id: int) -> Any:
    return next(m for m in channel.history() if m.id == message_id)


async def log_text(res: Any) -> str:
    """All that a `/<game> log` reply shows: its messages and, for a long log, the attached
    file."""
    pages = [res.response, *res.followups]
    texts = [page.content for page in pages]
    for page in pages:
        texts += [(await a.read()).decode() for a in page.attachments]
    return "\n".join(texts)


def components(msg: Any) -> list[dict[str, Any]]:
    """Flattened component payloads of a ResponseMessage (dicts) or a discord.Message."""
    rows = msg.components
    out = []
    for row in rows:
        if isinstance(row, dict):
            out.extend(row.get("components", []))
        else:
            out.extend({"custom_id": c.custom_id, "label": getattr(c, "label", None)}
                       for c in row.children)
    return out


def find(msg: Any, prefix: str) -> dict[str, Any] | None:
    return next((c for c in components(msg) if c.get("custom_id", "").startswith(prefix)), None)


def choose(moves: list[str], rng: random.Random, me: dict[str, Any]) -> str:
    """Seeded policy: place colonies first, keep some fuel and ore, dock, then end."""
    forced = [m for m in moves if m.startswith(("raid", "return"))]
    if forced:
        return rng.choice(forced)
    prio: list[tuple[str, ...]] = [("launch",), ("dock", "constructor"), ("dock", "terraform"),
                                   ("dock", "outpost")]
    if me["ore"] < 3:
        prio.append(("dock", "mine"))
    if me["fuel"] < 3:
        prio.append(("dock", "solar"))
    prio += [("dock", "hub"), ("trade",), ("dock", "market"), ("dock", "mine"),
             ("dock", "solar"), ("dock",), ("end",)]
    for wanted in prio:
        found = [m for m in moves
                 if m.split()[0] == wanted[0] and (len(wanted) == 1 or wanted[1] in m.split())]
        if found:
            return rng.choice(found)
    return rng.choice([m for m in moves if m != "undo"])


async def play_on_panel(actor: Any, panel: Any, move: str) -> tuple[Any, Any]:
    """Choose `move` on an open panel like a player would: group, page, move (or a button).
    Returns (the interaction result, the panel message as it is now)."""
    if move in ("end", "undo"):
        button = find(panel, f"af:b:{move}:")
        assert button is not None, (move, components(panel))
        res = await actor.click(panel, custom_id=button["custom_id"])
        return res, res.response
    group = L.group_of(move)
    assert group is not None
    current = find(panel, "af:m:")
    if current is None or current["custom_id"].split(":")[4] not in (group, group.split(".")[0]):
        select = find(panel, "af:g:")
        assert select is not None, components(panel)
        values = [o["value"] for o in select["options"]]
        value = group if group in values else group.split(".")[0]
        assert value in values, (move, values)
        res = await actor.select(panel, [value], custom_id=select["custom_id"])
        assert res.response.ephemeral
        panel = res.response
    for _page in range(20):
        select = find(panel, "af:m:")
        assert select is not None
        if move in [o["value"] for o in select["options"]]:
            res = await actor.select(panel, [move], custom_id=select["custom_id"])
            return res, res.response
        nxt = next(c for c in components(panel)
                   if c.get("custom_id", "").startswith("af:pg:") and "▶" in c.get("label", ""))
        res = await actor.click(panel, custom_id=nxt["custom_id"])
        panel = res.response
    raise AssertionError(f"{move} is not on the panel")
