"""A whole game of Alien Frontiers by three simulated players, through slash commands, the
private panel and the public turn messages: what the players see, turn after turn."""

from __future__ import annotations

import random

from tests.e2e.helpers import (
    PNG,
    SEED,
    choose,
    find,
    message,
    play_on_panel,
    start_game,
    state,
    world,
)

PANEL_EVERY = 3  # every third turn is played on the panel, the others with /af move



async def check_turn_message(channel, record, actor) -> object:
    """The public message of a turn: a PNG board, the player to act mentioned, the button."""
    turn = message(channel, record.turn_message_id)
    assert turn.attachments and turn.attachments[0].filename.endswith(".png")
    assert (await turn.attachments[0].read()).startswith(PNG)
    assert turn.attachments[0].description  # alt text
    assert turn.content.startswith(f"<@{actor.id}>")
    assert turn.embeds and "Victory points" in [f.name for f in turn.embeds[0].fields]
    assert find(turn, f"af:panel:{record.id}") is not None
    return turn


async def test_a_whole_game_through_commands_and_the_panel(simcord_env) -> None:
    env = simcord_env
    channel, users, stranger = await world(env)
    by_id = {u.id: u for u in users}
    game_id = await start_game(channel, users)
    rng = random.Random(SEED)
    turns = panel_turns = panel_moves = command_moves = 0

    while True:
        record, match, seat = await state(env, game_id)
        if record.status == "finished":
            break
        assert turns < 200, "the game should have ended by now"
        actor = by_id[record.players[seat]]
        turn = await check_turn_message(channel, record, actor)

        # Outsiders are refused privately, and nothing changes.
        refused = await stranger.click(turn, label="Take your turn")
        assert refused.ephemeral and "not playing in this game" in refused.response.content
        other = next(u for u in users if u is not actor)
        wrong = await other.slash(channel, "af move", move="end")
        assert wrong.ephemeral and "not your turn" in wrong.response.content
        assert (await env.bot.store.get(game_id)).version == record.version

        on_panel = turns % PANEL_EVERY == 0
        panel = None
        if on_panel:
            opened = await actor.click(turn, label="Take your turn")
            assert opened.ephemeral and opened.response.ephemeral
            panel = opened.response
            assert panel.attachments and panel.attachments[0].filename == "panel.png"
            assert "**Your turn**" in panel.content
            panel_turns += 1
        while True:
            record, match, now = await state(env, game_id)
            if record.status != "active" or record.turn_message_id != turn.id:
                break
            assert now == seat
            view = match.game.view(match.state, seat)
            move = choose(match.legal_moves(seat), rng, view["players"][seat])
            if panel is not None:
                res, panel = await play_on_panel(actor, panel, move)
                assert panel.ephemeral and "Played:" in panel.content
                panel_moves += 1
            else:
                res = await actor.slash(channel, "af move", move=move)
                assert res.ephemeral and "Played:" in res.response.content
                command_moves += 1
        if panel is not None and record.status == "active":
            assert "plays next" in panel.content and not panel.components
        turns += 1

    # Exactly one public message per turn (plus the lobby, raid lines and the final ranking),
    # and only the current post keeps its button: old ones are not clickable.
    posted = [m for m in channel.history() if m.author.bot]
    turn_posts = [m for m in posted if m.embeds and m.attachments][:-1]
    raid_lines = [m for m in posted if not m.embeds]
    print(f"{turns} turns, {len(raid_lines)} raids, {panel_moves}+{command_moves} moves")
    assert len(turn_posts) == turns
    assert len(posted) == 1 + turns + len(raid_lines) + 1
    assert not any(find(m, f"af:panel:{game_id}") for m in posted)
    assert raid_lines, "the seeded game has raids"
    for line in raid_lines:  # the raider and the victims, by colour and name
        assert sum(name in line.content for name in ("alice", "bob", "carol")) >= 2, line.content

    final = channel.last_message
    assert final.embeds and "final ranking" in final.embeds[0].title
    text = final.embeds[0].description
    for name in ("alice", "bob", "carol"):
        assert name in text
    assert "**1.**" in text and "Tie-breaks" in text
    assert (await final.attachments[0].read()).startswith(PNG)
    assert record.ranking is not None
    assert panel_turns >= 5 and panel_moves >= 10 and command_moves > panel_moves

    # The finished game can still be looked at.
    board = await users[0].slash(channel, "af board")
    assert board.ephemeral
    shown = board.followups[0] if board.followups else board.response
    assert (await shown.attachments[0].read()).startswith(PNG)
    log = await users[1].slash(channel, "af log")
    # a whole game's moves come as one file, not a wall of messages
    assert log.ephemeral and not log.followups
    assert "moves, listed in the attached file" in log.response.content
    text = (await log.response.attachments[0].read()).decode()
    assert text.startswith(f"Moves of game #{game_id}")
    logged = text.splitlines()[1:]
    assert len(logged) == panel_moves + command_moves
    assert logged[0].startswith("1. ") and logged[-1].startswith(f"{len(logged)}. ")
