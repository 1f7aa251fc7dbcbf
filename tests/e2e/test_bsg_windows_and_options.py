"""Battlestar Galactica through Discord (simcord), beyond the whole default game of
`test_bsg_game.py`: a restart while an interrupt window is open, and a game with the Cylon
Fleet and Conflicted Loyalties options (what the channel and the private panel show)."""

from __future__ import annotations

from bot.core import GameBot
from cogs.battlestar_galactica import labels as L
from tests.conftest import make_config
from tests.e2e.helpers import find
from tests.e2e.test_bsg_game import SEATS, play_until, public_texts, start, state, world


async def test_a_restart_while_an_interrupt_window_is_open(simcord_env, database) -> None:
    """BSG-18.1 / BSG-6.2: a window before a skill check waits on a person who can play
    Investigative Committee; the bot restarts; the panel opened before the restart still plays
    the card, the channel hears it, and the check goes on with its contributions open."""
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
