"""The world the organiser tests play in, and the small readers they share."""

from __future__ import annotations

import discord
import pytest

from games import registry
from games.base import GameInfo, Option
from games.ranking import places
from tests.fake_game import RaceGame

HOUR = 3600


class TieBreakRace(RaceGame):
    """Race to Ten whose ranking breaks a tie on points in favour of the later seat (as games
    that give later players a catch-up do): at 0–0 it is not a draw."""

    info = GameInfo("tbr", "Tie-break Race", 2, 4,
                    (Option("target", "int", 10, "Points to win", minimum=3, maximum=50),))

    def ranking(self, state: dict) -> list[list[int]]:
        return places(range(state["seats"]), lambda s: (state["scores"][s], s))


@pytest.fixture
def tiebreak_game(monkeypatch: pytest.MonkeyPatch) -> str:
    game = TieBreakRace()
    monkeypatch.setitem(registry._GAMES, game.info.key, game)
    return game.info.key


async def world(env, names=("alice", "bob", "carol", "dave", "erin")):
    await env.bot.tree.sync()
    guild = env.create_guild()
    channel = guild.create_text_channel("tournaments")
    people = [guild.add_member(env.create_user(name)) for name in names]
    role = guild.create_role("organiser", permissions=discord.Permissions(manage_guild=True))
    organiser = guild.add_member(env.create_user("organiser"), roles=[role])
    return channel, people, organiser


async def create(env, channel, organiser, game: str = "race", name: str = "Cup",
                 **options) -> int:
    res = await organiser.slash(channel, "tournament create", name=name, game=game,
                                **({"options": "target=4"} if game == "race" else {}),
                                **options)
    assert not res.ephemeral, res.response.content
    return max(t.id for t in await env.bot.store.tournaments(channel.guild.id))


def reply(res) -> discord.Message:
    """The answer the user sees (the follow-up of a deferred command)."""
    return res.followups[0] if res.followups else res.response


def buttons(message: discord.Message) -> list[str]:
    return [c.custom_id for row in message.components for c in row.children]


def fresh(channel, message: discord.Message) -> discord.Message:
    """The message as it is now (after edits)."""
    return next(m for m in channel.history() if m.id == message.id)


def thread_of(channel, thread_id: int):
    return next(t for t in channel.threads if t.id == thread_id)


def pinged(env, channel, message: discord.Message) -> set[int]:
    return set(env.backend.get_message(channel.id, message.id).ping_user_ids)


async def run_until(env, done, limit: int = 400, step: float = 5) -> None:
    """Advance the clock (AI seats play) until `done()` holds."""
    for _ in range(limit):
        if await done():
            return
        await env.advance_time(step)
    raise AssertionError("the tournament did not get there")
