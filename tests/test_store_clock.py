"""The clock's part of the store on both backends (the `target` fixture): timers armed with a
game's start, reminders and timeouts claimed once, vacations added once, player settings."""

from __future__ import annotations

from pathlib import Path

from bot.store import Store, TimerPlan

DAY = 86400
HOUR = 3600


async def running(store: Store, channel: int = 10, bank_seconds: int = 0) -> int:
    record = await store.create_lobby(guild_id=1, channel_id=channel, game_type="race",
                                      options={"target": 10}, seed=3, max_seats=2,
                                      creator_id=1, seats=[(1, None), (2, None)],
                                      bank_seconds=bank_seconds)
    await store.start(record.id, {"scores": [0, 0]},
                      TimerPlan(1000.0, "[0]", ((0, False),)))
    return record.id


async def test_a_turn_is_reminded_once_then_times_out_once(target: Path | str) -> None:
    store = await Store.open(target)
    game_id = await running(store)
    [timer] = await store.timers(game_id)
    assert (timer.seat, timer.kind, timer.due_at) == (0, "turn", 1000.0 + DAY)
    assert timer.remind_at == timer.due_at - DAY / 4
    assert await store.next_timer_at() == timer.remind_at
    assert await store.due_timers(timer.remind_at - 1) == []
    assert await store.due_timers(timer.remind_at) == [timer]
    assert await store.claim_reminder(timer) and not await store.claim_reminder(timer)
    assert await store.next_timer_at() == timer.due_at
    assert not await store.claim_timeout(timer, timer.due_at - 1)
    assert await store.claim_timeout(timer, timer.due_at)
    assert not await store.claim_timeout(timer, timer.due_at)
    assert (await store.timer(game_id, 0)).kind == "late"
    assert [await store.count_timeout(game_id, 0) for _ in range(2)] == [1, 2]
    await store.close()


async def test_a_move_rearms_the_clock_and_the_end_drops_it(target: Path | str) -> None:
    store = await Store.open(target)
    game_id = await running(store)
    await store.record_move(game_id, expected_version=0, seat=0, move="roll", state={"a": 1},
                            timers=TimerPlan(2000.0, "[1]", ((1, False),)))
    [timer] = await store.timers(game_id)
    assert (timer.seat, timer.turn, timer.version, timer.due_at) == (1, "[1]", 1, 2000.0 + DAY)
    await store.record_move(game_id, expected_version=1, seat=1, move="roll", state={"a": 2},
                            timers=TimerPlan(3000.0, "[1]", ((1, True),)))
    [timer] = await store.timers(game_id)
    assert timer.kind == "ai" and timer.due_at == 3000.0  # an AI took the seat: due at once
    await store.record_move(game_id, expected_version=2, seat=1, move="end", state={"a": 3},
                            timers=TimerPlan(4000.0, "[]"), ranking=[[1], [0]])
    assert await store.timers(game_id) == [] and await store.next_timer_at() is None
    assert await store.drop_stray_timers() == 0
    await store.close()


async def test_a_vacation_extends_a_running_deadline_once(target: Path | str) -> None:
    store = await Store.open(target)
    game_id = await running(store)
    [before] = await store.timers(game_id)
    await store.set_vacation(1, 1000.0 + 2 * DAY)
    assert await store.vacation_until(1) == 1000.0 + 2 * DAY
    assert await store.extend_for_vacation(1, 1000.0) == [game_id]
    assert await store.extend_for_vacation(1, 1000.0) == []  # the same days are not added twice
    [after] = await store.timers(game_id)
    assert after.due_at == before.due_at + 2 * DAY
    # A turn armed while its player is away starts with the vacation added, once.
    await store.set_vacation(2, 5000.0 + DAY)
    await store.record_move(game_id, expected_version=0, seat=0, move="roll", state={"a": 1},
                            timers=TimerPlan(5000.0, "[1]", ((1, False),)))
    [armed] = await store.timers(game_id)
    assert (armed.seat, armed.due_at) == (1, 5000.0 + 2 * DAY)
    assert await store.extend_for_vacation(2, 5000.0) == []
    await store.close()


