"""Battlestar Galactica through Discord (simcord), beyond the whole default game of
`test_bsg_game.py`: a restart while an interrupt window is open, and a game with the Cylon
Fleet and Conflicted Loyalties options (what the channel and the private panel show)."""

from __future__ import annotations

import re
from typing import Any

from bot.core import GameBot
from cogs.battlestar_galactica import labels as L
from tests.conftest import make_config
from tests.e2e.helpers import find, log_text
from tests.e2e.test_bsg_game import (
    SEATS,
    fixed_ai_order,
    play_until,
    public_texts,
    queue_message,
    start,
    state,
    world,
)


async def test_a_restart_while_an_interrupt_window_is_open(simcord_env, database,
                                                           monkeypatch) -> None:
    """BSG-18.1 / BSG-6.2: a window before a skill check waits on a person who can play
    Investigative Committee; the bot restarts; the panel opened before the restart still plays
    the card, the channel hears it, and the check goes on with its contributions open."""
    fixed_ai_order(monkeypatch)
    env = simcord_env
    channel, users, _stranger = await world(env)
    game_id = await start(channel, *users)
    record, _match = await state(env, game_id)
    humans = [q for q in range(SEATS) if not record.is_ai(q)]
    await play_until(env, channel, users, game_id, lambda m: m.state.pending is not None
                     and m.state.pending["kind"] == "window"
                     and any(q in humans and m.legal_moves(q) != ["pass"] for q in m.awaiting()))
    record, match = await state(env, game_id)
    seat = next(q for q in match.awaiting() if q in humans and match.legal_moves(q) != ["pass"])
    play = next(m for m in match.legal_moves(seat) if m != "pass")
    window = match.state.pending["info"]["window"]
    user = next(u for u in users if u.id == record.players[seat])
    opened = await user.slash(channel, "bsg panel")
    panel = opened.followups[0] if opened.followups else opened.response
    assert "whether to play a card or ability now" in panel.content
    moves = find(panel, "bsg:m:")
    assert moves is not None and play in [o["value"] for o in moves["options"]]
    assert find(panel, "bsg:b:pass:") is not None
    logged = len(match.log)
    posts = len(public_texts(channel))

    await env.restart_bot(GameBot(make_config(database)))
    await env.bot.tree.sync()

    res = await user.select(panel, [play], custom_id=moves["custom_id"])
    assert res.response.ephemeral
    record, match = await state(env, game_id)
    assert (seat, play) in match.log[logged:], match.log[logged:]
    assert seat not in match.awaiting() or match.state.pending["info"].get("window") != window
    told = "\n".join(public_texts(channel)[posts:])
    assert f" plays {L.card_name('en', L.skill_id(play.split()[1]))}" in told, told


CF_CL = "cylon_fleet=yes personal_goals=yes final_five=yes"
CF_CL_SEED = 4  # with it a person is dealt a Personal Goal at the start; others get revealed


