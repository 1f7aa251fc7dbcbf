"""Battlestar Galactica through Discord (simcord), with no moderator: a whole 5-seat game (two
people, three AI seats on the clock) played through the panel (the skill check's card picker,
Add nothing, Pass, the move selects) and `/bsg move`, through the Sleeper Agent phase, a
Cylon's reveal, the Brig and a destination a person chose, to the win of one side; a restart in
the middle of a skill check; and a check of every public message, caption, alt text, the log and
the replay against the hidden information (loyalty cards and goals, hands, the Quorum hand,
Super Crisis cards, contributed cards before the reveal).

What is asserted is what players see: the action queue naming the seats awaited and their
deadlines, a crisis posted with its name and effect, a check's colours and difficulty, running
counts of answers (never their contents), then the shuffled reveal with the total and result."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.core import GameBot
from bot.i18n import t
from games.battlestar_galactica import GAME
from tests.conftest import make_config
from tests.e2e.helpers import PNG, components, find, log_text

SEATS = 5
CAP = 2500  # decisions: far more than a game takes


async def world(env: Any) -> tuple[Any, list[Any], Any]:
    await env.bot.tree.sync()
    guild = env.create_guild()
    channel = guild.create_text_channel("galactica")
    users = [guild.add_member(env.create_user(name)) for name in ("alice", "bob")]
    stranger = guild.add_member(env.create_user("stranger"))
    return channel, users, stranger


async def start(channel: Any, alice: Any, bob: Any) -> int:
    res = await alice.slash(channel, "game new", game="battlestar_galactica", players=SEATS,
                            ai_players=SEATS - 2, ai_level="crew")
    assert not res.ephemeral
    lobby = channel.last_message
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    return int(lobby.embeds[0].footer.text.split("#")[1])


async def state(env: Any, game_id: int) -> tuple[Any, Any]:
    record = await env.bot.store.get(game_id)
    return record, await env.bot.tables.match(record)


def queue_message(channel: Any, count: int = 1) -> Any:
    found = [m for m in channel.history() if m.author.bot and "Action queue" in m.content]
    assert len(found) == count, [m.content for m in found]  # one message, edited in place
    return found[-1]


async def answer(env: Any, channel: Any, user: Any, seat: int, game_id: int, n: int,
                 seen: dict[str, int]) -> None:
    """The seat answers like a player: a skill check on the panel's card picker (or Add
    nothing, or Wait for the counts), other decisions by the panel's selects or buttons, or
    by `/bsg move`."""
    _record, match = await state(env, game_id)
    move = GAME.ai_move(match.state, seat, "crew", n)
    kind = match.state.pending["kind"]
    seen[f"kind:{kind}"] = seen.get(f"kind:{kind}", 0) + 1
    if kind == "contribute":
        opened = await user.slash(channel, "bsg panel")
        panel = opened.followups[0] if opened.followups else opened.response
        assert "your private panel" in panel.content and "Hand:" in panel.content
        assert (await panel.attachments[0].read()).startswith(PNG)
        cards = move.split()[1:]
        if cards in (["none"], ["wait"]):  # Add nothing, or wait for the counts before mine
            button = find(panel, f"bsg:b:{cards[0]}:")
            assert button is not None, components(panel)
            await user.click(panel, custom_id=button["custom_id"])
        else:
            picker = find(panel, "bsg:c:")
            assert picker is not None, components(panel)
            values, used = [], set()
            for card in cards:
                option = next(o["value"] for o in picker["options"]
                              if o["value"].split(".")[0] == card and o["value"] not in used)
                used.add(option)
                values.append(option)
            await user.select(panel, values, custom_id=picker["custom_id"])
        seen["picker"] += 1
        return
    if move == "pass" and n % 2 == 0:
        opened = await user.slash(channel, "bsg panel")
        panel = opened.followups[0] if opened.followups else opened.response
        button = find(panel, "bsg:b:pass:")
        assert button is not None
        await user.click(panel, custom_id=button["custom_id"])
        seen["button"] += 1
        return
    if n % 3 == 0 and kind not in ("window",):
        opened = await user.slash(channel, "bsg panel")
        panel = opened.followups[0] if opened.followups else opened.response
        group = find(panel, "bsg:g:")
        moves = find(panel, "bsg:m:")
        if group is not None and moves is not None and move in [o["value"] for o in
                                                                 moves["options"]]:
            await user.select(panel, [move], custom_id=moves["custom_id"])
            seen["select"] += 1
            return
    res = await user.slash(channel, "bsg move", move=move)
    assert res.ephemeral, res.response.content
    assert "You played" in res.response.content or "Played" in res.response.content, \
        res.response.content
    seen["command"] += 1


async def play_to_the_end(env: Any, channel: Any, users: list[Any], game_id: int,
                          stop_in_check: bool = False) -> dict[str, int]:
    seen = {"picker": 0, "button": 0, "select": 0, "command": 0, "waits": 0}
    n = 0
    while n < CAP:
        record, match = await state(env, game_id)
        if record.status == "finished":
            return seen
        humans = [q for q in match.awaiting() if not record.is_ai(q)]
        if not humans:
            await env.advance_time(1)  # the clock plays the AI seats
            seen["waits"] += 1
            n += 1
            continue
        if stop_in_check and match.state.pending["kind"] == "contribute" and len(
                match.awaiting()) > 1:
            return seen
        seat = humans[0]
        user = next(u for u in users if u.id == record.players[seat])
        await answer(env, channel, user, seat, game_id, n, seen)
        n += 1
    raise AssertionError("the game should be over by now")


# --- what players see ---------------------------------------------------------------------------

def hidden_names(s: Any) -> set[str]:
    """The names of what only its owner may have seen by the end (BSG-26): loyalty cards and
    Personal Goals still face down, the Quorum hand (but for names a played copy shares) and
    Super Crisis cards never played."""
    from cogs.battlestar_galactica import labels as L

    names = {L.card_name("en", c) for p in s.players for c in p["loyalty"] + p["supers"]
             if not c.startswith("human")}
    played = {L.card_name("en", c) for c in s.quorum_discard + s.quorum_removed + list(s.attached)}
    return names | ({L.card_name("en", c) for c in s.quorum_hand} - played)


def public_texts(channel: Any, viewer: Any = None) -> list[str]:
    """The bot's messages as a viewer sees them (a stranger to the game: the public)."""
    out = []
    for m in channel.history(viewer=viewer):
        if not m.author.bot:
            continue
        out.append(m.content or "")
        for e in m.embeds:
            out += [e.title or "", e.description or ""] + [f.value for f in e.fields]
        out += [a.description or "" for a in m.attachments]
    return out


