"""Whole games of Ascending Empires through Discord (simcord): a 2-player game played by two
people with scripted flicks (the panel's aiming, `/ae move … towards …`, `/ae aim` with explicit
degrees) to the final ranking, and a 4-player game where three AI seats play on the clock.

What is checked is what players see: one public post per turn with the board picture and its
alt text, private replies that alone name a scanned or peeked planet's colour, the public
history that never does, and the final ranking."""

from __future__ import annotations

import math
import re
import time
from typing import Any

import pytest
from simcord import SetupError

from cogs.ascending_empires import aim as A
from tests.e2e.helpers import PNG, components, find, message
from tests.test_logs import assert_private

WORDS = {"orange": "Orange", "grey": "Grey", "purple": "Purple", "brown": "Brown",
         "asteroid": "asteroid"}
PEEK = re.compile(r"\*\*(?P<planet>[A-Z][1-6])\*\* before landing: it is \*\*(?P<kind>\w+)\*\*")
SCANNED = re.compile(r"Your scan \(only you see this\): (?P<list>.+)\.")
ITEM = re.compile(r"(?P<planet>[A-Z][1-6]) \((?P<kind>\w+)\)")


# --- the table ---------------------------------------------------------------------------------

async def world(env: Any) -> tuple[Any, list[Any]]:
    await env.bot.tree.sync()
    guild = env.create_guild()
    channel = guild.create_text_channel("empires")
    users = [guild.add_member(env.create_user(name)) for name in ("alice", "bob", "carol")]
    return channel, users


async def start(channel: Any, creator: Any, joiners: list[Any], ai: int = 0) -> int:
    await creator.slash(channel, "game new", game="ascending_empires",
                        players=1 + len(joiners) + ai, ai_players=ai, ai_level="aim")
    lobby = channel.last_message
    for user in joiners:
        await user.click(lobby, label="Join")
    await creator.click(lobby, label="Start")
    return int(lobby.embeds[0].footer.text.split("#")[1])


async def state(env: Any, game_id: int) -> tuple[Any, Any, int | None]:
    record = await env.bot.store.get(game_id)
    match = await env.bot.tables.match(record)
    return record, match, match.to_act()


# --- a player's script (reads the player's own view, as the player reads the panel) --------------

def pieces(planet: dict[str, Any]) -> int:
    return planet["troops"] + planet["colonies"] + planet["cities"] + planet["stations"]


def target_for(view: dict[str, Any], seat: int, ship: str) -> str | None:
    """The nearest planet the ship could land on: no homeworld, not another player's, room."""
    planets = {p["id"]: p for p in view["planets"]}
    for target in A.targets(view, ship):
        p = planets.get(target.id)
        if p and p["kind"] != "homeworld" and p["occupant"] in (None, seat) and pieces(p) < 3:
            return target.id
    return None


def decide(view: dict[str, Any], moves: list[str], seat: int, memo: dict[str, Any]) -> Any:
    """A move, or ("flick", ship, planet): look first (end the first Move in a face-down
    planet's orbit: a scan), land on unseen planets (a peek; the first one declined), recruit
    three troops on a planet and mine them for 2 VP."""
    phase = view["phase"]
    if phase == "peek":
        if not memo.get("declined"):
            memo["declined"] = True
            return "land decline"
        return "land confirm"
    if phase in ("combat", "retire"):
        return moves[0]
    if phase == "recruit":
        return next(m for m in moves if m.startswith("recruit"))
    lands = [m for m in moves if m.startswith("land ") and m.split()[1] not in ("confirm",
                                                                               "decline")]
    mine = [s for s in view["ships"] if s["seat"] == seat]

    def flick(ships: list[dict[str, Any]]) -> tuple[str, str, str] | None:
        for s in ships:
            planet = target_for(view, seat, s["id"])
            if planet:
                return ("flick", s["id"], planet)
        return None

    if phase == "move":
        orbits = {s["orbit"] for s in mine if s["orbit"]}
        if seat not in memo["scanned"] and any(p["id"] in orbits and not p["known"]
                                               for p in view["planets"]):
            return "done"
        known = {p["id"] for p in view["planets"] if p["known"]}
        lands.sort(key=lambda m: m.split()[2] in known)
        return lands[0] if lands else flick(mine) or "done"
    for prefix in ("research", "mine "):
        found = [m for m in moves if m.startswith(prefix) and not m.endswith(" 2")]
        if found:
            return found[0]
    homes = {p["id"] for p in view["planets"] if p["kind"] == "homeworld"}
    stack = [m for m in moves if m.startswith("recruit ") and len(m.split()) == 3
             and not set(m.split()[1:]) & homes and m.split()[1] == m.split()[2]]
    if stack:
        return stack[0]
    parked = {m.split()[1] for m in lands}
    wanted = flick([s for s in mine if s["id"] not in parked])
    if wanted:
        return wanted
    if lands:
        return lands[0]
    launches = [m for m in moves if m.startswith("launch") and "battleship" not in m]
    recruits = [m for m in moves if m.startswith("recruit ")]
    return (launches or recruits or [m for m in moves if not m.startswith("return")])[0]


