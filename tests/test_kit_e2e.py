"""The table kit with a game of a few lines (`BidGame`, tests/fake_game.py): a simultaneous step
where every seat answers privately from its own panel, each on its own clock, the public post
listing who is still awaited, and private news by DM for those who asked."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import LocaleLike
from cogs.table.presentation import Chapter, Presentation
from games import registry
from tests.e2e.helpers import find, message
from tests.test_lobby_e2e import world

HOUR = 3600


class BidPresentation(Presentation):
    """All a game needs to say about its secrets: the owner's budget and bid."""

    def private_digest(self, locale: LocaleLike, view: dict[str, Any], seat: int) -> str | None:
        return f"budget {view['budget'][seat]}, bid {view['my_bid']}"

    def caption(self, locale: LocaleLike, steps: Sequence[Any], names: Sequence[str]) -> list[str]:
        revealed = steps[-1].after["revealed"] if steps else []
        return [f"round {len(revealed)}: bids {revealed[-1]}"] if revealed else []


async def bids_table(env, players: int = 3):
    channel, users, _mod, stranger = await world(env)
    env.bot.kit.register(BidPresentation(registry.get("bids")))
    alice, _bob, _carol = users
    await alice.slash(channel, "game new", game="bids", players=players, turn_hours=1)
    lobby = channel.last_message
    for user in users[1:players]:
        await user.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    record = await env.bot.store.open_game_in(channel.id)
    return channel, record, users, stranger


async def bid_on_panel(user, post, amount: int):
    opened = await user.click(post, label="Take your turn")
    panel = opened.followups[0] if opened.followups else opened.response
    assert panel.ephemeral
    select = find(panel, "bids:m:")
    assert select is not None and f"bid {amount}" in [o["value"] for o in select["options"]]
    return await user.select(panel, [f"bid {amount}"], custom_id=select["custom_id"])


async def test_every_seat_answers_privately_at_once(simcord_env) -> None:
    env = simcord_env
    channel, record, (alice, bob, carol), stranger = await bids_table(env)
    post = channel.last_message
    assert "waiting for" in post.content
    for user in (alice, bob, carol):
        assert f"<@{user.id}>" in post.content
    stored = env.backend.get_message(channel.id, post.id)
    assert set(stored.ping_user_ids) == {alice.id, bob.id, carol.id}
    refused = await stranger.click(post, label="Take your turn")
    assert refused.ephemeral and "not playing" in refused.response.content

    clocks = {t.seat: t.due_at for t in await env.bot.store.timers(record.id)}
    assert set(clocks) == {0, 1, 2}
    # the post says when answers are due, in each reader's time zone (Discord's timestamp)
    assert f"Deadline: <t:{int(min(clocks.values()))}:R>." in post.content
    await env.advance_time(600)
    answered = await bid_on_panel(alice, post, 3)
    assert "Played: bid 3" in answered.response.content
    again = await alice.click(post, label="Take your turn")
    assert again.ephemeral and "not your turn" in again.response.content
    left = {t.seat: t.due_at for t in await env.bot.store.timers(record.id)}
    assert set(left) == {1, 2} and all(left[s] == clocks[s] for s in left)  # never reset
    res = await bob.slash(channel, "game move", move="bid 5")
    assert res.ephemeral
    shown = await carol.slash(channel, "game status")  # shown again: the old post retires
    assert shown.ephemeral and not find(message(channel, post.id), f"bids:panel:{record.id}")
    assert all("bid 3" not in m.content and "bid 5" not in m.content
               for m in channel.history() if m.author.bot)  # secret until the reveal
    post = channel.last_message
    await bid_on_panel(carol, post, 1)
    reveal = channel.last_message
    assert "bids [3, 5, 1]" in reveal.content
    assert find(reveal, f"bids:panel:{record.id}") is not None
    assert not find(message(channel, post.id), f"bids:panel:{record.id}")  # old post: no button
    match = await env.bot.tables.match(await env.bot.store.get(record.id))
    assert match.state["scores"] == [0, 1, 0] and match.awaiting() == (0, 1, 2)


async def test_each_awaited_seat_times_out_on_its_own(simcord_env) -> None:
    """Only the seats that still owe an answer time out; the stand-in answers for them."""
    env = simcord_env
    channel, record, (alice, _bob, _carol), _stranger = await bids_table(env)
    await bid_on_panel(alice, channel.last_message, 2)
    await env.advance_time(1.05 * HOUR)
    late = [m.content for m in channel.history() if "ran out of time" in m.content]
    assert len(late) == 2 and all(f"<@{alice.id}>" not in text for text in late)
    match = await env.bot.tables.match(await env.bot.store.get(record.id))
    assert match.state["round"] == 2  # the stand-in bid for both: the round was revealed


async def test_private_news_reaches_only_its_owner_by_dm(simcord_env) -> None:
    env = simcord_env
    channel, _record, (alice, bob, _carol), _stranger = await bids_table(env, players=2)
    await alice.slash(channel, "game reminders", dm=False, secrets=True)
    await bid_on_panel(alice, channel.last_message, 4)
    await bob.slash(channel, "game move", move="bid 1")
    dms = [m.content for m in alice.user.dm_channel.history()]
    assert any("budget 6" in text for text in dms)
    assert not any("budget 6" in m.content for m in channel.history())
    assert not list(bob.user.dm_channel.history())


