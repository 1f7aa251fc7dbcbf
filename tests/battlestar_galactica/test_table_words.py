"""The table's words for Battlestar Galactica (cogs/battlestar_galactica): every legal move has a
label in each language, the panel's groups fit Discord, the skill check is answered on a card
picker instead of thousands of listed combinations, the panel shows a seat its own secrets, and
what the channel reads (captions, answers in progress, the action queue) tells no secret."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.i18n import catalog, t
from cogs.battlestar_galactica import labels as L
from cogs.battlestar_galactica.presentation import BattlestarGalacticaPresentation
from cogs.table.presentation import Step, matches
from games.battlestar_galactica import GAME
from games.battlestar_galactica.data import skills as K

NAMES = ["alice", "bob", "carol", "dave", "eve", "farid"]
OPTIONS = ({}, {"cylon_fleet": True, "personal_goals": True},
           {"objective": "ionian_nebula", "final_five": True})
P = BattlestarGalacticaPresentation(GAME)
GROUP = re.compile(r"^[a-z_.]{1,40}$")


def playout(seats: int, seed: int, options: dict[str, Any]) -> list[tuple[Any, Any, int, str]]:
    """(state before, state after, seat, move) for every move of a seeded crew game."""
    s = GAME.new(seats, seed, options)
    out = []
    n = 0
    while not GAME.is_over(s):
        seat = GAME.awaiting(s)[n % len(GAME.awaiting(s))]
        move = GAME.ai_move(s, seat, "crew", seed * 31 + n)
        after = GAME.apply(s, seat, move)
        out.append((s, after, seat, move))
        s = after
        n += 1
    return out


@pytest.fixture(scope="module")
def games() -> list[list[tuple[Any, Any, int, str]]]:
    return [playout(3 + k, 40 + k, OPTIONS[k % 3]) for k in range(4)]


def test_every_legal_move_reads_in_every_language(games) -> None:
    """Moves are named in words (BSG-27.6): no raw catalog key, every verb translated."""
    en = catalog("en")
    seen = set()
    for game in games:
        for s, _after, seat, _move in game[::3]:
            for move in GAME.legal_moves(s, seat)[:200]:
                verb = move.split()[0]
                if verb in seen and not move.startswith("contribute"):
                    continue
                seen.add(verb)
                assert f"bsg.verb.{verb}" in en, move
                for lang in ("en", "zh", "es"):
                    label = L.move_label(lang, move)
                    assert "bsg." not in label and label, (lang, move, label)
    assert {"move", "contribute", "pass", "draw", "choose"} <= seen


def test_panel_groups_fit_discord_and_leave_the_check_to_the_picker(games) -> None:
    """At most 25 groups with short ids; a skill check's contributions (BSG-6.2) are never
    listed as moves: the card picker and Add nothing answer them."""
    checked = 0
    for game in games:
        for s, _after, seat, _move in game:
            moves = GAME.legal_moves(s, seat)
            grouped = P.groups(moves, GAME.view(s, seat))
            assert len(grouped) <= 25 and all(GROUP.match(k) for k in grouped)
            assert not any(m.startswith("contribute") for ms in grouped.values() for m in ms)
            if s.pending["kind"] == "contribute":
                checked += 1
                assert "contribute none" in moves
    assert checked


def test_the_panel_shows_a_seat_its_own_cards_and_decision(games) -> None:
    """The private panel names the seat's hand and loyalty (BSG-26) and what it is asked now;
    it fits a Discord message."""
    for game in games:
        for s, _after, seat, _move in game[::7]:
            view = GAME.view(s, seat)
            text = P.panel_text("en", view, seat, NAMES, GAME.legal_moves(s, seat))
            assert len(text) <= 2000
            for card in s.players[seat]["hand"]:
                assert L.skill("en", card) in text
            assert "**Now:**" in text
            if s.players[seat]["loyalty"] and all(c.startswith("human")
                                                  for c in s.players[seat]["loyalty"]):
                assert "You are not a Cylon" in text


def steps_of(game: list[tuple[Any, Any, int, str]]) -> list[Step]:
    return [Step(k + 1, seat, move, GAME.view(before, None), GAME.view(after, None),
                 GAME.awaiting(after)) for k, (before, after, seat, move) in enumerate(game)]


def test_what_the_channel_reads_tells_no_secret(games) -> None:
    """Captions, answers in progress and the action queue come from public views: a seat's
    contribution is counted, never named, until the shuffled reveal (BSG-27.5); loyalty cards of
    seats never revealed do not appear (BSG-26)."""
    for game in games:
        steps = steps_of(game)
        last = game[-1][1]
        secret_names = {t("en", f"bsg.card.{c}.name") for q in range(last.seats)
                        if not last.players[q]["revealed"]
                        for c in last.players[q]["loyalty"] if not c.startswith("human")}
        for k, step in enumerate(steps):
            lines = P.caption("en", steps[max(0, k - 3):k + 1], NAMES)
            progress = P.progress_line("en", step, NAMES)
            queue = P.queue_text("en", step.after, step.awaiting, {}, NAMES)
            for text in [*lines, progress or "", queue or ""]:
                for name in secret_names:
                    assert name not in text
                if step.move.startswith("contribute") and step.move != "contribute none" \
                        and text is progress:
                    assert not any(L.skill("en", c) in text for c in step.move.split()[1:])
            if progress and (step.before.get("pending") or {}).get("kind") == "contribute":
                assert "face down" in progress or step.move == "contribute wait"


def test_a_check_is_told_with_colours_difficulty_reveal_and_result(games) -> None:
    """A crisis with its name and effect, a check's positive colours and difficulty, the count
    of cards per seat, the shuffled reveal, the total and the result (BSG-6.2)."""
    told = "\n".join(line for game in games for line in P.caption("en", steps_of(game), NAMES))
    assert re.search(r"🔥 Crisis for .+: \*\*.+\*\*\n> .+", told)
    assert re.search(r"positive colours .+, difficulty \*\*\d+\*\*", told)
    assert "Cards added:" in told and "Shuffled and revealed:" in told
    assert re.search(r"(passed|failed) \(-?\d+ / \d+\)", told)


def test_the_action_queue_names_each_seat_and_deadline() -> None:
    """The action queue (BSG-27.2): whose answer the game waits on and each deadline, as a
    Discord timestamp; an AI seat answers at once."""
    s = GAME.new(5, 3, {})
    view = GAME.view(s, None)
    seats = GAME.awaiting(s)
    text = P.queue_text("es", view, seats, {seats[0]: 1_800_000_000.0}, NAMES)
    assert "<t:1800000000:R>" in text and "Cola de acciones" in text
    assert len(text) <= 2000
    banked = P.queue_text("en", view, seats, {seats[0]: 1_800_000_000.0}, NAMES, {seats[0]})
    assert "late bank running, due <t:1800000000:R>" in banked  # BSG-27.3


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=100))
def test_autocomplete_matching_takes_any_text(typed: str) -> None:
    """What a player types into `/bsg move` filters the labelled moves and never fails."""
    s = GAME.new(4, 9, {})
    seat = GAME.awaiting(s)[0]
    for move in GAME.legal_moves(s, seat)[:30]:
        assert matches(typed, move, L.move_label("zh", move)) in (True, False)


def test_skill_card_words() -> None:
    assert L.skill("en", "le3") == "Leadership 3"
    assert L.move_label("en", "contribute le3 ta2") == "Add to the check: Leadership 3, Tactics 2"
    assert all(L.skill_id(c) for c in K.ALL_CODES)


def test_standing_orders_are_suggested_for_the_cards_in_hand() -> None:
    """`/bsg move order…` suggests the orders a seat may leave (BSG-27.4): one per trigger and
    fitting card in hand, a pass for each trigger, and cancel; each is a move the engine takes."""
    from cogs.battlestar_galactica.presentation import order_suggestions

    s = GAME.new(3, 1, {})
    seat = GAME.awaiting(s)[0]
    s.players[seat]["hand"] = ["ta3", "pi1", "le4", "en2"]
    orders = order_suggestions(s.players[seat]["hand"],
                               [{"on": "roll", "card": "pass", "kind": "any"}])
    assert "order roll ta3" in orders and "order attacked pi1" in orders
    assert "order total le4" in orders and "order cancel" in orders
    assert not any("en2" in o for o in orders)
    for order in orders:
        assert GAME.canonical(s, seat, order) == order
    assert L.move_label("en", "order check pass") == "Standing order: a skill check, play nothing"


def test_waiting_for_the_counts_is_told_and_queued() -> None:
    """BSG-27.5: a seat waiting for the counts before it is told in public as waiting (never
    pinged as owing), the queue lists it apart with the right count of answers, and its panel
    shows the counts once it is asked."""
    from tests.battlestar_galactica.conftest import answer, pass_windows, seat_of
    from tests.battlestar_galactica.test_checks import setup, start

    s = setup(hands={"adama": ["le4"], "roslin": ["po2"], "starbuck": ["pi3"],
                     "tyrol": ["en5"]})
    s.current = seat_of(s, "adama")
    s = pass_windows(start(s, 5, "le po"))
    order = s.pending["info"]["order"]
    before = GAME.view(s, None)
    s = answer(s, order[-1], "contribute wait")
    step = Step(1, order[-1], "contribute wait", before, GAME.view(s, None), GAME.awaiting(s))
    progress = P.progress_line("en", step, NAMES)
    assert progress is not None and "will add cards once the players before them" in progress
    queue = P.queue_text("en", GAME.view(s, None), GAME.awaiting(s), {}, NAMES)
    assert queue is not None and "waits for the counts of the players before them" in queue
    assert "0 of 4 seats have added" in queue  # the waiting seat has not answered
    s = answer(s, order[0], "contribute none")
    queue = P.queue_text("en", GAME.view(s, None), GAME.awaiting(s), {}, NAMES)
    assert "1 of 4 seats have added" in queue  # and how many cards, seat by seat
    assert "Cards added so far, in check order: " in queue
    assert f"({NAMES[order[0]]}): 0 cards" in queue
    for q in order[1:-1]:
        s = answer(s, q, "contribute none")
    text = P.panel_text("en", GAME.view(s, order[-1]), order[-1], NAMES,
                        GAME.legal_moves(s, order[-1]))
    assert "Your turn: everyone before you has answered." in text and ": 0 cards" in text


@pytest.mark.parametrize("lang", ["en", "zh", "es"])
def test_repeated_losses_read_as_one_counted_line(lang: str) -> None:
    """Three civilian ships lost to raiders read as one line with the count, not three alike;
    a viper lost between them keeps the runs apart."""
    civ = {"event": "civilian_destroyed", "area": "nw", "label": None, "back": False}
    viper = {"event": "viper_destroyed", "area": "nw", "kind": "mk2", "pilot": None}
    lines = L.event_lines(lang, [civ, civ, civ, viper, civ], NAMES)
    assert len(lines) == 3
    assert lines[0] == t(lang, "bsg.ev.civilian_destroyed", count=3)
    assert lines[1:] == [t(lang, "bsg.ev.viper_destroyed", count=1),
                         t(lang, "bsg.ev.civilian_destroyed", count=1)]
    assert "3" in lines[0] and lines[0] != lines[2]
    if lang == "en":
        assert lines == ["3 civilian ships are destroyed.", "1 viper is destroyed.",
                         "1 civilian ship is destroyed."]


def test_a_card_played_in_a_window_is_told_once() -> None:
    """BSG-18.1 / BSG-26 ("P when played"): a card played in an interrupt window is told in the
    channel by name; an action's card is told once, not also as a discard."""
    window = [{"event": "discard", "seat": 1, "card": "ta3", "why": "played"},
              {"event": "roll", "seat": 1, "kind": "ftl", "die": 4, "result": 6, "why": "roll"}]
    lines = L.event_lines("en", window, NAMES)
    assert lines[0] == t("en", "bsg.ev.played", player=L.player("en", 1, NAMES),
                         card=L.card_name("en", "strategic_planning"))
    action = [{"event": "discard", "seat": 2, "card": "le1", "why": "played"},
              {"event": "card_played", "seat": 2, "card": "le1", "name": "executive_order"}]
    told = L.event_lines("en", action, NAMES)
    assert len(told) == 1 and L.card_name("en", "executive_order") in told[0]
    assert not L.event_lines("en", [{"event": "discard", "seat": 0, "card": "le1",
                                     "why": "hand_limit"}], NAMES)