# --- playing one move, three ways ----------------------------------------------------------------

def custom(msg: Any, prefix: str) -> str:
    found = find(msg, prefix)
    assert found is not None, (prefix, components(msg))
    return found["custom_id"]


async def on_panel(actor: Any, panel: Any, decision: Any, checks: dict[str, int]) -> Any:
    """Play a decision on the open panel like a player: action select, move select, buttons;
    a flick through the aiming view (towards the planet, a nudge there and back, commit)."""
    if isinstance(decision, str) and decision in ("land confirm", "land decline", "done"):
        action = {"land confirm": "confirm", "land decline": "decline", "done": "done"}[decision]
        return (await actor.click(panel, custom_id=custom(panel, f"ae:b:{action}:"))).response
    kind = "flick" if isinstance(decision, tuple) else decision.split()[0]
    group = "attack" if kind == "bombard" else kind
    move_select = find(panel, "ae:m:")
    if move_select is None or move_select["custom_id"].split(":")[4] != group:
        res = await actor.select(panel, [group], custom_id=custom(panel, "ae:g:"))
        panel = res.response
    options = find(panel, "ae:m:")["options"]
    if kind != "flick":
        res = await actor.select(panel, [decision], custom_id=custom(panel, "ae:m:"))
        return res.response
    _flick, ship, planet = decision
    value = next(o["value"] for o in options if o["value"].split()[1] == ship)
    aiming = (await actor.select(panel, [value], custom_id=custom(panel, "ae:m:"))).response
    assert aiming.ephemeral and f"**Aiming {ship}" in aiming.content
    targets = find(aiming, "ae:ft:")
    assert targets is not None and len(targets["options"]) <= 25
    assert planet in [o["value"] for o in targets["options"]]
    aiming = (await actor.select(aiming, [planet], custom_id=targets["custom_id"])).response
    aimed = aiming.content.split("\n")[0]
    turned = (await actor.click(aiming, label="↻ 5°")).response
    assert turned.content.split("\n")[0] != aimed
    back = (await actor.click(turned, label="↺ 5°")).response
    assert back.content.split("\n")[0] == aimed
    assert (await back.attachments[0].read()).startswith(PNG)
    assert back.attachments[0].filename == "aim.png" and back.attachments[0].description
    checks["previews"] += 4
    return (await actor.click(back, custom_id=custom(back, "ae:fc:"))).response


async def by_command(actor: Any, channel: Any, decision: Any, view: dict[str, Any],
                     degrees: bool, checks: dict[str, int]) -> Any:
    """`/ae move` (a flick as `flick r1 towards A3`), or a flick aimed with `/ae aim` at
    explicit degrees and power, committed from its preview."""
    if isinstance(decision, tuple) and degrees:
        _flick, ship, planet = decision
        aim = A.towards(view, ship, planet)
        me = next(s for s in view["ships"] if s["id"] == ship)
        there = next(p for p in view["planets"] if p["id"] == planet)
        angle = math.degrees(math.atan2(there["y"] - me["y"], there["x"] - me["x"])) % 360
        res = await actor.slash(channel, "ae aim", ship=ship, direction=f"{angle:.1f}",
                                power=aim.power / 10)
        shown = res.followups[0] if res.followups else res.response
        assert res.ephemeral and shown.attachments[0].filename == "aim.png"
        checks["previews"] += 1
        return (await actor.click(shown, custom_id=custom(shown, "ae:fc:"))).response
    text = f"flick {decision[1]} towards {decision[2]}" if isinstance(decision, tuple) \
        else decision
    res = await actor.slash(channel, "ae move", move=text)
    assert res.ephemeral, res.response.content
    return res.response


# --- what the players see -------------------------------------------------------------------------

