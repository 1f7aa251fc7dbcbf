"""The Ascending Empires panel and commands around a turn: stale components, restarts, refusals,
autocomplete, rules help, the server's language, and the panel's Discord limits over whole
games in every language."""

from __future__ import annotations

import random
from types import SimpleNamespace

import discord

from bot.i18n import LANGUAGES
from cogs.ascending_empires import aim as A
from cogs.ascending_empires import aiming
from cogs.ascending_empires import events as E
from cogs.ascending_empires import labels as L
from cogs.ascending_empires.presentation import (
    TOPICS,
    AscendingEmpiresPresentation,
    rules_embed,
)
from cogs.table import panel as P
from games import registry
from games.ascending_empires import predict
from games.ascending_empires.notation import number_text
from games.base import GameError
from games.match import Match
from tests.conftest import make_config
from tests.e2e.helpers import PNG, find, message
from tests.e2e.test_ae_game import custom, start, state, world


async def table(env):
    """A started 2-player game: (channel, game id, the player to act, the other, a stranger)."""
    channel, (alice, bob, carol) = await world(env)
    game_id = await start(channel, alice, [bob])
    record, _match, seat = await state(env, game_id)
    actor, other = (alice, bob) if record.players[seat] == alice.id else (bob, alice)
    return channel, game_id, actor, other, carol


async def open_aim(actor, channel, game_id, env):
    """The actor's panel, switched to aiming their first ship: (panel message, ship id)."""
    record, _match, _seat = await state(env, game_id)
    opened = await actor.click(message(channel, record.turn_message_id), label="Take your turn")
    panel = opened.followups[0] if opened.followups else opened.response
    panel = (await actor.select(panel, ["flick"], custom_id=custom(panel, "ae:g:"))).response
    first = find(panel, "ae:m:")["options"][0]["value"]
    aimed = (await actor.select(panel, [first], custom_id=custom(panel, "ae:m:"))).response
    return aimed, first.split()[1]


async def test_a_stale_aim_is_refused_and_back_shows_the_current_panel(simcord_env) -> None:
    env = simcord_env
    channel, game_id, actor, _other, _stranger = await table(env)
    aimed, ship = await open_aim(actor, channel, game_id, env)
    assert f"**Aiming {ship}" in aimed.content and aimed.attachments[0].filename == "aim.png"
    played = await actor.slash(channel, "ae move", move=f"flick {ship} towards G1")
    assert played.ephemeral and played.response.content.startswith("Played: Flick")
    before = await env.bot.store.get(game_id)

    stale = await actor.click(aimed, custom_id=custom(aimed, "ae:fc:"))
    assert stale.ephemeral and "out of date" in stale.response.content
    turned = await actor.click(aimed, label="↻ 15°")
    assert "out of date" in turned.response.content
    after = await env.bot.store.get(game_id)
    assert (after.version, after.state) == (before.version, before.state)

    back = await actor.click(aimed, label="◀ Back")
    assert "**Your turn**" in back.response.content
    assert find(back.response, f"ae:b:refresh:{game_id}:{after.version}") is not None
    assert "1 MP left" in back.response.content


async def test_an_aim_keeps_working_after_a_restart(simcord_env, database) -> None:
    from bot.core import GameBot

    env = simcord_env
    channel, game_id, actor, _other, _stranger = await table(env)
    record, match, seat = await state(env, game_id)
    ship = next(s["id"] for s in match.game.view(match.state, seat)["ships"] if s["seat"] == seat)
    res = await actor.slash(channel, "ae aim", ship=ship, direction="G1")
    aimed = res.followups[0] if res.followups else res.response
    first_line = aimed.content.split("\n")[0]

    await env.restart_bot(GameBot(make_config(database)))
    await env.bot.tree.sync()

    turned = (await actor.click(aimed, label="↻ 15°")).response
    assert turned.content.split("\n")[0] != first_line
    weaker = (await actor.click(turned, label="Power −10")).response
    assert "power " in weaker.content and (await weaker.attachments[0].read()).startswith(PNG)
    committed = (await actor.click(weaker, custom_id=custom(weaker, "ae:fc:"))).response
    assert committed.content.count("Played: Flick") == 1 and "1 MP left" in committed.content
    ended = (await actor.click(committed, custom_id=custom(committed, "ae:b:done:"))).response
    assert "Your turn is over" in ended.content and not ended.components
    post = channel.last_message
    assert f"flicked {ship}" in post.content and post.attachments[0].description
    assert (await env.bot.store.get(game_id)).version == record.version + 2


