"""Tournaments' part of the store on both backends (the `target` fixture): entrants in the order
they came, AI entrants numbered, each step once whatever clicks or restarts repeat it."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.errors import NotAllowed, StaleMove
from bot.store import Store


async def tournament(store: Store) -> int:
    made = await store.create_tournament(
        guild_id=1, channel_id=10, name="Cup", game_type="race", options={"target": 5},
        format="swiss", table_size=2, rounds=2, turn_seconds=3600, forfeit_after=2,
        stuck_days=7, registration_ends=None, seed=9, creator_id=5, odd="byes", pause=True)
    assert made.options == {"target": 5} and made.pause and made.odd == "byes"
    return made.id


async def test_entrants_keep_their_order_and_enter_once(target: Path | str) -> None:
    store = await Store.open(target)
    tid = await tournament(store)
    await store.add_entrant(tid, 5)
    await store.add_entrant(tid, 6)
    assert (await store.add_entrant(tid, None, ai_level="random")).player_id == -1
    assert (await store.add_entrant(tid, None, ai_level="random")).player_id == -2
    with pytest.raises(NotAllowed, match=r"tour\.already_entered"):
        await store.add_entrant(tid, 5)
    await store.set_entrant_status(tid, 5, "dropped")
    await store.add_entrant(tid, 5, since=2)  # back, from the next round
    entrants = await store.entrants(tid)
    assert [e.player_id for e in entrants] == [5, 6, -1, -2]
    assert (entrants[0].status, entrants[0].since) == ("active", 2)
    assert await store.check_in(tid, 6) and not await store.check_in(tid, 6)
    assert await store.drop_unchecked(tid) == [5]
    with pytest.raises(NotAllowed, match=r"tour\.replace_already_in"):
        await store.replace_entrant(tid, 6, -1)
    with pytest.raises(NotAllowed, match=r"tour\.entrant_unknown"):
        await store.replace_entrant(tid, 99, 7)
    await store.replace_entrant(tid, 6, 7)
    assert [e.player_id for e in await store.entrants(tid)] == [5, 7, -1, -2]
    await store.close()


async def test_a_round_is_paired_and_settled_once(target: Path | str) -> None:
    store = await Store.open(target)
    tid = await tournament(store)
    for player in (5, 6, 7):
        await store.add_entrant(tid, player)
    await store.begin_round(tid, 1, [[5, 6]], [7], deadline=5000.0)
    with pytest.raises(StaleMove):
        await store.begin_round(tid, 1, [[5, 7]], [6])  # a second click
    now = await store.tournament(tid)
    assert (now.status, now.round, now.round_deadline) == ("running", 1, 5000.0)
    assert await store.byes(tid) == [(1, 7)]
    game = await store.create_lobby(guild_id=1, channel_id=77, game_type="race", options={},
                                    seed=1, max_seats=2, creator_id=5)
    await store.attach_thread(tid, 1, 1, 77)
    await store.attach_game(tid, 1, 1, game_id=game.id)
    assert await store.tournament_of_thread(77) == tid
    found = await store.table_of_game(game.id)
    assert found is not None and found[0] == tid and found[1].players == (5, 6)
    assert await store.claim(tid, "posted_round", 1, round_no=1)
    assert not await store.claim(tid, "posted_round", 1, round_no=1)
    assert not await store.claim(tid, "round_reminded", 1, round_no=2)
    result = {"places": [[6], [5]], "vp": {"5": 1, "6": 3}, "forfeited": []}
    assert await store.record_result(tid, 1, 1, result, "game")
    assert not await store.record_result(tid, 1, 1, result, "organiser")
    await store.replace_entrant(tid, 6, 8)
    [table] = await store.tables(tid, 1)
    assert table.players == (5, 8) and table.result["vp"] == {"5": 1, "8": 3}
    assert await store.tables(tid, 2) == [] and len(await store.tables(tid)) == 1
    assert await store.close_tournament(tid, "finished")
    assert not await store.close_tournament(tid, "cancelled")
    assert await store.open_tournaments() == []
    assert [t.id for t in await store.tournaments(1)] == [tid]
    assert await store.tournaments(1, open_only=True) == []
    await store.close()