WHOLE_GAME_SEED = 26  # a game with all of the below (with the AI seats in a fixed order)


def fixed_ai_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """The clock lets AI seats think in threads, so in a simultaneous step (a skill check, a
    window) they answer in whatever order their threads finish, and each AI move's seed is the
    game's version: the same seed then plays a different game from run to run. Thinking inline
    makes them answer in the order the clock woke them, so a seeded game is the same game."""
    import asyncio

    async def inline(func: Any, /, *args: Any, **kwargs: Any) -> Any:
        return func(*args, **kwargs)

    monkeypatch.setattr(asyncio, "to_thread", inline)


@pytest.mark.slow  # half a minute to two: in the long run (python3 dev.py test --long)
async def test_two_people_and_three_ai_seats_play_a_whole_game(simcord_env, monkeypatch) -> None:
    """BSG-13.3 / BSG-14 / BSG-15 / BSG-11.3 / BSG-19: a whole game of two people and three AI
    seats through the channel and the panels, with the Sleeper Agent phase, a Cylon's reveal,
    a player sent to the Brig, jumps whose destination a person chose on the panel, and the end;
    then every public message is checked against the hidden information (BSG-26)."""
    monkeypatch.setattr("bot.tables.secrets.randbits", lambda bits: WHOLE_GAME_SEED)
    fixed_ai_order(monkeypatch)
    env = simcord_env
    channel, users, stranger = await world(env)
    alice, bob = users
    game_id = await start(channel, alice, bob)
    queue = queue_message(channel)
    assert "waiting for" in queue.content and queue.pinned and "due <t:" in queue.content
    seen = await play_to_the_end(env, channel, users, game_id)
    record, match = await state(env, game_id)
    assert record.status == "finished" and match.state.winner in ("humans", "cylons")
    assert seen["picker"] and seen["command"], seen
    texts = public_texts(channel)
    joined = "\n".join(texts)
    assert "🔥 Crisis for" in joined  # a crisis with its name …
    assert re.search(r"Skill check \*\*.+\*\*: positive colours .+, difficulty \*\*\d+\*\*",
                     joined)
    assert "Shuffled and revealed:" in joined and "Cards added:" in joined
    assert re.search(r"(passed|failed|partly passed) \(-?\d+ / \d+\)", joined)
    assert "has added their cards face down" in joined  # running counts, not contents
    assert t("en", "bsg.ev.sleeper") in joined  # BSG-13.3
    assert "reveals they are a Cylon!" in joined  # BSG-14
    brig = t("en", "bsg.location.brig.name")
    assert re.search(rf"moves to {brig}\.|{t('en', 'bsg.ev.executed', player='.*')}", joined)
    assert re.search(r"Destination: .+ \(distance \d\)\.", joined)  # BSG-11.3
    assert seen.get("kind:destination"), seen  # a person chose one on the panel
    final = channel.last_message
    assert final.embeds and final.embeds[0].title in ("The humans win", "The Cylons win")
    assert "Humans:" in final.embeds[0].description and "Cylons:" in final.embeds[0].description
    queue = queue_message(channel)
    assert "the game is over" in queue.content and not queue.pinned
    looked = await alice.slash(channel, "bsg board")
    shown = looked.followups[0] if looked.followups else looked.response
    assert looked.ephemeral and (await shown.attachments[0].read()).startswith(PNG)
    assert not [e for e in env.errors if "moved" in str(e) or "stale" in str(e)]
    await check_no_leak(env, channel, alice, stranger, game_id)
    print(f"BSG game: {seen}, {len(match.log)} moves")


