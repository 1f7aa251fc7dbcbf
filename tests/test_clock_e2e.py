"""Issue 5: turn deadlines, reminders, timeouts, AI seats, replacing seats — with simcord's
virtual clock (`advance_time`) and restarts on the same database."""

from __future__ import annotations

from tests.conftest import make_config
from tests.test_lobby_e2e import world

HOUR = 3600


def texts(channel) -> list[str]:
    return [m.content for m in channel.history()]


async def pull_deadline(store, game_id: int, seconds: float) -> None:
    """Move a game's deadlines `seconds` earlier, as if that much time had passed."""
    async with store._transaction() as db:
        await db.execute("UPDATE seat_timers SET due_at = due_at - ?, remind_at = remind_at - ? "
                         "WHERE game_id = ?", (seconds, seconds, game_id))


async def started_race(env, *, turn_hours: int = 1, forfeit_after: int = 3, ai: int = 0,
                       **more: int):
    channel, (alice, bob, _carol), mod, _stranger = await world(env)
    await alice.slash(channel, "game new", game="race", players=2 + ai if ai else 2,
                      turn_hours=turn_hours, forfeit_after=forfeit_after, ai_players=ai, **more)
    lobby = channel.last_message
    if not ai:
        await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    record = await env.bot.store.open_game_in(channel.id)
    return channel, record, (alice, bob), mod


async def test_a_reminder_then_the_ai_plays_a_timed_out_turn_exactly_once(simcord_env) -> None:
    channel, record, _players, _mod = await started_race(simcord_env)
    match = await simcord_env.bot.tables.match(record)
    late = record.players[match.to_act()]
    await simcord_env.advance_time(0.5 * HOUR)
    assert not any("⏰" in text for text in texts(channel))
    await simcord_env.advance_time(0.3 * HOUR)  # a quarter of the hour left
    reminders = [text for text in texts(channel) if "⏰" in text]
    assert len(reminders) == 1 and f"<@{late}>" in reminders[0]
    await simcord_env.advance_time(0.25 * HOUR)  # past the deadline
    assert sum("ran out of time" in text for text in texts(channel)) == 1
    after = await simcord_env.bot.store.get(record.id)
    assert after.version >= 3  # roll, add, end: the AI played the whole turn
    match = await simcord_env.bot.tables.match(after)
    assert record.players[match.to_act()] != late  # and it is the other player's turn now
    await simcord_env.advance_time(0.1 * HOUR)
    assert sum("ran out of time" in text for text in texts(channel)) == 1


async def test_a_late_bank_runs_after_the_deadline_then_the_ai_plays(simcord_env) -> None:
    """BSG-27.3 for every game: past the deadline the player's late bank runs (they are told,
    pinged), what they use of it is gone for the rest of the game, and once it is spent the AI
    plays the turn."""
    channel, record, (alice, bob), _mod = await started_race(simcord_env, late_bank_hours=2)
    fields = [field.value for m in channel.history() for e in m.embeds for field in e.fields]
    assert any("Late bank: 2 hours per player" in value for value in fields)
    seat = (await simcord_env.bot.tables.match(record)).to_act()
    player = alice if record.players[seat] == alice.id else bob
    # The turn post says what follows its deadline, so it stays true once that has passed.
    assert "then 2 hours of late bank" in channel.last_message.content
    await simcord_env.advance_time(1.05 * HOUR)
    told = [text for text in texts(channel) if "late bank is running" in text]
    assert len(told) == 1 and f"<@{player.id}>" in told[0]
    assert not any("ran out of time" in text for text in texts(channel))
    await simcord_env.advance_time(0.45 * HOUR)  # half an hour of the bank used
    for move in ("roll", "add 1", "end"):
        await player.slash(channel, "game move", move=move)
    banks = await simcord_env.bot.store.late_banks(record.id, 0)
    assert abs(banks[seat] - 1.5 * HOUR) < 60 and banks[1 - seat] == 2 * HOUR
    other = bob if player is alice else alice
    await simcord_env.advance_time(1.05 * HOUR)  # the other one's bank starts to run
    await other.slash(channel, "game status")
    assert "Late bank running" in channel.last_message.content
    await simcord_env.advance_time(2.05 * HOUR)  # all 2 h of bank
    assert sum("late bank is running" in text for text in texts(channel)) == 2
    assert sum("ran out of time" in text for text in texts(channel)) == 1
    assert (await simcord_env.bot.store.late_banks(record.id, 0))[1 - seat] == 0


