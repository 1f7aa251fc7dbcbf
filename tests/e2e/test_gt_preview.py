"""Galaxy Trucker's placement preview through Discord (simcord): a placement picked on the
panel shows the ship with the tile drawn at that square (marked as a preview) and Confirm /
Back; nothing is placed until Confirm; Back returns to the panel; a Confirm from before the
player's own next move is refused; `/gt move place …` typed directly places at once."""

from __future__ import annotations

from typing import Any

import pytest
from simcord import SetupError

from tests.e2e.helpers import PNG, components, find, message
from tests.e2e.test_gt_game import custom, start, state, world


async def open_panel(env: Any, channel: Any, actor: Any, game_id: int) -> Any:
    record, _match = await state(env, game_id)
    opened = await actor.click(message(channel, record.turn_message_id), label="Take your turn")
    assert opened.ephemeral
    return opened.followups[0] if opened.followups else opened.response


async def draw(actor: Any, panel: Any) -> Any:
    return (await actor.click(panel, custom_id=custom(panel, "gt:b:draw:"))).response


async def pick_place(env: Any, actor: Any, panel: Any, game_id: int, seat: int) -> tuple[Any, str]:
    """Pick the first placement the panel offers: (the reply, the move)."""
    _record, match = await state(env, game_id)
    move = next(m for m in match.legal_moves(seat) if m.startswith("place "))
    group = {"0": "place.n", "90": "place.e", "180": "place.s", "270": "place.w"}[move.split()[2]]
    move_select = find(panel, "gt:m:")
    if move_select is None or move_select["custom_id"].split(":")[4] != group:
        panel = (await actor.select(panel, [group], custom_id=custom(panel, "gt:g:"))).response
    options = [o["value"] for o in find(panel, "gt:m:")["options"]]
    assert move in options
    return (await actor.select(panel, [move], custom_id=custom(panel, "gt:m:"))).response, move


def tiles(match: Any, seat: int) -> int:
    return len(match.state.ships[seat].tiles)


async def test_a_placement_is_previewed_before_it_is_confirmed(simcord_env) -> None:
    env = simcord_env
    channel, (alice, bob, _carol) = await world(env)
    game_id = await start(channel, alice, [bob])
    record, match = await state(env, game_id)
    seat = record.seat_of(alice.id)
    panel = await open_panel(env, channel, alice, game_id)
    panel = await draw(alice, panel)
    before = tiles((await state(env, game_id))[1], seat)

    # picking a square shows the preview: the ship with the tile there, Confirm and Back
    preview, move = await pick_place(env, alice, panel, game_id, seat)
    square, rot = move.split()[1:]
    assert preview.ephemeral
    assert "**Preview:**" in preview.content and f"at {square}, turned {rot}°" in \
        preview.content and "not placed yet" in preview.content
    picture = preview.attachments[0]
    assert picture.filename == "preview.png" and picture.description.startswith("Preview")
    assert (await picture.read()).startswith(PNG)
    ids = [c.get("custom_id", "") for c in components(preview)]
    confirm = custom(preview, "gt:pc:")
    assert confirm == f"gt:pc:{game_id}:{record.version + 1}:{square}:{rot}"
    assert any(i.startswith("gt:b:refresh:") for i in ids)
    assert all(len(i) <= 100 for i in ids)
    _record, match = await state(env, game_id)
    assert tiles(match, seat) == before and match.state.ships[seat].hand  # nothing placed

    # Back: the panel again, the tile still in hand
    back = (await alice.click(preview, custom_id=custom(preview, "gt:b:refresh:"))).response
    assert find(back, "gt:g:") or find(back, "gt:m:")
    assert find(back, "gt:pc:") is None
    _record, match = await state(env, game_id)
    assert tiles(match, seat) == before

    # Confirm places it where the preview showed it
    preview, move = await pick_place(env, alice, back, game_id, seat)
    done = (await alice.click(preview, custom_id=custom(preview, "gt:pc:"))).response
    assert done.ephemeral and "Played:" in done.content
    _record, match = await state(env, game_id)
    ship = match.state.ships[seat]
    assert tiles(match, seat) == before + 1 and not ship.hand
    from games.galaxy_trucker.geometry import label

    assert label(ship.last) == move.split()[1]


async def test_a_stale_confirm_is_refused_and_typed_places_go_at_once(simcord_env) -> None:
    env = simcord_env
    channel, (alice, bob, _carol) = await world(env)
    game_id = await start(channel, alice, [bob])
    record, _match = await state(env, game_id)
    seat = record.seat_of(alice.id)
    panel = await draw(alice, await open_panel(env, channel, alice, game_id))
    preview, move = await pick_place(env, alice, panel, game_id, seat)
    # the player moves on by a typed command: the tile is placed at once, no preview
    _record, match = await state(env, game_id)
    before = tiles(match, seat)
    typed = await alice.slash(channel, "gt move", move=move)
    assert typed.ephemeral
    _record, match = await state(env, game_id)
    assert tiles(match, seat) == before + 1
    # the old preview's Confirm is refused and changes nothing
    res = await alice.click(preview, custom_id=custom(preview, "gt:pc:"))
    reply = res.followups[0] if res.followups else res.response
    assert "out of date" in reply.content
    _record, after = await state(env, game_id)
    assert tiles(after, seat) == before + 1
    # the preview is private: another player cannot even reach its Confirm
    panel = await draw(alice, await open_panel(env, channel, alice, game_id))
    preview, _move = await pick_place(env, alice, panel, game_id, seat)
    with pytest.raises(SetupError):
        await bob.click(preview, custom_id=custom(preview, "gt:pc:"))
    _record, after = await state(env, game_id)
    assert tiles(after, seat) == before + 1 and after.state.ships[seat].hand


async def test_a_preview_survives_a_restart(simcord_env, database) -> None:
    """Confirm is a persistent component: the bot restarting between the preview and the click
    loses nothing."""
    from bot.core import GameBot
    from tests.conftest import make_config

    env = simcord_env
    channel, (alice, bob, _carol) = await world(env)
    game_id = await start(channel, alice, [bob])
    record, match = await state(env, game_id)
    seat = record.seat_of(alice.id)
    panel = await draw(alice, await open_panel(env, channel, alice, game_id))
    preview, _move = await pick_place(env, alice, panel, game_id, seat)
    before = tiles((await state(env, game_id))[1], seat)
    await env.restart_bot(GameBot(make_config(database)))
    await env.bot.tree.sync()
    done = (await alice.click(preview, custom_id=custom(preview, "gt:pc:"))).response
    assert "Played:" in done.content
    _record, match = await state(env, game_id)
    assert tiles(match, seat) == before + 1
