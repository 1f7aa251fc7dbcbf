"""The Alien Frontiers panel and commands around one turn: restarts, stale components,
autocomplete, refusals, explanations; and the panel's Discord limits over whole games."""

from __future__ import annotations

import random

from bot.i18n import LANGUAGES
from cogs.alien_frontiers import labels as L
from cogs.table.presentation import PAGE
from games import registry
from games.match import Match
from tests.conftest import make_config
from tests.e2e.helpers import (
    PNG,
    choose,
    find,
    message,
    play_on_panel,
    start_game,
    state,
    world,
)


async def table(env):
    channel, users, stranger = await world(env)
    game_id = await start_game(channel, users)
    record, _match, seat = await state(env, game_id)
    actor = next(u for u in users if u.id == record.players[seat])
    others = [u for u in users if u is not actor]
    return channel, game_id, actor, others, stranger


def a_dock(match, seat) -> str:
    return next(m for m in match.legal_moves(seat) if m.startswith("dock"))


async def test_panel_and_turn_button_keep_working_after_a_restart(simcord_env, database) -> None:
    from bot.core import GameBot

    env = simcord_env
    channel, game_id, actor, _others, _stranger = await table(env)
    record, match, seat = await state(env, game_id)
    turn = message(channel, record.turn_message_id)
    opened = await actor.click(turn, label="Take your turn")
    panel = opened.response
    _res, panel = await play_on_panel(actor, panel, a_dock(match, seat))
    assert "Played: Dock" in panel.content
    version = (await env.bot.store.get(game_id)).version

    await env.restart_bot(GameBot(make_config(database)))
    await env.bot.tree.sync()

    record, match, seat = await state(env, game_id)
    assert record.version == version
    move = choose(match.legal_moves(seat), random.Random(1), match.game.view(
        match.state, seat)["players"][seat])
    res, panel = await play_on_panel(actor, panel, move)
    assert res.response.ephemeral and "Played:" in panel.content
    assert (await env.bot.store.get(game_id)).version == version + 1
    again = await actor.click(message(channel, record.turn_message_id), label="Take your turn")
    assert again.ephemeral and "**Your turn**" in again.response.content
    assert (await again.response.attachments[0].read()).startswith(PNG)


async def test_a_stale_panel_is_refused_and_changes_nothing(simcord_env) -> None:
    env = simcord_env
    channel, game_id, actor, _others, _stranger = await table(env)
    record, match, seat = await state(env, game_id)
    old = (await actor.click(message(channel, record.turn_message_id),
                             label="Take your turn")).response
    group = find(old, "af:g:")
    assert group is not None and group["custom_id"] == f"af:g:{game_id}:{record.version}"
    fresh = (await actor.slash(channel, "af panel")).response
    _res, fresh = await play_on_panel(actor, fresh, a_dock(match, seat))
    before = await env.bot.store.get(game_id)
    assert before.version == record.version + 1

    stale = await actor.select(old, [group["options"][0]["value"]], custom_id=group["custom_id"])
    assert stale.ephemeral and "out of date" in stale.response.content
    refresh = find(old, "af:b:refresh:")
    assert refresh is not None
    after = await env.bot.store.get(game_id)
    assert after.version == before.version and after.state == before.state

    redrawn = await actor.click(old, custom_id=refresh["custom_id"])
    assert find(redrawn.response, f"af:b:refresh:{game_id}:{after.version}") is not None


async def test_strangers_and_wrong_seats_are_refused(simcord_env) -> None:
    env = simcord_env
    channel, game_id, actor, others, stranger = await table(env)
    record, _match, _seat = await state(env, game_id)
    turn = message(channel, record.turn_message_id)
    res = await stranger.click(turn, label="Take your turn")
    assert res.ephemeral and "not playing in this game" in res.response.content
    res = await others[0].click(turn, label="Take your turn")
    assert res.ephemeral and "not your turn" in res.response.content
    res = await stranger.slash(channel, "af panel")
    assert res.ephemeral and "not playing" in res.response.content
    bad = await actor.slash(channel, "af move", move="dock 9 solar")
    assert bad.ephemeral and not bad.response.content.startswith("Played")
    nonsense = await actor.slash(channel, "af move", move="fly to the moon")
    assert nonsense.ephemeral
    assert (await env.bot.store.get(game_id)).version == record.version