async def test_a_turn_played_in_time_resets_the_clock(simcord_env) -> None:
    channel, record, (alice, bob), _mod = await started_race(simcord_env)
    seat = (await simcord_env.bot.tables.match(record)).to_act()
    player = alice if record.players[seat] == alice.id else bob
    await simcord_env.advance_time(0.9 * HOUR)
    for move in ("roll", "add 1", "end"):
        await player.slash(channel, "game move", move=move)
    await simcord_env.advance_time(0.2 * HOUR)  # the old deadline passes: nothing happens
    assert not any("ran out of time" in text for text in texts(channel))
    await simcord_env.advance_time(0.9 * HOUR)  # the next player's deadline
    assert sum("ran out of time" in text for text in texts(channel)) == 1


async def test_a_deadline_that_passed_while_the_bot_was_down_fires_once_at_start(
    simcord_env, database,
) -> None:
    from bot.core import GameBot

    channel, record, _players, _mod = await started_race(simcord_env)
    # The bot goes down; its deadline passes meanwhile (pulled into the past on disk).
    await pull_deadline(simcord_env.bot.store, record.id, 2 * HOUR)
    await simcord_env.restart_bot(GameBot(make_config(database)))
    await simcord_env.bot.tree.sync()
    await simcord_env.advance_time(1)
    assert sum("ran out of time" in text for text in texts(channel)) == 1
    await simcord_env.restart_bot(GameBot(make_config(database)))
    await simcord_env.advance_time(1)
    assert sum("ran out of time" in text for text in texts(channel)) == 1


async def test_repeated_timeouts_forfeit_the_seat_to_an_ai(simcord_env) -> None:
    channel, record, _players, _mod = await started_race(simcord_env, forfeit_after=1)
    await simcord_env.advance_time(1.1 * HOUR)
    assert any("forfeits" in text for text in texts(channel))
    after = await simcord_env.bot.store.get(record.id)
    assert sum(level is not None for level in after.ai_levels) == 1


async def test_ai_seats_chosen_at_creation_play_their_own_turns(simcord_env) -> None:
    channel, record, (alice, _bob), _mod = await started_race(simcord_env, ai=1)
    assert record.ai_levels[1] is not None and record.players[1] < 0
    for _ in range(12):  # alice plays whenever it is her turn; the AI answers on its own
        record = await simcord_env.bot.store.get(record.id)
        if record.status != "active":
            break
        match = await simcord_env.bot.tables.match(record)
        if match.to_act() == 0:
            for move in ("roll", "add 1", "end"):
                await alice.slash(channel, "game move", move=move)
        await simcord_env.advance_time(1)
    moves = await simcord_env.bot.store.moves(record.id)
    assert {m.seat for m in moves} == {0, 1}
    assert not any("ran out of time" in text for text in texts(channel))


async def test_replace_a_seat_with_a_member_or_an_ai(simcord_env) -> None:
    channel, record, (alice, bob), mod = await started_race(simcord_env)
    refused = await bob.slash(channel, "game replace", seat=1, ai_level="random")
    assert refused.ephemeral and "Only the player who opened" in refused.response.content
    res = await mod.slash(channel, "game replace", seat=2, player=mod)
    assert not res.ephemeral and "Seat 2 is now played by" in res.response.content
    record = await simcord_env.bot.store.get(record.id)
    assert record.players[1] == mod.id
    res = await alice.slash(channel, "game leave")
    assert "an AI plays seat 1" in res.response.content
    record = await simcord_env.bot.store.get(record.id)
    assert record.ai_levels[0] is not None


async def test_reminder_preference_is_saved(simcord_env) -> None:
    channel, (alice, *_rest), _mod, _stranger = await world(simcord_env)
    res = await alice.slash(channel, "game reminders", dm=True)
    assert res.ephemeral and "by DM" in res.response.content
    assert await simcord_env.bot.store.dm_reminders(alice.id)


async def test_a_vacation_pauses_the_clock_within_the_games_limit(simcord_env) -> None:
    channel, record, (alice, bob), _mod = await started_race(simcord_env)
    seat = (await simcord_env.bot.tables.match(record)).to_act()
    player = alice if record.players[seat] == alice.id else bob
    res = await player.slash(channel, "game vacation", days=3)
    assert res.ephemeral and "pause until" in res.response.content
    await simcord_env.advance_time(2 * 24 * HOUR)  # well past the 1-hour deadline
    assert not any("ran out of time" in text for text in texts(channel))
    await simcord_env.advance_time(24 * HOUR + 1.05 * HOUR)  # vacation over, then the hour
    assert sum("ran out of time" in text for text in texts(channel)) == 1


async def test_a_game_without_vacations_keeps_its_deadline(simcord_env) -> None:
    channel, (alice, bob, _carol), _mod, _stranger = await world(simcord_env)
    await alice.slash(channel, "game new", game="race", players=2, turn_hours=1,
                      vacation_days=0)
    await bob.click(channel.last_message, label="Join")
    await alice.click(channel.last_message, label="Start")
    for player in (alice, bob):
        await player.slash(channel, "game vacation", days=5)
    await simcord_env.advance_time(1.1 * HOUR)
    assert sum("ran out of time" in text for text in texts(channel)) == 1


