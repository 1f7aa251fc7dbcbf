"""Galaxy Trucker through Discord (simcord): a whole 3-round game of two people and two AI
seats. The people build at once, each on their own (the kit's multi-seat `awaiting`), through
`/gt move` and the private panel, then answer the cards' decisions; the bot restarts in the
middle of building and in the middle of a card. What is checked is what players see: public
posts with the board picture, its alt text and a caption naming each card with its effect;
private replies and panels that alone name the tile in a hand or a peeked pile; the final
ranking."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from simcord import SetupError

from cogs.galaxy_trucker import labels as L
from tests.conftest import make_config
from tests.e2e.helpers import PNG, components, find, message

TILE_IN_HAND = re.compile(r"In your hand now: .+ #(\d+)\.")
PEEKED = re.compile(r"Pile (\d) holds: (.+)")
BUTTONS = ("draw", "reserve", "return", "finish")
BIG_EXPANSION = "evil_machinations=yes rough_roads=all bonus_cards=yes class_2=IIA class_3=IIIa"


async def world(env: Any) -> tuple[Any, list[Any]]:
    await env.bot.tree.sync()
    guild = env.create_guild()
    channel = guild.create_text_channel("trucking")
    users = [guild.add_member(env.create_user(name)) for name in ("alice", "bob", "carol")]
    return channel, users


async def start(channel: Any, creator: Any, joiners: list[Any], ai: int = 0,
                **options: Any) -> int:
    await creator.slash(channel, "game new", game="galaxy_trucker",
                        players=1 + len(joiners) + ai, ai_players=ai, ai_level="builder",
                        **options)
    lobby = channel.last_message
    for user in joiners:
        await user.click(lobby, label="Join")
    await creator.click(lobby, label="Start")
    return int(lobby.embeds[0].footer.text.split("#")[1])


async def state(env: Any, game_id: int) -> tuple[Any, Any]:
    record = await env.bot.store.get(game_id)
    return record, await env.bot.tables.match(record)


def custom(msg: Any, prefix: str) -> str:
    found = find(msg, prefix)
    assert found is not None, (prefix, components(msg))
    return found["custom_id"]


def public_lines(channel: Any) -> list[str]:
    lines = []
    for msg in channel.history():
        if msg.author.bot:
            lines += msg.content.splitlines()
            lines += [a.description or "" for a in msg.attachments]
    return lines


def policy(match: Any, seat: int, k: int) -> str:
    """A simple policy: what the builder AI would play, but never the correction window and,
    at the start of building, a look at pile 1 (a secret)."""
    moves = match.legal_moves(seat)
    if "peek 1" in moves:
        return "peek 1"
    move = match.game.ai_move(match.state, seat, "builder", k)
    return move if move in moves else moves[0]


async def on_panel(actor: Any, panel: Any, move: str, presentation: Any, view: dict) -> Any:
    """Play `move` on an open panel like a player: a button, or a group then the move. A panel
    kept from an earlier turn (only the anytime moves were open then) is refreshed first."""
    groups = presentation.groups([move], view)
    offered = find(panel, "gt:g:")
    if not (find(panel, f"gt:b:{move}:") if move in BUTTONS else offered is not None and next(
            iter(groups)) in [o["value"] for o in offered["options"]]):
        panel = (await actor.click(panel, custom_id=custom(panel, "gt:b:refresh:"))).response
    for action in BUTTONS:
        if move == action and find(panel, f"gt:b:{action}:"):
            return (await actor.click(panel, custom_id=custom(panel, f"gt:b:{action}:"))).response
    group = next(iter(groups))
    move_select = find(panel, "gt:m:")
    if move_select is None or move_select["custom_id"].split(":")[4] != group:
        panel = (await actor.select(panel, [group], custom_id=custom(panel, "gt:g:"))).response
    for _page in range(10):
        options = [o["value"] for o in find(panel, "gt:m:")["options"]]
        if move in options:
            reply = (await actor.select(panel, [move], custom_id=custom(panel, "gt:m:"))).response
            if move.startswith("place ") and view["phase"] == "build":  # previewed first
                # (a bonus card's placement in flight is played as picked): confirm it
                assert reply.attachments[0].filename == "preview.png", reply.content
                reply = (await actor.click(reply, custom_id=custom(reply, "gt:pc:"))).response
            return reply
        nxt = next(c for c in components(panel)
                   if c.get("custom_id", "").startswith("gt:pg:") and "▶" in c.get("label", ""))
        panel = (await actor.click(panel, custom_id=nxt["custom_id"])).response
    raise AssertionError(f"{move} is not on the panel")


async def play_through(env: Any, channel: Any, game_id: int, people: dict[int, Any],
                       database: Any = None) -> tuple[dict[str, int], set[str], Any]:
    """Play the game to its end: the people by the policy, one move at a time, through `/gt
    move` or their panel (kept open across moves, reopened now and then from the post); the
    AI seats by the clock. With `database`, restart the bot once in the middle of round 2's
    building and once in the middle of its first card. Returns what was seen, the secrets
    the people learnt privately, and the final record."""
    from bot.core import GameBot

    seen = dict.fromkeys(("slash", "panel", "waits", "restart_build", "restart_card",
                          "in_hand", "peeks", "intrigue", "panels_kept"), 0)
    secrets: set[str] = set()
    panels: dict[int, Any] = {}
    presentation = env.bot.kit.presentation("galaxy_trucker")
    k = 0
    while True:
        record, match = await state(env, game_id)
        if record.status == "finished":
            return seen, secrets, record
        assert k < 4000, "the game should have ended by now"
        humans = [s for s in match.awaiting() if not record.is_ai(s)]
        if not humans:
            await env.advance_time(1)  # the clock plays the AI seats
            seen["waits"] += 1
            assert seen["waits"] < 500
            continue
        s = match.state
        if database is not None and s.round == 2 and (
                (s.phase == "build" and not seen["restart_build"]
                 and any(len(ship.tiles) > 3 for ship in s.ships))
                or (s.phase == "flight" and s.card and not seen["restart_card"])):
            if not panels:  # a panel open across the restart
                opener = people[record.players[humans[0]]]
                opened = await opener.click(message(channel, record.turn_message_id),
                                            label="Take your turn")
                panels[humans[0]] = opened.followups[0] if opened.followups else opened.response
            await env.restart_bot(GameBot(make_config(database)))
            await env.bot.tree.sync()
            presentation = env.bot.kit.presentation("galaxy_trucker")
            seen["restart_build" if s.phase == "build" else "restart_card"] += 1
            seen["panels_kept"] += len(panels)  # the open panels keep working after it
            continue
        seat = humans[k % len(humans)]
        actor = people[record.players[seat]]
        move = policy(match, seat, k)
        if k % 5 == 0 or seat in panels:
            panel = panels.get(seat)
            if panel is None:
                post = message(channel, record.turn_message_id)
                opened = await actor.click(post, label="Take your turn")
                panel = opened.followups[0] if opened.followups else opened.response
                assert opened.ephemeral
            reply = await on_panel(actor, panel, move, presentation,
                                   match.game.view(match.state, seat))
            seen["panel"] += 1
            if find(reply, "gt:b:refresh:") and k % 7:
                panels[seat] = reply
            else:
                panels.pop(seat, None)
        else:
            res = await actor.slash(channel, "gt move", move=move)
            assert res.ephemeral, res.response.content
            reply = res.followups[0] if res.followups else res.response
            seen["slash"] += 1
        assert reply.ephemeral
        found = TILE_IN_HAND.search(reply.content)
        if found:
            seen["in_hand"] += 1
            secrets.add(f"#{found[1]}")
        if PEEKED.search(reply.content):
            seen["peeks"] += 1
            secrets.add("holds:")
        if "Your intrigue cards:" in reply.content:
            seen["intrigue"] += 1
            secrets.add("intrigue cards:")
        k += 1


@pytest.mark.slow  # two to four minutes: in the long run (python3 dev.py test --long)
async def test_two_people_and_two_ai_seats_fly_three_rounds(simcord_env, database) -> None:
    env = simcord_env
    began = time.monotonic()
    channel, (alice, bob, _carol) = await world(env)
    game_id = await start(channel, alice, [bob], ai=2)
    seen, secrets, record = await play_through(env, channel, game_id,
                                               {alice.id: alice, bob.id: bob}, database)
    lines = public_lines(channel)
    told = "\n".join(lines)
    # every card turned has one post of its own, in order, whoever resolved it (people, the AI
    # seats, the rules alone; before and after the restarts): its name and effect, what it
    # did and the flight board with the card on it, no button and no ping
    turned = cards_turned(match_of_log(record, await env.bot.store.moves(game_id)))
    assert len(turned) >= 12
    chapters = [m for m in channel.history() if m.author.bot and not m.mentions
                and m.attachments and m.attachments[0].filename == "board.png"]
    assert [m.content.split("**")[1] for m in chapters] == [L.card("en", c) for c in turned]
    for post in chapters:
        name = post.content.split("**")[1]
        assert f"Card being resolved: {name}." in post.attachments[0].description
        assert not post.components and len(post.content.splitlines()) >= 2
        if len(post.attachments) > 1:  # the ships it hit, destroyed tiles crossed out
            assert post.attachments[1].filename == "damage.png"
            assert "lost" in post.attachments[1].description
    assert any(len(post.attachments) > 1 for post in chapters)
    # every round's building ends with every ship side by side, each with its order tile
    launches = [m for m in channel.history() if m.author.bot and m.attachments
                and m.attachments[0].filename == "ships.png"]
    assert [m.attachments[0].description.split(".")[0] for m in launches] == \
        [f"Round {n}: the ships at launch" for n in (1, 2, 3)]
    for post in launches:
        assert all(f"order tile {n}: engine " in post.content for n in (1, 2, 3, 4))
    assert "Round 3: building" in told or "Round 3" in told
    assert any("has finished building" in line for line in lines)
    # the secrets a person learnt privately never reach the channel
    assert seen["in_hand"] >= 20 and seen["peeks"] >= 2
    leaks = [secret for secret in secrets if secret in told]
    assert not leaks, leaks
    assert not any("In hand" in line for line in lines)
    final = channel.last_message
    assert "Galaxy Trucker is over" in final.content and "1. " in final.content
    posts = [m for m in channel.history() if m.author.bot and m.attachments]
    assert len(posts) >= 6
    for post in posts:
        assert post.attachments[0].filename in ("board.png", "results.png", "ships.png")
        assert post.attachments[0].description
    # each round ends with one post of its results, as a picture and in words (GT-4.1-4.6)
    results = [p for p in posts if p.attachments[0].filename == "results.png"]
    assert [p.attachments[0].description.split(".")[0] for p in results] == \
        [f"Results of round {n}" for n in (1, 2, 3)]
    for n, post in enumerate(results, 1):
        assert f"**Round {n} results**" in post.content
        assert post.content.count("this round") == 4 and "arrival" in post.content
    assert results[-1].id == final.id and "Final ranking: 1. " in final.attachments[0].description
    for post in posts[-3:]:
        assert (await post.attachments[0].read()).startswith(PNG)
    assert seen["restart_build"] == 1 and seen["restart_card"] == 1 and seen["panels_kept"]
    assert seen["panel"] >= 20 and seen["slash"] >= 20
    print(f"{seen} in {time.monotonic() - began:.1f} s")


@pytest.mark.slow  # about three minutes
async def test_five_players_with_the_big_expansion(simcord_env) -> None:
    """Five ships, intrigue cards, Rough Roads every round, bonus cards, classes IIA and IIIa:
    two people and three AI seats to the end; intrigue hands stay private."""
    env = simcord_env
    channel, (alice, bob, _carol) = await world(env)
    game_id = await start(channel, alice, [bob], ai=3, options=BIG_EXPANSION)
    record = await env.bot.store.get(game_id)
    assert record.options["evil_machinations"] is True and len(record.players) == 5
    seen, secrets, record = await play_through(env, channel, game_id,
                                               {alice.id: alice, bob.id: bob})
    lines = public_lines(channel)
    told = "\n".join(lines)
    assert seen["intrigue"] >= 1 and seen["in_hand"] >= 20
    assert not [secret for secret in secrets if secret in told]
    final = channel.last_message
    assert "Galaxy Trucker is over" in final.content
    assert all(name in final.content for name in ("alice", "bob"))
    print(seen)


def match_of_log(record: Any, moves: list[Any]) -> list[dict[str, Any]]:
    """The public events of every move of the game, replayed from its log."""
    from games.galaxy_trucker import GAME
    from games.match import Match

    match = Match.start(GAME, len(record.players), record.seed, record.options)
    events = []
    for m in moves:
        match.play(m.seat, m.move)
        events += GAME.view(match.state, None)["events"]
    return events


def cards_turned(events: list[dict[str, Any]]) -> list[str]:
    return [e["card"] for e in events if e["event"] == "card"]


async def test_the_commands_beside_the_game(simcord_env) -> None:
    """`/gt ship` (one's own with the tile in hand, another's without), `/gt card`,
    `/gt rules`, `/gt hint` and `/gt log` (a face-down draw written `take ?`), all private;
    another player cannot use someone's panel."""
    env = simcord_env
    channel, (alice, bob, _carol) = await world(env)
    game_id = await start(channel, alice, [bob])
    res = await alice.slash(channel, "gt move", move="draw")
    assert res.ephemeral and "In your hand now:" in res.response.content
    await bob.slash(channel, "gt move", move="draw")
    record, match = await state(env, game_id)
    assert {0, 1} == set(match.awaiting())

    own = await alice.slash(channel, "gt ship")
    shown = own.followups[0] if own.followups else own.response
    assert own.ephemeral and shown.attachments[0].filename == "ship.png"
    assert "In hand" in shown.attachments[0].description
    other = await alice.slash(channel, "gt ship", player="bob")
    shown = other.followups[0] if other.followups else other.response
    assert "bob" in shown.content and "In hand" not in shown.attachments[0].description
    assert (await shown.attachments[0].read()).startswith(PNG)

    card = await alice.slash(channel, "gt card", name="open space")
    assert card.ephemeral and card.response.embeds[0].title == "Open Space"
    choices = await alice.autocomplete(channel, "gt card", "name", "plan")
    assert any(c["name"] == "Planets" for c in choices)
    rules = await alice.slash(channel, "gt rules", topic="here")
    assert rules.ephemeral and "virtual clock" in rules.response.embeds[0].description
    hint = await bob.slash(channel, "gt hint")
    assert hint.ephemeral
    moves = await alice.autocomplete(channel, "gt move", "move", "place")
    assert moves and all(c["value"].startswith("place ") for c in moves)
    log = await bob.slash(channel, "gt log")
    assert log.ephemeral and "`take ?`" not in log.response.content  # draws are hidden anyway
    assert "#" not in log.response.content.split("\n", 1)[1]

    post = message(channel, record.turn_message_id)
    # the build post names the round, the ship class and the deadline (issue 16)
    assert "Round 1, class I ships: build your ships" in post.content
    assert "Deadline: <t:" in post.content
    opened = await alice.click(post, label="Take your turn")
    panel = opened.followups[0] if opened.followups else opened.response
    assert opened.ephemeral and "In hand:" in panel.content
    with pytest.raises(SetupError):
        await bob.click(panel, custom_id=custom(panel, "gt:b:refresh:"))
    # bob's move does not spoil alice's open panel: building is simultaneous
    await bob.slash(channel, "gt move", move=match.legal_moves(1)[0])
    group = find(panel, "gt:g:")["options"][0]["value"]
    regrouped = await alice.select(panel, [group], custom_id=custom(panel, "gt:g:"))
    assert regrouped.response.ephemeral and find(regrouped.response, "gt:m:")
    await bob.slash(channel, "gt move", move="draw" if not match.state.ships[1].hand
                    else "return")
    # a button of the panel opened before bob's two moves still plays
    reserved = await alice.click(panel, custom_id=custom(panel, "gt:b:reserve:"))
    assert "Played: Reserve it" in reserved.response.content
    record, match = await state(env, game_id)
    assert len(match.state.ships[0].reserve) == 1 and not match.state.ships[0].hand
    # the panel is redrawn in place: with the hand empty, no placements are offered
    groups = [o["value"] for o in find(reserved.response, "gt:g:")["options"]]
    assert groups and not [g for g in groups if g.startswith("place")]
    assert find(reserved.response, "gt:b:draw:")
    # a panel button whose move is no longer legal changes nothing
    old_panel = reserved.response
    await alice.slash(channel, "gt move", move="draw")  # a tile in hand: no second draw
    before = (await env.bot.store.get(game_id)).version
    again = await alice.click(old_panel, custom_id=custom(old_panel, "gt:b:draw:"))
    assert "out of date" in again.response.content
    assert (await env.bot.store.get(game_id)).version == before