# a skill card as the channel names it ("Tactics 3"), not a check's colours and difficulty
# ("Politics/Leadership 6: pass, …")
SKILL = re.compile(r"(?<![/\w])(Politics|Leadership|Tactics|Piloting|Engineering) [0-6]\b(?!:)")


async def check_no_leak(env: Any, channel: Any, user: Any, stranger: Any,
                        game_id: int) -> None:
    """Every public message, embed, caption and alt text of the game, its log and its replay:
    no loyalty card or Personal Goal still face down, no Quorum hand, no unplayed Super Crisis
    card, no hand, and no contributed card before its check's reveal (BSG-26)."""
    _record, match = await state(env, game_id)
    hidden = hidden_names(match.state)
    texts = public_texts(channel, stranger)
    assert texts
    for text in texts:
        for name in hidden:
            assert name not in text, (name, text)
        for forbidden in ("not a Cylon", "Loyalty (secret)", "Hand:", "You drew"):
            assert forbidden not in text, (forbidden, text)
        for line in text.splitlines():
            if SKILL.search(line):  # a card is named in public only once revealed or played
                assert line.startswith(("Shuffled and revealed:", "Cards added")) or \
                    " plays " in line, line
    logged = await log_text(await user.slash(channel, "bsg log"))
    s = match.state
    for card in [c for p in s.players for c in p["loyalty"] + p["supers"]] + s.quorum_hand:
        assert f" {card}`" not in logged and f" {card} " not in logged, card
    assert "contribute " in logged and not re.search(r"contribute [a-z]{2}[0-6]", logged)
    assert not re.search(r"`(take|trauma|crossroads) [a-z]", logged)
    assert "`order" not in logged  # standing orders leave no public trace (BSG-27.4)
    replay = await user.slash(channel, "replay")
    shown = replay.followups[0] if replay.followups else replay.response
    assert (await shown.attachments[0].read()).startswith(b"GIF89a")