async def test_a_move_whose_timer_cannot_be_written_is_not_played(simcord_env, monkeypatch):
    """The move and its timer are one transaction (12.5a): if the timer write fails, the move
    is refused whole, and the old deadline still belongs to the same player."""
    import sqlite3

    import asyncpg

    import bot.store.games

    channel, record, (alice, bob), _mod = await started_race(simcord_env)
    seat = (await simcord_env.bot.tables.match(record)).to_act()
    player = alice if record.players[seat] == alice.id else bob
    before = await simcord_env.bot.store.timers(record.id)

    def broken(*args, **kwargs):
        if simcord_env.bot.store.backend.name == "postgres":
            raise asyncpg.exceptions.DiskFullError("could not extend file: No space left")
        raise sqlite3.OperationalError("disk I/O error")

    for move in ("roll", "add 1"):
        await player.slash(channel, "game move", move=move)
    monkeypatch.setattr(bot.store.games, "sync_games_timers", broken)
    res = await player.slash(channel, "game move", move="end")
    assert res.ephemeral and "Nothing was saved" in (res.response.content or "")
    monkeypatch.undo()
    after = await simcord_env.bot.store.get(record.id)
    assert after.version == 2 and await simcord_env.bot.store.timers(record.id) == before
    await simcord_env.advance_time(1.05 * HOUR)
    late = [t for t in texts(channel) if "ran out of time" in t]
    assert len(late) == 1 and f"<@{player.id}>" in late[0]


async def test_an_ai_whose_timer_was_lost_plays_at_the_next_start(simcord_env, database):
    """Start-up re-arms a missing timer (12.5b): the AI seat to act plays at once, and no
    timeout is ever counted against an AI seat."""
    from bot.core import GameBot

    channel, record, (alice, _bob), _mod = await started_race(simcord_env, ai=1)
    await simcord_env.bot.remove_cog("Clock")  # the AI cannot answer: as if the bot stopped
    for _ in range(3):
        record = await simcord_env.bot.store.get(record.id)
        match = await simcord_env.bot.tables.match(record)
        if not record.is_ai(match.to_act()):
            for move in ("roll", "add 1", "end"):
                await alice.slash(channel, "game move", move=move)
    record = await simcord_env.bot.store.get(record.id)
    assert record.is_ai((await simcord_env.bot.tables.match(record)).to_act())
    async with simcord_env.bot.store._transaction() as db:  # the timer write was lost
        await db.execute("DELETE FROM seat_timers WHERE game_id = ?", (record.id,))
    await simcord_env.restart_bot(GameBot(make_config(database)))
    await simcord_env.advance_time(1)
    after = await simcord_env.bot.store.get(record.id)
    assert after.version > record.version
    match = await simcord_env.bot.tables.match(after)
    assert not after.is_ai(match.to_act())  # the AI finished its turn
    await simcord_env.advance_time(30 * HOUR)
    assert not any("<@-" in t for t in texts(channel))


async def test_a_stale_ai_timer_never_plays_a_person(simcord_env, database):
    """A leftover AI timer on a person's turn (12.5c) is corrected at start and never plays
    for them; a timer of an earlier turn does nothing."""
    from bot.core import GameBot

    _channel, record, (_alice, _bob), _mod = await started_race(simcord_env)
    seat = (await simcord_env.bot.tables.match(record)).to_act()
    [timer] = await simcord_env.bot.store.timers(record.id)
    async with simcord_env.bot.store._transaction() as db:
        await db.execute("UPDATE seat_timers SET kind = 'ai' WHERE game_id = ?", (record.id,))
        await db.execute("INSERT INTO seat_timers (game_id, seat, turn, version, kind, due_at) "
                         "VALUES (?, ?, '[0,9]', 0, 'late', 0)", (record.id, 1 - seat))
    await simcord_env.restart_bot(GameBot(make_config(database)))
    await simcord_env.advance_time(60)
    assert (await simcord_env.bot.store.get(record.id)).version == 0  # nobody played
    [fixed] = await simcord_env.bot.store.timers(record.id)
    assert fixed.kind == "turn" and fixed.seat == seat and fixed.turn == timer.turn


async def test_the_start_up_catch_up_runs_once_not_at_every_reconnect(simcord_env):
    """on_ready fires again on every gateway reconnect; the catch-up must not (12.5)."""
    bot = simcord_env.bot
    calls = []

    async def counted() -> None:
        calls.append(1)

    bot._at_start.append(counted)
    bot._started = False
    await bot.on_ready()
    await bot.on_ready()  # a reconnect
    assert calls == [1]