async def test_a_player_who_takes_over_a_seat_is_handed_its_secrets_by_dm(simcord_env) -> None:
    """BSG-27.3's substitute: the member given a seat hears that seat's secrets privately (by DM
    when they asked for it), even when nothing in them changed since the last owner was told."""
    env = simcord_env
    channel, _record, (alice, bob, carol), _stranger = await bids_table(env, players=2)
    for user in (alice, carol):
        await user.slash(channel, "game reminders", dm=False, secrets=True)
    await bid_on_panel(alice, channel.last_message, 4)
    assert any("bid 4" in m.content for m in alice.user.dm_channel.history())
    await alice.slash(channel, "game replace", seat=1, player=carol)
    assert any("bid 4" in m.content for m in carol.user.dm_channel.history())
    assert not any("bid 4" in m.content for m in channel.history())
    assert not list(bob.user.dm_channel.history())


class WordyPresentation(BidPresentation):
    """A game whose panel text already fills a message."""

    def panel_text(self, locale: LocaleLike, view: dict[str, Any], seat: int,
                   names: Sequence[str], moves: list[str]) -> str:
        return "\n".join(f"line {n} " + "x" * 90 for n in range(21))[:1990]


async def test_a_full_panel_still_fits_one_message_with_its_clock(simcord_env) -> None:
    """The panel adds the seat's deadline under the game's text; a text that already fills a
    message is cut at a line, never sent over Discord's 2,000 characters."""
    env = simcord_env
    channel, users, _mod, _stranger = await world(env)
    env.bot.kit.register(WordyPresentation(registry.get("bids")))
    alice, bob, _carol = users
    await alice.slash(channel, "game new", game="bids", players=2, turn_hours=1)
    await bob.click(channel.last_message, label="Join")
    await alice.click(channel.last_message, label="Start")
    opened = await alice.click(channel.last_message, label="Take your turn")
    panel = opened.followups[0] if opened.followups else opened.response
    assert panel.ephemeral and len(panel.content) <= 2000 and panel.content.startswith("line 0")


class ChapterPresentation(BidPresentation):
    """Each round revealed is a chapter of its own, told with the state before the last bid."""

    def chapters(self, locale: LocaleLike, step: Any, names: Sequence[str],
                 prior: Any = None) -> list[Chapter]:
        if step.after["round"] == step.before["round"]:
            return []
        before = "?" if prior is None else prior["budget"]
        return [Chapter(f"chapter: round {step.before['round']} closed, budgets before {before}")]


async def test_a_games_chapters_are_posted_at_once_each_in_a_post_of_its_own(simcord_env) -> None:
    """A chapter the move closed is posted before the move's turn post, pinging no one, with the
    engine's state before the move handed to the game."""
    env = simcord_env
    channel, _record, (alice, bob, carol), _stranger = await bids_table(env)
    env.bot.kit.register(ChapterPresentation(registry.get("bids")))
    for user, amount in ((alice, 3), (bob, 5)):
        await user.slash(channel, "game move", move=f"bid {amount}")
    assert not [m for m in channel.history() if m.content.startswith("chapter")]
    await carol.slash(channel, "game move", move="bid 1")
    posts = [m for m in channel.history() if m.author.bot]
    chapter, turn = posts[-2], posts[-1]
    assert chapter.content == "chapter: round 1 closed, budgets before [7, 5, 10]"
    assert not env.backend.get_message(channel.id, chapter.id).ping_user_ids
    assert "bids [3, 5, 1]" in turn.content and f"<@{alice.id}>" in turn.content


class SecretBidPresentation(BidPresentation):
    """A game whose every wait is secret (as a Battlestar Galactica interrupt window is)."""

    def secret_waits(self, view: dict[str, Any], awaiting: Sequence[int]) -> set[int]:
        return set(awaiting)


async def test_seats_asked_in_secret_are_told_by_dm_never_in_the_channel(simcord_env) -> None:
    """Whom a game asks in secret (`Presentation.secret_waits`) is never named or pinged in the
    channel: the turn post says the game waits on players asked privately and still has its
    deadline and button; each player is told by DM, reminded by DM only (whatever their DM
    settings), and a timeout passes without a word in the channel."""
    env = simcord_env
    channel, users, _mod, _stranger = await world(env)
    env.bot.kit.register(SecretBidPresentation(registry.get("bids")))
    alice, bob, _carol = users
    await alice.slash(channel, "game new", game="bids", players=2, turn_hours=1)
    lobby = channel.last_message
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    record = await env.bot.store.open_game_in(channel.id)
    post = channel.last_message
    assert "The game waits on players it has asked privately." in post.content
    assert "Deadline: <t:" in post.content and find(post, f"bids:panel:{record.id}")
    for user in (alice, bob):
        assert f"<@{user.id}>" not in post.content and user.user.name not in post.content
    assert not env.backend.get_message(channel.id, post.id).ping_user_ids
    for user in (alice, bob):
        told = [m.content for m in user.user.dm_channel.history()]
        assert any(f" #{record.id} asks you privately" in text for text in told), told
    await bid_on_panel(alice, post, 3)
    before = len(channel.history())
    await env.advance_time(0.8 * HOUR)  # bob's reminder
    assert any("⏰" in m.content for m in bob.user.dm_channel.history())
    await env.advance_time(0.3 * HOUR)  # and his deadline
    match = await env.bot.tables.match(await env.bot.store.get(record.id))
    assert match.state["round"] == 2  # the stand-in bid for him
    for m in channel.history()[before:]:
        assert "⏰" not in m.content and "ran out of time" not in m.content
        assert f"<@{bob.id}>" not in m.content