async def test_a_restart_in_the_middle_of_a_skill_check(simcord_env, database) -> None:
    """A seat opens its panel during a skill check, the bot restarts, and the old panel's card
    picker still works; the channel then hears that it answered (never what), the other seats
    answer, and the check is revealed, totalled and resolved (BSG-27.5)."""
    env = simcord_env
    channel, users, _stranger = await world(env)
    alice, bob = users
    game_id = await start(channel, alice, bob)
    seen = await play_to_the_end(env, channel, users, game_id, stop_in_check=True)
    record, match = await state(env, game_id)
    assert record.status == "active" and match.state.pending["kind"] == "contribute", seen
    humans = [q for q in match.awaiting() if not record.is_ai(q)]
    seat = humans[0]
    user = next(u for u in users if u.id == record.players[seat])
    # `/bsg move` autocompletes: the check's answers are labelled, and typing `order` suggests
    # standing orders (BSG-27.4); one is left, privately.
    listed = await user.autocomplete(channel, "bsg move", "move", "contribute")
    assert listed and all(c["value"].startswith("contribute") for c in listed)
    assert all(len(c["name"]) <= 100 for c in listed)
    assert any(c["name"].startswith("Add to the check: ") for c in listed)
    orders = await user.autocomplete(channel, "bsg move", "move", "order")
    assert "order check pass" in {c["value"] for c in orders}
    left = await user.slash(channel, "bsg move", move="order roll pass")
    assert left.ephemeral and "Standing order: a die roll, play nothing" in \
        left.response.content
    opened = await user.slash(channel, "bsg panel")
    panel = opened.followups[0] if opened.followups else opened.response
    # The seat's own clock (BSG-27.3): its deadline and the game's default late bank, a day.
    assert "Your answer is due <t:" in panel.content
    assert "Late bank left in this game: 24 hours." in panel.content
    picker = find(panel, "bsg:c:")
    check_card = match.state.stack[-1]["ctx"].get("card", "")
    posts_before = len([m for m in channel.history() if m.author.bot])

    await env.restart_bot(GameBot(make_config(database)))
    await env.bot.tree.sync()

    if picker is not None:
        chosen = [picker["options"][0]["value"]]
        await user.select(panel, chosen, custom_id=picker["custom_id"])
        added = [chosen[0].split(".")[0]]
    else:
        button = find(panel, "bsg:b:none:")
        assert button is not None, components(panel)
        await user.click(panel, custom_id=button["custom_id"])
        added = []
    record, match = await state(env, game_id)
    assert seat not in match.awaiting() or match.state.pending["kind"] != "contribute"
    assert "has added their cards face down" in "\n".join(
        m.content for m in [m for m in channel.history() if m.author.bot][posts_before:])
    new = [m for m in channel.history() if m.author.bot][posts_before:]
    told = "\n".join(m.content for m in new)
    from cogs.battlestar_galactica import labels as L

    if added:
        card_words = L.skill("en", added[0])
        before_reveal = told.split("Shuffled and revealed:")[0]
        assert card_words not in before_reveal.replace(t("en", "bsg.pic.humans_win"), "")
    # The others answer; the check is revealed and resolved in public.
    await play_until(env, channel, users, game_id, lambda m: not any(
        f["op"] == "skill_check" and f["ctx"].get("card") == check_card for f in m.state.stack))
    await play_until(env, channel, users, game_id,
                     lambda m: "Shuffled and revealed:" in "\n".join(public_texts(channel)))
    joined = "\n".join(public_texts(channel))
    assert "Shuffled and revealed:" in joined and re.search(r"\(-?\d+ / \d+\)", joined)
    queue = queue_message(channel)  # the same pinned message, found again after the restart
    assert queue.pinned and queue.content.endswith(f"Game #{game_id}")