async def test_strangers_and_wrong_seats_are_refused(simcord_env) -> None:
    env = simcord_env
    channel, game_id, actor, other, stranger = await table(env)
    record, _match, _seat = await state(env, game_id)
    post = message(channel, record.turn_message_id)
    res = await stranger.click(post, label="Take your turn")
    assert res.ephemeral and "not playing in this game" in res.response.content
    res = await other.click(post, label="Take your turn")
    assert res.ephemeral and "not your turn" in res.response.content
    res = await other.slash(channel, "ae move", move="done")
    assert res.ephemeral and "not your turn" in res.response.content
    res = await stranger.slash(channel, "ae panel")
    assert res.ephemeral and "not playing" in res.response.content
    for bad in ("fly to the moon", "flick b1 towards Z9", "land b1 G1", "flick x9 towards G1"):
        res = await actor.slash(channel, "ae move", move=bad)
        assert res.ephemeral and not res.response.content.startswith("Played"), bad
    res = await actor.slash(channel, "ae aim", ship="r1", direction="90")
    assert res.ephemeral and "not one of your ships" in res.response.content
    assert (await env.bot.store.get(game_id)).version == record.version


async def test_move_autocomplete_offers_legal_moves_and_flicks_towards_targets(
        simcord_env) -> None:
    env = simcord_env
    channel, game_id, actor, other, stranger = await table(env)
    _record, match, seat = await state(env, game_id)
    legal = set(match.legal_moves(seat))
    everything = await actor.autocomplete(channel, "ae move", "move", "")
    assert 0 < len(everything) <= 25 and {c["value"] for c in everything} <= legal
    assert all(len(c["name"]) <= 100 and len(c["value"]) <= 100 for c in everything)
    ship = min(m.split()[1] for m in legal if m.startswith("flick"))
    view = match.game.view(match.state, seat)
    clear = next(tg.id for tg in A.targets(view, ship)[:8] if _clear(view, ship, tg.id))
    towards = await actor.autocomplete(channel, "ae move", "move", f"flick {ship} towards")
    assert f"flick {ship} towards {clear}" in {c["value"] for c in towards}
    typed = f"flick {ship} towards {clear}"
    exact = (await actor.autocomplete(channel, "ae move", "move", typed))[0]
    assert exact["value"] == typed and exact["name"].startswith(f"Flick {ship} (orbit H")
    assert await other.autocomplete(channel, "ae move", "move", "") == []
    assert await stranger.autocomplete(channel, "ae move", "move", "flick") == []
    targets = await actor.autocomplete(channel, "ae aim", "direction", "G", ship=ship)
    assert targets and all(c["value"].startswith("G") for c in targets)


def _clear(view, ship: str, target: str) -> bool:
    try:
        A.towards(view, ship, target)
    except GameError:
        return False
    return True


async def test_rules_help_names_what_is_provisional(simcord_env) -> None:
    env = simcord_env
    channel, _game_id, actor, _other, stranger = await table(env)
    overview = await stranger.slash(channel, "ae rules")
    assert overview.ephemeral and "What is provisional" in overview.response.embeds[0].description
    res = await actor.slash(channel, "ae rules", topic="provisional")
    text = res.response.embeds[0].description
    assert "Provisional data" in text and "Rulings" in text
    research = (await actor.slash(channel, "ae rules", topic="Research")).response.embeds[0]
    assert "**Orange** — 1: " in research.description
    assert "provisional" in research.description.lower()
    combat = (await actor.slash(channel, "ae rules", topic="combat")).response.embeds[0]
    assert "short side (45 mm)" in combat.description
    unknown = await actor.slash(channel, "ae rules", topic="warp drive")
    assert unknown.ephemeral and "warp drive" in unknown.response.content
    topics = await actor.autocomplete(channel, "ae rules", "topic", "")
    assert [c["value"] for c in topics] == list(TOPICS)