async def test_a_game_with_the_cylon_fleet_and_conflicted_loyalties(simcord_env,
                                                                    monkeypatch) -> None:
    """BSG-21 / BSG-21.2 / BSG-22.2 / BSG-26: a whole game with the Cylon Fleet and Conflicted
    Loyalties options: the board's alt text tells the Cylon Fleet board and the pursuit track as
    they change; a Personal Goal is on its holder's private panel, on nobody else's and never
    in public until it is revealed, when the channel is told."""
    monkeypatch.setattr("bot.tables.secrets.randbits", lambda bits: CF_CL_SEED)
    fixed_ai_order(monkeypatch)
    env = simcord_env
    channel, users, stranger = await world(env)
    alice, bob = users
    await alice.slash(channel, "game new", game="battlestar_galactica", players=SEATS,
                      ai_players=SEATS - 2, ai_level="crew", options=CF_CL)
    lobby = channel.last_message
    chosen = "\n".join(f.value for f in lobby.embeds[0].fields)
    assert "Cylon Fleet board, pursuit track, CAG and Viper Mk VII: yes" in chosen
    assert "Conflicted Loyalties: Personal Goal cards: yes" in chosen
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    game_id = int(lobby.embeds[0].footer.text.split("#")[1])
    record, _match = await state(env, game_id)
    humans = [q for q in range(SEATS) if not record.is_ai(q)]

    def goals(m: Any) -> list[tuple[int, str]]:
        return [(q, c) for q in humans for c in m.state.players[q]["loyalty"]
                if c.startswith("goal_")]

    await play_until(env, channel, users, game_id, lambda m: bool(goals(m)))
    record, match = await state(env, game_id)
    seat, goal = goals(match)[0]
    name = L.card_name("en", goal)
    holder = next(u for u in users if u.id == record.players[seat])
    other = next(u for u in users if u is not holder)
    opened = await holder.slash(channel, "bsg panel")
    panel = opened.followups[0] if opened.followups else opened.response
    assert opened.ephemeral and f"Personal goal {name}: " in panel.content
    assert L.card_effect("en", goal) in panel.content
    theirs = await other.slash(channel, "bsg panel")
    shown = theirs.followups[0] if theirs.followups else theirs.response
    assert name not in shown.content

    def secret_goals_unsaid(m: Any) -> bool:
        said = "\n".join(public_texts(channel, stranger))
        for q, p in enumerate(m.state.players):
            for card in p["loyalty"]:
                if card.startswith("goal_") and m.state.phase != "over":
                    assert L.card_name("en", card) not in said, (q, card)
        return False  # on to the end of the game

    await play_until(env, channel, users, game_id, secret_goals_unsaid)
    record, match = await state(env, game_id)
    assert record.status == "finished" and match.state.opt("cylon_fleet")
    said = "\n".join(public_texts(channel, stranger))
    revealed = [c for p in match.state.players for c in p["shown"] if c.startswith("goal_")]
    assert revealed  # goals revealed by their holders during the game are told
    assert all(f"reveals their {L.card_name('en', c)}." in said for c in revealed)
    for p in match.state.players:  # and the others stay secret, unless held to the end
        for card in p["loyalty"]:
            if card.startswith("goal_"):
                card_name = L.card_name("en", card)
                assert card_name not in said or f"held {card_name} unrevealed" in said
    alts = " ".join(a.description or "" for m in channel.history(viewer=stranger)
                    for a in m.attachments)
    boards = set(re.findall(r"Cylon Fleet board: basestars (\d+), raiders (\d+), heavy raiders "
                            r"(\d+); pursuit track at (\d) of 4", alts))
    assert ("0", "0", "0", "0") in boards  # the empty board at the start …
    assert any(int(b) + int(r) + int(h) > 0 for b, r, h, _ in boards)  # … ships on it later
    assert any(p != "0" for *_, p in boards)  # and the pursuit track moving


HOUR = 3600


def turn_post(channel: Any, game_id: int) -> Any:
    """The game's current turn post (the one with the Take your turn button)."""
    return next(m for m in reversed(channel.history()) if find(m, f"bsg:panel:{game_id}"))


def dms(user: Any) -> list[str]:
    channel = user.user.dm_channel
    return [m.content for m in channel.history()] if channel is not None else []