async def test_the_queue_is_edited_in_place_after_a_restart_without_pins(
        simcord_env, database, monkeypatch) -> None:
    """BSG-27.2 on a server where the bot may not pin: the action queue stays one message,
    found again after a restart by the id the game keeps, not a second one posted."""
    from cogs.table.presenter import Presenter

    async def cannot_pin(message: Any, pin: bool) -> None:
        return None

    monkeypatch.setattr(Presenter, "_pin", staticmethod(cannot_pin))
    env = simcord_env
    channel, users, _stranger = await world(env)
    game_id = await start(channel, *users)
    first = queue_message(channel)
    assert not first.pinned
    record, _match = await state(env, game_id)
    await env.restart_bot(GameBot(make_config(database)))
    await env.bot.tree.sync()
    await play_until(env, channel, users, game_id,
                     lambda m: len(m.log) >= record.version + 3)
    again = queue_message(channel)  # still exactly one, edited in place
    assert again.id == first.id and again.content != first.content


async def play_until(env: Any, channel: Any, users: list[Any], game_id: int, done: Any) -> None:
    seen = {"picker": 0, "button": 0, "select": 0, "command": 0, "waits": 0}
    for n in range(400):
        record, match = await state(env, game_id)
        if record.status != "active" or done(match):
            return
        humans = [q for q in match.awaiting() if not record.is_ai(q)]
        if not humans:
            await env.advance_time(1)
            continue
        seat = humans[0]
        user = next(u for u in users if u.id == record.players[seat])
        await answer(env, channel, user, seat, game_id, 1000 + n, seen)
    raise AssertionError("the check should be resolved by now")


async def test_rules_cards_and_refusals(simcord_env) -> None:
    """`/bsg rules` (how this table replaces the moderator, BSG-27.1), `/bsg card`, a refused
    move told in words, a stranger's click on the turn button refused, and `/bsg hint`."""
    env = simcord_env
    channel, users, stranger = await world(env)
    alice, bob = users
    game_id = await start(channel, alice, bob)
    rules = await alice.slash(channel, "bsg rules", topic="forum")
    assert rules.ephemeral and rules.response.embeds[0].title == "Playing here without a moderator"
    topics = await alice.autocomplete(channel, "bsg rules", "topic", "")
    assert len(topics) == 6
    card = await bob.slash(channel, "bsg card", name="FTL Control")
    assert card.ephemeral and "jump the fleet" in card.response.embeds[0].description
    named = await bob.autocomplete(channel, "bsg card", "name", "adama")
    assert any("Adama" in c["name"] for c in named)
    record, match = await state(env, game_id)
    seat = next(q for q in match.awaiting() if not record.is_ai(q))
    user = next(u for u in users if u.id == record.players[seat])
    refused = await user.slash(channel, "bsg move", move="jump now please")
    assert refused.ephemeral and "bsg." not in refused.response.content
    hint = await user.slash(channel, "bsg hint")
    said = hint.followups[0] if hint.followups else hint.response
    assert hint.ephemeral and said.content
    post = next(m for m in reversed(channel.history()) if find(m, f"bsg:panel:{game_id}"))
    clicked = await stranger.click(post, custom_id=f"bsg:panel:{game_id}")
    assert clicked.ephemeral and "You are not playing in this game." in clicked.response.content