async def check_post(post: Any) -> None:
    """A turn post: the board picture with its alt text."""
    assert post.attachments and post.attachments[0].filename == "board.png"
    assert post.attachments[0].description and len(post.attachments[0].description) <= 1024
    assert (await post.attachments[0].read()).startswith(PNG)


def learnt(private: str) -> dict[str, str]:
    """Planets a private reply named with their colour: a peek or a scan."""
    out = {}
    peek = PEEK.search(private)
    if peek:
        out[peek["planet"]] = peek["kind"]
    scan = SCANNED.search(private)
    if scan:
        out.update({m["planet"]: m["kind"] for m in ITEM.finditer(scan["list"])})
    return out


def turn_numbers(posts: list[Any]) -> list[int]:
    """The turns the posts tell, from their headers "**Turn N** · …", in channel order (a post
    after AI turns tells each of them)."""
    return [int(n) for p in posts for n in re.findall(r"^\*\*Turn (\d+)\*\*", p.content,
                                                      flags=re.MULTILINE)]


def public_lines(channel: Any) -> list[str]:
    lines = []
    for msg in channel.history():
        if msg.author.bot:
            lines += msg.content.splitlines()
            lines += [a.description or "" for a in msg.attachments]
    return lines


def leaked(channel: Any, match: Any) -> list[str]:
    """Public lines that name a face-down planet together with its real colour (or "asteroid")
    — read from the engine's state, which no player sees."""
    public = match.game.view(match.state, None)
    hidden = {p["id"]: WORDS[match.state.tiles[p["id"]]] for p in public["planets"]
              if not p["face_up"]}
    return [line for line in public_lines(channel) for planet, word in hidden.items()
            if re.search(rf"\b{planet}\b", line) and word in line]


async def test_two_players_play_a_whole_game_with_scripted_flicks(
        simcord_env, debug_logging, caplog) -> None:
    """A whole game played three ways (panel, `/ae move` towards a planet, in degrees), with
    LOG_LEVEL=DEBUG on: what a peek told its player privately reaches no log (issue 12)."""
    env = simcord_env
    began = time.monotonic()
    channel, (alice, bob, _carol) = await world(env)
    game_id = await start(channel, alice, [bob])
    by_id = {alice.id: alice, bob.id: bob}
    memo: dict[str, Any] = {"scanned": set()}
    checks = dict.fromkeys(("turns", "panel", "previews", "peeks", "scans", "hidden"), 0)
    secrets: dict[str, str] = {}
    told: list[str] = []  # the peeks' private words
    turn_index = 0

    while True:
        record, match, seat = await state(env, game_id)
        if record.status == "finished":
            break
        assert turn_index < 150, "the scripted game should have ended by now"
        actor = by_id[record.players[seat]]
        other = bob if actor is alice else alice
        post = message(channel, record.turn_message_id)
        await check_post(post)
        assert f"<@{actor.id}>" in post.content
        mode = ("panel", "towards", "degrees")[turn_index % 3]
        panel = reply = None
        if mode == "panel":
            opened = await actor.click(post, label="Take your turn")
            panel = opened.followups[0] if opened.followups else opened.response
            assert opened.ephemeral and "**Your turn**" in panel.content
            checks["panel"] += 1
        while True:
            record, match, now = await state(env, game_id)
            if record.status != "active" or now != seat or \
                    record.turn_message_id != post.id:
                break
            view = match.game.view(match.state, seat)
            decision = decide(view, match.legal_moves(seat), seat, memo)
            if isinstance(decision, str) and decision.startswith("land ") and \
                    decision.split()[1] in ("confirm", "decline") and panel is None:
                panel = reply  # the buttons under the `/ae move land …` reply
            if panel is not None:
                reply = await on_panel(actor, panel, decision, checks)
                panel = reply if find(reply, "ae:b:refresh:") else None
            else:
                reply = await by_command(actor, channel, decision, view, mode == "degrees",
                                         checks)
            assert reply.ephemeral
            found = learnt(reply.content)
            if peeked := PEEK.search(reply.content):
                checks["peeks"] += 1
                told.append(peeked.group(0))
                with pytest.raises(SetupError):  # the peek is the actor's alone
                    await other.click(reply, custom_id=custom(reply, "ae:b:confirm:"))
            if SCANNED.search(reply.content):
                checks["scans"] += 1
                memo["scanned"].add(seat)
            secrets.update(found)
        checks["turns"] += 1
        turn_index += 1
        public = match.game.view(match.state, None)
        face_down = {p["id"] for p in public["planets"] if not p["face_up"]}
        checks["hidden"] = max(checks["hidden"], len(set(secrets) & face_down))
        assert not leaked(channel, match)

    assert told
    for text in told:
        assert_private(caplog, debug_logging, text)
    # One public post per turn: the start post, then one after each turn (the last: the ranking).
    posts = [m for m in channel.history() if m.author.bot and m.attachments]
    assert len(posts) == 1 + checks["turns"]
    assert turn_numbers(posts[1:]) == list(range(1, checks["turns"] + 1))
    for post in posts[-5:]:
        await check_post(post)
    assert any("scanned 1 face-down planet" in line for line in public_lines(channel))
    assert any("did not land" in line for line in public_lines(channel))
    final = channel.last_message
    assert "**Game over**" in final.content and "**1.**" in final.content
    assert "Red (alice)" in final.content and "Blue (bob)" in final.content
    assert record.ranking is not None
    assert checks["peeks"] >= 2 and checks["scans"] >= 2 and checks["hidden"] >= 1
    assert checks["panel"] >= 10 and checks["previews"] >= 10
    seconds = time.monotonic() - began
    print(f"2 players: {checks} in {seconds:.1f} s")

    board = await alice.slash(channel, "ae board")
    shown = board.followups[0] if board.followups else board.response
    assert board.ephemeral and (await shown.attachments[0].read()).startswith(PNG)