async def test_who_a_window_asks_is_told_to_that_player_alone(simcord_env, monkeypatch) -> None:
    """BSG-26 / BSG-18.1 (ruling): a window that waits on one person holding a card never names
    or pings them where others read: not the turn post, the action queue, the picture's alt
    text, `/game mine`, a refusal, a reminder, the late bank's start, the timeout or the log
    of their pass; the asked player hears it by DM (reminders too) and answers on the panel,
    the other reads on theirs that there is nothing for them. A card played in a later window
    is still told in the channel."""
    fixed_ai_order(monkeypatch)
    env = simcord_env
    channel, users, stranger = await world(env)
    game_id = await start(channel, *users)
    record, _match = await state(env, game_id)
    humans = [q for q in range(SEATS) if not record.is_ai(q)]

    def one_person_asked(m: Any) -> bool:
        return (m.state.pending is not None and m.state.pending["kind"] == "window"
                and len(m.awaiting()) == 1 and m.awaiting()[0] in humans
                and m.legal_moves(m.awaiting()[0]) != ["pass"]
                and "possible interrupts" in turn_post(channel, game_id).content)

    await play_until(env, channel, users, game_id, one_person_asked)
    record, match = await state(env, game_id)
    seat = match.awaiting()[0]
    asked = next(u for u in users if u.id == record.players[seat])
    other = next(u for u in users if u is not asked)
    name = asked.user.name
    post = turn_post(channel, game_id)
    assert f"<@{asked.id}>" not in post.content and name not in post.content.splitlines()[-2]
    assert asked.id not in env.backend.get_message(channel.id, post.id).ping_user_ids
    assert "Waiting for possible interrupts" in post.content and "Deadline: <t:" in post.content
    alt = post.attachments[0].description or ""
    assert "Waiting for possible interrupts" in alt and "Waiting on" not in alt
    queue = queue_message(channel)
    assert "possible interrupts" in queue.content and name not in queue.content
    assert any(f"#{game_id} asks you privately" in text for text in dms(asked))
    assert not any("asks you privately" in text for text in dms(other))
    opened = await asked.click(post, custom_id=f"bsg:panel:{game_id}")
    panel = opened.followups[0] if opened.followups else opened.response
    assert panel.ephemeral and "whether to play a card or ability now" in panel.content
    theirs = await other.click(post, custom_id=f"bsg:panel:{game_id}")
    shown = theirs.followups[0] if theirs.followups else theirs.response
    assert shown.ephemeral and "you have nothing to play in it" in shown.content
    assert name not in shown.content.split("\n", 1)[1]  # its header names the reader only
    hint = await other.slash(channel, "bsg hint")
    assert hint.response.content == "The game is not waiting on you now."
    mine = await other.slash(channel, "game mine")
    listed = (mine.followups[0] if mine.followups else mine.response).content
    assert "waiting on players asked privately" in listed and name not in listed

    before = len(channel.history())
    logged = len(match.log)
    banks = await env.bot.store.late_banks(game_id, 0)
    for _ in range(60):  # the day's clock runs out (a secret ask does not draw on the bank)
        await env.advance_time(HOUR)
        record, match = await state(env, game_id)
        if len(match.log) > logged:
            break
    assert match.log[logged] == (seat, "pass")  # the absent answer (BSG-27.3)
    later = channel.history()[before:]
    for m in later:  # nothing while the window waited; the next decision's post may ping
        assert "ran out of time" not in m.content and "late bank is running" not in m.content
        assert "⏰" not in m.content and "possible interrupts" not in m.content
    reminded = dms(asked)
    assert any("⏰" in text for text in reminded)
    # its bank is untouched: what it has left, shown with its next public deadline, would
    # otherwise tell that it was asked
    assert not any("late bank is running" in text for text in reminded)
    assert (await env.bot.store.late_banks(game_id, 0))[seat] == banks[seat]
    log = await log_text(await other.slash(channel, "bsg log"))
    numbers = [int(line.split(".")[0]) for line in log.splitlines() if line[:1].isdigit()]
    assert numbers == list(range(1, len(numbers) + 1))  # numbered as listed: no gap to count
    assert len(numbers) < len(match.log)  # the absent answer asked in secret is not listed

    def a_card_to_play(m: Any, q: int) -> str | None:
        return next((x for x in m.legal_moves(q) if x.startswith("play ")
                     and x.split()[1][:2] in L.K.COLOURS), None)

    def a_card_played_in_a_window(m: Any) -> bool:
        return (m.state.pending is not None and m.state.pending["kind"] == "window"
                and any(q in humans and a_card_to_play(m, q) for q in m.awaiting()))

    await play_until(env, channel, users, game_id, a_card_played_in_a_window)
    record, match = await state(env, game_id)
    seat = next(q for q in match.awaiting() if q in humans and a_card_to_play(match, q))
    player = next(u for u in users if u.id == record.players[seat])
    play = a_card_to_play(match, seat)
    assert play is not None
    posts = len(public_texts(channel))
    played = await player.slash(channel, "bsg move", move=play)
    assert played.ephemeral
    await play_until(env, channel, users, game_id, lambda m: m.state.pending is None
                     or m.state.pending["kind"] != "window" or seat in m.awaiting())
    told = "\n".join(public_texts(channel, stranger)[posts:])
    assert f" plays {L.card_name('en', L.skill_id(play.split()[1]))}" in told, told