def test_goals_and_final_five_are_told_when_revealed() -> None:
    """BSG-22.2 / BSG-22.2.3 / BSG-22.3.1 / BSG-26 ("P on reveal"): a Personal Goal revealed as
    an action, one held to the end, and a Final Five card examined are told in the channel."""
    goal = L.card_name("en", "goal_selfish")
    told = L.event_lines("en", [{"event": "goal_revealed", "seat": 0, "card": "goal_selfish"},
                                {"event": "goal_penalty", "seat": 1, "card": "goal_sacrifice"},
                                {"event": "final_five", "seat": 2, "examiner": 3,
                                 "card": "ff_damage"}], NAMES)
    assert len(told) == 3 and goal in told[0] and L.player("en", 0, NAMES) in told[0]
    assert L.card_name("en", "goal_sacrifice") in told[1]
    assert L.card_name("en", "ff_damage") in told[2] and L.player("en", 3, NAMES) in told[2]
    assert L.event_lines("en", [{"event": "sleeper_agent_phase"}], NAMES) == [
        t("en", "bsg.ev.sleeper")]  # BSG-13.3


def test_the_end_names_each_side_and_a_table_without_cylons_as_humans() -> None:
    """BSG-19.3: the final post names the winning side's players, then the losers'. When no
    player holds a Cylon card (the Cylon card stayed undealt), every player is human: the line
    says so, under the embed's title saying who won."""
    s = GAME.new(3, 5, {})
    s.phase, s.winner = "over", "cylons"
    view = GAME.view(s, None)
    [line] = P.final_lines("en", view, [[0, 1, 2]], NAMES)
    assert line.startswith("Humans: ") and all(name in line for name in NAMES[:3])
    _, embed = P.final_post("en", view, [[0, 1, 2]], [], NAMES)
    assert embed.title == t("en", "bsg.pic.cylons_win")
    won, lost = P.final_lines("es", view, [[1], [0, 2]], NAMES)
    assert won.startswith("Cylon: ") and "bob" in won
    assert lost.startswith("Humanos: ") and "alice" in lost and "carol" in lost


@pytest.mark.parametrize("lang,you", [("en", r"\byou(r)?\b"),
                                      ("es", r"\b(tu|tus|te|añades|descartas)\b"),
                                      ("zh", "你")])
def test_decisions_are_named_for_the_channel_not_for_you(lang: str, you: str) -> None:
    """A decision's name is read in the channel ("Waiting on ② ③: cards for the skill check"
    on the board, the action queue, the alt text) as well as on the panel: it names the
    decision, never speaks to "you"."""
    names = {key: text for key, text in catalog(lang).items() if key.startswith("bsg.decision.")}
    assert len(names) > 50
    assert not [key for key, text in names.items() if re.search(you, text, re.IGNORECASE)]