def test_rules_help_in_every_language_is_complete() -> None:
    for lang in LANGUAGES:
        for topic in TOPICS:
            embed = rules_embed(lang, topic)
            text = f"{embed.title}\n{embed.description}\n{embed.footer.text}"
            assert "ae." not in text and "{" not in text, (lang, topic)
            assert len(embed.description) <= 4096
    assert "暂定" in rules_embed("zh", "research").description
    assert "provisional" in rules_embed("es", "research").description


async def test_public_posts_speak_the_server_language_also_for_game_move(simcord_env) -> None:
    env = simcord_env
    await env.bot.tree.sync()
    guild = env.create_guild(preferred_locale="zh-CN")
    channel = guild.create_text_channel("帝国")
    alice, bob = (guild.add_member(env.create_user(n)) for n in ("alice", "bob"))
    game_id = await start(channel, alice, [bob])
    first = channel.last_message
    assert "当前版图" in first.content and "Ascending Empires，第 1 手" in \
        first.attachments[0].description
    assert find(first, f"ae:panel:{game_id}")["label"] == "进行你的回合"
    record, match, seat = await state(env, game_id)
    actor = alice if record.players[seat] == alice.id else bob
    recruit = next(m for m in match.legal_moves(seat) if m.startswith("recruit"))
    res = await actor.slash(channel, "game move", move=recruit)
    assert res.ephemeral
    post = channel.last_message
    assert post.content.startswith("**第 1 手**") and "募兵 2 个部队" in post.content
    assert (await post.attachments[0].read()).startswith(PNG)
    status = await actor.slash(channel, "game status")
    assert status.ephemeral and channel.last_message.attachments[0].filename == "board.png"


async def test_turn_posts_keep_turn_order_and_the_board_of_their_turn(simcord_env) -> None:
    """Two turns played at once, before either post is drawn: the channel still reads turn 1
    then turn 2, each with the board and the next player of its own turn."""
    env = simcord_env
    channel, game_id, actor, other, _stranger = await table(env)
    bot = env.bot
    _record, match, seat = await state(env, game_id)
    first = await bot.tables.play(game_id, actor.id, next(
        m for m in match.legal_moves(seat) if m.startswith("recruit")))
    second_seat = first.match.to_act()
    await bot.tables.play(game_id, other.id, next(
        m for m in first.match.legal_moves(second_seat) if m.startswith("recruit")))
    await bot.tables.drain()
    one, two = [m for m in channel.history() if m.author.bot][-2:]
    assert one.content.startswith("**Turn 1**") and f"Next: <@{other.id}>" in one.content
    assert two.content.startswith("**Turn 2**") and f"Next: <@{actor.id}>" in two.content
    assert "turn 2, round 1" in one.attachments[0].description
    assert (await env.bot.store.get(game_id)).turn_message_id == two.id


def test_tie_breaks_are_explained() -> None:
    """AE-7.3: equal scores are split by VP tokens, then technology levels; else shared."""
    def seat(n: int, score: int, tokens: int, tech: int) -> dict:
        return {"seat": n, "score": score, "vp_tokens": tokens,
                "tech": {"orange": tech, "grey": 0, "purple": 0, "brown": 0},
                "score_parts": {"tokens": tokens, "planets": score - tokens, "colonies": 0,
                                "cities": 0, "quadrants": 0}}
    view = {"players": [seat(0, 20, 12, 1), seat(1, 20, 9, 3), seat(2, 20, 9, 1),
                        seat(3, 20, 9, 1)],
            "ranking_explained": [{"seats": [0]}, {"seats": [1]}, {"seats": [2, 3]}]}
    names = ["alice", "bob", "carol", "dan"]
    lines = E.ranking_lines("en", view, names)
    assert lines[0] == ("**1.** Red (alice): 20 VP (tokens 12, planets 8, colonies 0, cities 0, "
                        "quadrant bonus 0) — tie-break: ahead of Blue (bob) on VP tokens "
                        "(12 to 9)")
    assert "ahead of Yellow (carol) and Green (dan) on technology levels (3 to 1)" in lines[1]
    assert lines[2].startswith("**3.** Yellow (carol) and Green (dan)")
    assert "shared place" in lines[2]
    for lang in ("zh", "es"):
        assert all("ae." not in line and "{" not in line
                   for line in E.ranking_lines(lang, view, names))