async def test_one_person_and_three_ai_players_on_the_clock_play_to_the_end(simcord_env) -> None:
    env = simcord_env
    began = time.monotonic()
    channel, (alice, _bob, _carol) = await world(env)
    game_id = await start(channel, alice, [], ai=3)
    memo: dict[str, Any] = {"scanned": set()}
    mine = waits = stalled = 0
    while True:
        record, match, seat = await state(env, game_id)
        if record.status == "finished":
            break
        assert mine + waits < 400, "the game should have ended by now"
        post = message(channel, record.turn_message_id)
        if record.is_ai(seat) or f"turn {match.state.turn}, round" not in post.content:
            await env.advance_time(1)  # the clock plays the AI's turn and posts it
            after, _match, _seat = await state(env, game_id)
            moved = after.version > record.version or after.turn_message_id != post.id
            stalled = 0 if moved else stalled + 1
            assert stalled < 10, ("no progress", record.version, seat, post.content)
            waits += 1
            continue
        assert f"<@{alice.id}>" in post.content and find(post, f"ae:panel:{game_id}")
        panel = None
        if mine % 4 == 0:
            opened = await alice.click(post, label="Take your turn")
            panel = opened.followups[0] if opened.followups else opened.response
        while True:
            record, match, now = await state(env, game_id)
            if record.status != "active" or now != seat or record.turn_message_id != post.id:
                break
            view = match.game.view(match.state, seat)
            decision = decide(view, match.legal_moves(seat), seat, memo)
            if panel is not None:
                reply = await on_panel(alice, panel, decision, dict.fromkeys(("previews",), 0))
                panel = reply if find(reply, "ae:b:refresh:") else None
            elif isinstance(decision, str) and decision in ("land confirm", "land decline"):
                reply = (await alice.slash(channel, "ae move", move=decision)).response
            else:
                reply = await by_command(alice, channel, decision, view, False, {"previews": 0})
            if SCANNED.search(reply.content):
                memo["scanned"].add(seat)
        mine += 1

    posts = [m for m in channel.history() if m.author.bot and m.attachments]
    turns = [p for p in posts if p.content.startswith("**Turn ")]
    assert turn_numbers(turns) == list(range(1, match.state.turn + 1))
    assert len(posts) - len(turns) <= 1  # the start post, unless the first AI turn came first
    by_ai = [p for p in turns[:-1] if "· Red (alice):" not in p.content.split("\n")[0]]
    assert by_ai and all("(AI " in p.content.split("\n")[0] for p in by_ai)
    assert not any("Next: AI" in p.content for p in turns)  # AI turns are told, not announced
    for post in posts[-4:]:
        await check_post(post)
    assert not leaked(channel, match)
    final = channel.last_message
    assert "**Game over**" in final.content
    ranking = [line for line in final.content.splitlines() if line.startswith("**") and
               line[2:3].isdigit()]
    assert sum(line.count("(") for line in ranking) >= 4 and "Red (alice)" in final.content
    seconds = time.monotonic() - began
    print(f"4 players: {mine} turns by alice, {len(by_ai)} by the AIs, {waits} clock waits, "
          f"{seconds:.1f} s")