async def test_move_autocomplete_offers_only_legal_moves(simcord_env) -> None:
    env = simcord_env
    channel, game_id, actor, others, stranger = await table(env)
    _record, match, seat = await state(env, game_id)
    legal = set(match.legal_moves(seat))
    everything = await actor.autocomplete(channel, "af move", "move", "")
    assert 0 < len(everything) <= 25
    assert {c["value"] for c in everything} <= legal
    assert all(len(c["name"]) <= 100 and len(c["value"]) <= 100 for c in everything)
    solar = await actor.autocomplete(channel, "af move", "move", "solar")
    assert solar and all("solar" in c["value"] for c in solar)
    by_label = await actor.autocomplete(channel, "af move", "move", "Converter")
    assert {c["value"] for c in by_label} == {c["value"] for c in solar}
    assert await others[0].autocomplete(channel, "af move", "move", "") == []
    assert await stranger.autocomplete(channel, "af move", "move", "dock") == []


async def test_card_rules_board_and_log(simcord_env) -> None:
    env = simcord_env
    channel, _game_id, actor, others, _stranger = await table(env)
    choices = await others[0].autocomplete(channel, "af card", "name", "plasma")
    assert [c["value"] for c in choices] == ["af.card.plasma_cannon"]
    shown = await others[0].slash(channel, "af card", name=choices[0]["value"])
    assert shown.ephemeral and shown.response.embeds[0].title == "Plasma Cannon"
    by_name = await others[0].slash(channel, "af card", name="Lunar Mine")
    assert by_name.response.embeds[0].title == "Lunar Mine"
    unknown = await others[0].slash(channel, "af card", name="warp drive")
    assert unknown.ephemeral and "warp drive" in unknown.response.content
    topics = await actor.autocomplete(channel, "af rules", "topic", "")
    assert len(topics) >= 10
    rules = await actor.slash(channel, "af rules", topic="af.rules.scoring")
    assert rules.ephemeral and rules.response.embeds[0].description
    board = await others[1].slash(channel, "af board")
    picture = board.followups[0] if board.followups else board.response
    assert board.ephemeral and (await picture.attachments[0].read()).startswith(PNG)
    log = await others[1].slash(channel, "af log")
    assert log.ephemeral and "No moves" in log.response.content


def test_panel_limits_hold_over_whole_games() -> None:
    """Every position of a few seeded games: ≤ 25 groups, labels and values ≤ 100 characters,
    custom_ids ≤ 100 characters, in every language."""
    game = registry.get("alien_frontiers")
    for seed in range(3):
        match = Match.start(game, 4, seed, {})
        rng = random.Random(seed)
        while not game.is_over(match.state):
            seat = match.to_act()
            moves = match.legal_moves(seat)
            grouped = L.groups(moves, PAGE)
            assert len(grouped) <= 25
            placed = {m for items in grouped.values() for m in items}
            assert placed == {m for m in moves if m not in ("end", "undo") and len(m) <= 100}
            for key, items in grouped.items():
                assert len(f"af:m:{10**17}:{10**8}:{key}:{len(items) // PAGE}") <= 100
                for lang in LANGUAGES:
                    assert len(L.group_label(lang, key)) <= 100
            for move in moves[:40]:
                for lang in LANGUAGES:
                    label = L.move_label(lang, move)
                    assert 0 < len(label) <= 100 and "af." not in label, (lang, move, label)
            view = game.view(match.state, None)
            for lang in LANGUAGES:
                for line in L.event_lines(lang, view["events"], ["a", "b", "c", "d"]):
                    assert "af." not in line and "{" not in line, line
            match.play(seat, choose(moves, rng, game.view(match.state, seat)["players"][seat]))


def test_too_many_groups_are_merged_by_kind() -> None:
    moves = [f"use card{i} 1" for i in range(30)] + ["dock 4 solar", "dock 5 mine", "end"]
    grouped = L.groups(moves)
    assert list(grouped) == ["use", "dock.solar", "dock.mine"]
    assert len(grouped["use"]) == 30 and L.moves_in(moves, "use") == moves[:30]


async def test_hint_is_private_legal_and_only_for_the_player_to_act(simcord_env) -> None:
    env = simcord_env
    channel, game_id, actor, others, _stranger = await table(env)
    res = await actor.slash(channel, "af hint")
    assert res.ephemeral
    reply = res.followups[0].content if res.followups else res.response.content
    move = reply.split("`")[1]
    record = await env.bot.store.get(game_id)
    match = await env.bot.tables.match(record)
    assert move in match.legal_moves(match.to_act())
    refused = await others[0].slash(channel, "af hint")
    assert refused.ephemeral and "turn" in refused.response.content