async def test_panel_and_aim_limits_hold_over_whole_games() -> None:
    """Every position of seeded games (2–4 players): at most 5 rows, 25 options a select,
    labels, values and custom ids of at most 100 characters, no untranslated text."""
    game = registry.get("ascending_empires")
    presentation = AscendingEmpiresPresentation(game)
    record = SimpleNamespace(id=10**17, version=10**8)
    for seats, level in ((2, "aim"), (3, "random"), (4, "aim")):
        match = Match.start(game, seats, seats, {})
        rng = random.Random(seats)
        while not game.is_over(match.state):
            seat = match.to_act()
            view = game.view(match.state, seat)
            moves = match.legal_moves(seat)
            groups = L.groups(moves)
            assert {m for items in groups.values() for m in items} == {
                m for m in moves if m not in L.BUTTON_MOVES}
            lang = LANGUAGES[rng.randrange(3)]
            group = rng.choice([None, *groups])
            check(P.panel_view(record, match, seat, presentation, lang, group))
            ships = [s["id"] for s in view["ships"] if s["seat"] == seat]
            if "flick" in groups and ships:
                aim = aiming.default_aim(match, seat, rng.choice(ships))
                aim = aim.turned(rng.randrange(3600))
                check(aiming.aim_view(record, view, aim, lang))
                said = aiming.outcome(lang, view, predict(match.state, seat, aim.move))
                assert said and "ae." not in said and "{" not in said
            for move in moves[:30]:
                text = L.move_label(lang, move, view)
                assert 0 < len(text) <= 100 and "ae." not in text and "{" not in text, move
            move = game.ai_move(match.state, seat, level, rng.randrange(10**6))
            match.play(seat, move)
            for viewer in (None, seat):
                after = game.view(match.state, viewer)
                for line in E.event_lines(lang, after["events"], ["a", "b", "c", "d"],
                                          after["last_flick"]):
                    assert "ae." not in line and "{" not in line, line


def check(view: discord.ui.View) -> None:
    rows = view.to_components()
    assert len(rows) <= 5
    for row in rows:
        for item in row["components"]:
            assert len(item["custom_id"]) <= 100
            assert len(item.get("label") or "") <= 80
            options = item.get("options", [])
            assert len(options) <= 25 and len({o["value"] for o in options}) == len(options)
            for option in options:
                assert 0 < len(option["label"]) <= 100 and len(option["value"]) <= 100
                assert len(option.get("description") or "") <= 100
                assert "ae." not in option["label"], option


def test_towards_aims_at_the_target_and_stops_in_its_orbit() -> None:
    """AE-6.3 helper: `towards` points straight at the planet with a power that, without the
    random error, rests the ship in that planet's orbit (AE-4.5)."""
    game = registry.get("ascending_empires")
    match = Match.start(game, 2, 7, {})
    seat = match.to_act()
    view = game.view(match.state, seat)
    ship = next(s for s in view["ships"] if s["seat"] == seat)
    planet = next(p for p in view["planets"] if p["kind"] == "unknown"
                  and p["id"] == A.targets(view, ship["id"])[0].id)
    aim = A.towards(view, ship["id"], planet["id"])
    assert predict(match.state, seat, aim.move)["orbit"] == planet["id"]
    assert A.resolve("en", view, f"flick {ship['id']} towards {planet['id']}") == aim.move
    assert A.resolve("en", view, f"flick {ship['id']} {planet['id']} 30") == \
        f"flick {ship['id']} {number_text(aim.angle)} 30"
    assert A.resolve("en", view, "flick r1 90 40") == "flick r1 90 40"
    assert aim.turned(3590).angle == (aim.angle + 3590) % 3600
    assert aim.pushed(-10**4).power == 10 and aim.pushed(10**4).power == 1000