async def test_player_settings(target: Path | str) -> None:
    store = await Store.open(target)
    assert not await store.dm_reminders(5) and await store.player_locale(5) is None
    await store.set_dm_reminders(5, True)
    await store.set_player(5, locale="es", dm_private=True)
    await store.set_player(6, locale="zh")
    await store.set_player(5, locale=None)  # keeps the language
    assert await store.dm_reminders(5) and await store.player_locale(5) == "es"
    assert await store.private_news([5, 6, 7]) == {5: "es"}
    await store.close()


async def test_a_late_bank_extends_a_passed_deadline_and_charges_only_what_was_used(
    target: Path | str,
) -> None:
    """BSG-27.3: a passed deadline draws on the seat's late bank (all of what is left); the
    answer charges the time used, in the move's own transaction; the next overrun gets the rest."""
    store = await Store.open(target)
    game_id = await running(store, bank_seconds=10 * HOUR)
    [timer] = await store.timers(game_id)
    assert await store.late_banks(game_id, timer.due_at) == {0: 10 * HOUR, 1: 10 * HOUR}
    assert await store.claim_timeout(timer, timer.due_at) == "bank"
    assert await store.claim_timeout(timer, timer.due_at) is None  # claimed once
    banked = await store.timer(game_id, 0)
    assert (banked.kind, banked.bank_from) == ("turn", timer.due_at)
    assert banked.due_at == timer.due_at + 10 * HOUR
    assert banked.remind_at == banked.due_at - 10 * HOUR / 4  # a reminder before it runs out
    assert (await store.late_banks(game_id, timer.due_at + 2 * HOUR))[0] == 8 * HOUR
    await store.record_move(game_id, expected_version=0, seat=0, move="end", state={"a": 1},
                            timers=TimerPlan(timer.due_at + 2 * HOUR, "[1]", ((1, False),)))
    assert await store.late_banks(game_id, timer.due_at + 5 * HOUR) == {0: 8 * HOUR,
                                                                          1: 10 * HOUR}
    await store.record_move(game_id, expected_version=1, seat=1, move="end", state={"a": 2},
                            timers=TimerPlan(5000.0, "[2]", ((0, False),)))
    [timer] = await store.timers(game_id)
    assert await store.claim_timeout(timer, timer.due_at) == "bank"
    assert (await store.timer(game_id, 0)).due_at == timer.due_at + 8 * HOUR  # what is left
    await store.close()


async def test_a_late_bank_run_through_times_out_and_is_used_up(target: Path | str) -> None:
    store = await Store.open(target)
    game_id = await running(store, bank_seconds=HOUR)
    [timer] = await store.timers(game_id)
    assert await store.claim_timeout(timer, timer.due_at) == "bank"
    banked = await store.timer(game_id, 0)
    assert await store.claim_timeout(banked, banked.due_at - 1) is None
    assert await store.claim_timeout(banked, banked.due_at) == "late"
    late = await store.timer(game_id, 0)
    assert (late.kind, late.bank_from) == ("late", None)
    assert (await store.late_banks(game_id, banked.due_at))[0] == 0
    await store.record_move(game_id, expected_version=0, seat=0, move="end", state={"a": 1},
                            timers=TimerPlan(banked.due_at + 60, "[1]", ((1, False),)))
    assert (await store.late_banks(game_id, banked.due_at + 60))[0] == 0  # charged once
    await store.close()


async def test_a_game_without_a_late_bank_times_out_at_the_deadline(target: Path | str) -> None:
    store = await Store.open(target)
    game_id = await running(store)
    [timer] = await store.timers(game_id)
    assert await store.claim_timeout(timer, timer.due_at) == "late"
    assert await store.late_banks(game_id, timer.due_at) == {}
    await store.close()


async def test_a_vacation_while_the_late_bank_runs_is_not_charged_to_it(
    target: Path | str,
) -> None:
    store = await Store.open(target)
    game_id = await running(store, bank_seconds=10 * HOUR)
    [timer] = await store.timers(game_id)
    await store.claim_timeout(timer, timer.due_at)
    moment = timer.due_at + HOUR
    await store.set_vacation(1, moment + DAY)
    await store.extend_for_vacation(1, moment)
    banked = await store.timer(game_id, 0)
    assert banked.due_at == timer.due_at + 10 * HOUR + DAY
    await store.record_move(game_id, expected_version=0, seat=0, move="end", state={"a": 1},
                            timers=TimerPlan(moment + DAY + HOUR, "[1]", ((1, False),)))
    assert (await store.late_banks(game_id, moment + DAY + HOUR))[0] == 8 * HOUR
    await store.close()