async def test_standing_orders_out_of_turn_and_waiting_for_the_counts(simcord_env) -> None:
    """BSG-27.4: a player the game does not wait on opens their panel and gives, changes and
    cancels standing orders privately (the panel's select and `/bsg move`), and the channel, the
    action queue and the log learn nothing. BSG-27.5: in a skill check a player presses "Wait
    for those before me", is not asked until everyone before them in the check order has
    answered, and is then shown the counts so far on the panel."""
    env = simcord_env
    channel, users, _stranger = await world(env)
    alice, bob = users
    game_id = await start(channel, alice, bob)
    record, match = await state(env, game_id)
    idle = next(q for q in range(SEATS) if not record.is_ai(q) and q not in match.awaiting())
    user = next(u for u in users if u.id == record.players[idle])
    posts = len([m for m in channel.history() if m.author.bot])
    queue_before = queue_message(channel).content
    listed = await user.autocomplete(channel, "bsg move", "move", "")
    assert "order all pass" in {c["value"] for c in listed}  # orders only, offered at once
    assert all(c["value"].startswith("order") for c in listed)
    opened = await user.slash(channel, "bsg panel")
    panel = opened.followups[0] if opened.followups else opened.response
    assert opened.ephemeral and "The game is not waiting on you now" in panel.content
    assert "Standing orders: none." in panel.content
    moves = find(panel, "bsg:m:")
    assert moves is not None, components(panel)
    values = [o["value"] for o in moves["options"]]
    assert "order all pass" in values and "order check pass" in values
    await user.select(panel, ["order check pass"], custom_id=moves["custom_id"])
    edited = panel.content
    assert "Your standing orders (secret): Standing order: a skill check, play nothing" in edited
    changed = await user.slash(channel, "bsg move", move="order roll pass")
    assert changed.ephemeral and "Standing order: a die roll, play nothing" in \
        changed.response.content
    cancelled = await user.slash(channel, "bsg move", move="order cancel roll")
    assert cancelled.ephemeral and "Cancel my standing orders for a die roll" in \
        cancelled.response.content
    record, match = await state(env, game_id)
    assert match.state.players[idle]["orders"] == [{"on": "check", "card": "pass",
                                                    "kind": "any"}]
    assert idle not in match.awaiting()
    assert len([m for m in channel.history() if m.author.bot]) == posts  # nothing public
    assert queue_message(channel).content == queue_before
    assert "order" not in await log_text(await user.slash(channel, "bsg log"))
    await user.slash(channel, "bsg move", move="order cancel")

    humans = [q for q in range(SEATS) if not record.is_ai(q)]
    await play_until(env, channel, users, game_id, lambda m: any(
        q in m.awaiting() and "contribute wait" in m.legal_moves(q) for q in humans))
    record, match = await state(env, game_id)
    seat = next(q for q in humans if q in match.awaiting()
                and "contribute wait" in match.legal_moves(q))
    user = next(u for u in users if u.id == record.players[seat])
    opened = await user.slash(channel, "bsg panel")
    panel = opened.followups[0] if opened.followups else opened.response
    assert "Cards added so far, in check order:" in panel.content
    # the card picker keeps its row to itself (no order list beside it while cards are owed)
    assert find(panel, "bsg:c:") is not None and find(panel, "bsg:g:") is None, components(panel)
    button = find(panel, "bsg:b:wait:")
    assert button is not None and button["label"] == "Wait for those before me"
    await user.click(panel, custom_id=button["custom_id"])
    record, match = await state(env, game_id)
    assert seat not in match.awaiting() and match.state.pending["kind"] == "contribute"
    told = [m.content for m in channel.history() if m.author.bot][-3:]
    assert any("will add cards once the players before them" in c for c in told), told
    order = match.state.pending["info"]["order"]
    others = order[:order.index(seat)]
    await play_until(env, channel, users, game_id,
                     lambda m: seat in m.awaiting() or m.state.pending is None
                     or m.state.pending["kind"] != "contribute")
    record, match = await state(env, game_id)
    assert seat in match.awaiting() and match.state.pending["kind"] == "contribute"
    counts = match.game.view(match.state, seat)["pending"]["check"]["contributed"]
    assert all(str(q) in counts for q in others)
    opened = await user.slash(channel, "bsg panel")
    panel = opened.followups[0] if opened.followups else opened.response
    assert "Your turn: everyone before you has answered." in panel.content
    assert find(panel, "bsg:b:wait:") is None
