"""Galaxy Trucker at the table: every legal move and every event of whole games has words in
each language (no catalog key shows), the panel's groups fit Discord, captions name each card
with its effect within a post's room, and the autocompletes take any text."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.i18n import t
from cogs.galaxy_trucker import labels as L
from cogs.galaxy_trucker.commands import find_seat
from cogs.galaxy_trucker.presentation import CAPTION_CHARS, GalaxyTruckerPresentation
from cogs.table.presentation import Step
from games.galaxy_trucker import GAME

LANGS = ("en", "zh", "es")
GROUP_KEY = re.compile(r"^[a-z_.]{1,40}$")
ALL_MODULES = {"evil_machinations": True, "rough_roads": "all", "bonus_cards": True,
               "class_1": "IA", "class_2": "IIA", "class_3": "IIIa"}
NAMES = ["alice", "bob", "carol", "dave", "eve"]


@cache
def games() -> list[tuple[list[tuple[Any, int, list[str]]], list[Step]]]:
    """Two random whole games with every module (3 and 5 ships): positions with the awaited
    seat's legal moves, and every move as the table's Step."""
    out = []
    for seats, seed in ((3, 21), (5, 22)):
        s = GAME.new(seats, seed, ALL_MODULES)
        positions, steps = [], []
        k = 0
        while not GAME.is_over(s):
            waiting = GAME.awaiting(s)
            seat = waiting[k % len(waiting)]
            moves = GAME.legal_moves(s, seat)
            if k % 3 == 0:
                positions.append((s, seat, moves))
            move = GAME.ai_move(s, seat, "random", k)
            before = GAME.view(s, None)
            s = GAME.apply(s, seat, move)
            steps.append(Step(k + 1, seat, move, before, GAME.view(s, None),
                              tuple(GAME.awaiting(s))))
            k += 1
        out.append((positions, steps))
    return out


def test_every_legal_move_has_words_in_every_language() -> None:
    presentation = GalaxyTruckerPresentation(GAME)
    seen = set()
    for positions, _steps in games():
        for s, seat, moves in positions:
            view = GAME.view(s, seat)
            for move in moves:
                seen.add(move.split()[0])
                for lang in LANGS:
                    label = presentation.move_label(lang, move, view)
                    assert "gt." not in label and label != move, (lang, move)
                    assert len(presentation.option_label(lang, move, view)) <= 100
    assert {"draw", "place", "finish", "land", "intrigue", "alien"} <= seen


def test_the_panels_groups_fit_discord() -> None:
    """At most 25 groups with keys Discord's custom ids accept; the building buttons' moves
    are not repeated in the groups."""
    presentation = GalaxyTruckerPresentation(GAME)
    for positions, _steps in games():
        for s, seat, moves in positions:
            view = GAME.view(s, seat)
            groups = presentation.groups(moves, view)
            assert len(groups) <= 25
            assert all(GROUP_KEY.match(key) for key in groups)
            for key in groups:
                for lang in LANGS:
                    assert "gt." not in presentation.group_label(lang, key)
            grouped = [m for items in groups.values() for m in items]
            if view["phase"] == "build":
                assert not {"draw", "reserve", "return", "finish"} & set(grouped)
                assert set(grouped) | {"draw", "reserve", "return", "finish"} >= set(moves)
            else:
                assert sorted(grouped) == sorted(moves)


def test_every_event_is_told_in_every_language() -> None:
    kinds = set()
    for _positions, steps in games():
        for step in steps:
            for e in step.after["events"]:
                for lang in LANGS:
                    line = L.event_line(lang, e, NAMES)
                    if line is not None:
                        kinds.add(e["event"])
                        assert "gt." not in line, (lang, e)
    assert {"card", "moved", "launched", "finished"} <= kinds


def test_captions_name_the_open_card_with_its_effect_within_a_posts_room() -> None:
    """A turn post tells the card still being resolved, named with its effect, and stays within
    its room; the cards resolved before it have posts of their own (`chapters`), so it does not
    name them again."""
    presentation = GalaxyTruckerPresentation(GAME)
    for _positions, steps in games():
        flight = [s for s in steps if s.before["phase"] == "flight"]
        for lang in LANGS:
            for start in range(0, len(flight), 40):
                chunk = flight[start:start + 40]
                text = "\n".join(presentation.caption(lang, chunk, NAMES))
                assert len(text) <= CAPTION_CHARS
                card = chunk[-1].after["card"]
                if card is not None and any(e["event"] == "card" and e["card"] == card["id"]
                                            for s in chunk for e in s.after["events"]):
                    assert t(lang, "gt.ev.card", card=L.card(lang, card["id"]), effect=t(
                        lang, f"gt.card.{card['kind']}.effect")) in text
                    assert text.count("**") == 2  # that card alone


def test_the_public_post_keeps_who_is_awaited() -> None:
    presentation = GalaxyTruckerPresentation(GAME)
    _positions, steps = games()[1]
    view = steps[-2].after
    text, _embed = presentation.turn_post("en", view, steps[-300:], "<@1>, your decision",
                                          NAMES, False)
    assert len(text) <= 2000 and text.endswith("<@1>, your decision")


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.text(max_size=120))
def test_a_seat_is_found_from_any_text_or_not_at_all(text: str) -> None:
    seat = find_seat("en", text, NAMES[:4])
    assert seat is None or 0 <= seat < 4


def test_a_seat_is_found_by_number_name_or_colour() -> None:
    assert find_seat("en", "2", NAMES[:4]) == 1
    assert find_seat("en", "carol", NAMES[:4]) == 2
    assert find_seat("es", "rojo", NAMES[:4]) == 3
    assert find_seat("en", "red", NAMES[:4]) == 3
    assert find_seat("en", "nobody", NAMES[:4]) is None


def test_the_post_that_ends_a_round_tells_its_results() -> None:
    """After each round (GT-4.1-4.5) the post lists every player's items and credits, and still
    names who is awaited; the last post adds the final ranking (GT-4.6)."""
    presentation = GalaxyTruckerPresentation(GAME)
    for _positions, steps in games():
        ends = [k for k, s in enumerate(steps)
                if any(e["event"] == "round_scored" for e in s.after["events"])]
        assert len(ends) == 3
        for lang in LANGS:
            for k in ends[:2]:
                view = steps[k].after
                chunk = steps[max(0, k - 300): k + 1]
                text, _embed = presentation.turn_post(lang, view, chunk, "<@1>, build",
                                                      NAMES, False)
                assert len(text) <= 2000 and text.endswith("<@1>, build")
                round_ = view["results"][-1]["round"]
                assert t(lang, "gt.ui.results_title", round=round_) in text
                for p in view["players"]:
                    assert L.player(lang, p["seat"], NAMES) in text
                picture = presentation.board(view, lang, NAMES, chunk)
                assert picture.filename == "results.png"
                assert presentation.board(view, lang, NAMES, [steps[k - 1]]).filename == "board.png"
            final = steps[-1].after
            ranking = [[p] for p in sorted(range(final["seats"]),
                                           key=lambda p: -final["players"][p]["credits"])]
            text, _embed = presentation.final_post(lang, final, ranking, steps[-300:], NAMES)
            assert len(text) <= 2000
            assert t(lang, "gt.ui.results_title", round=3) in text
            assert t(lang, "gt.ui.final_title") in text
            assert presentation.board(final, lang, NAMES, ()).filename == "results.png"


def test_goods_lost_together_read_as_one_line() -> None:
    """Three goods taken from one player read as one line naming them, not three alike; another
    player's loss keeps its own line, in every language."""
    lost = [{"event": "good_lost", "seat": 0, "square": "7-7", "good": g, "cause": "smugglers"}
            for g in ("r", "r", "y")]
    other = {**lost[0], "seat": 1}
    for lang in LANGS:
        lines = L.event_lines(lang, [*lost, other], NAMES)
        assert len(lines) == 2, lines
        assert "3" in lines[0] and L.good(lang, "y") in lines[0]
        assert lines[1] == L.event_line(lang, other, NAMES)
    assert L.event_lines("en", lost, NAMES)[0].endswith(
        "loses 3 goods: Red good, Red good, and Yellow good.")


def test_crew_and_tiles_lost_together_read_as_one_line() -> None:
    """Slavers taking three crew, or a hit that knocks four tiles off, read as one line each:
    astronauts counted per cabin, aliens named with their article."""
    crew = [{"event": "crew_lost", "seat": 0, "square": sq, "alien": alien}
            for sq, alien in (("7,7", None), ("7,7", None), ("8,7", "b"), ("8,8", None))]
    assert L.event_lines("en", crew, NAMES) == [
        "Blue (alice) loses 4 crew members: 2 astronauts from 7,7, the brown alien from 8,7, "
        "and 1 astronaut from 8,8."]
    assert L.event_lines("en", crew[2:3], NAMES) == ["Blue (alice) loses the brown alien from 8,7."]
    aboard = {"event": "alien_aboard", "seat": 0, "alien": "teal", "square": "9,8"}
    assert L.event_line("en", aboard, NAMES) == "Blue (alice) takes the teal alien aboard at 9,8."
    assert L.event_line("es", aboard, NAMES) == \
        "Azul (alice) embarca el alienígena turquesa en 9,8."
    fell = [{"event": "fell_off", "seat": 1, "square": sq, "tile": tile}
            for sq, tile in (("3,7", 1), ("3,8", 2))]
    line = L.event_lines("en", fell, NAMES)
    assert len(line) == 1 and line[0].startswith("Green (bob): 2 tiles fall off: ")
    assert line[0].endswith(" (3,8).")
    for lang in LANGS:
        for lines in (L.event_lines(lang, crew, NAMES), L.event_lines(lang, fell, NAMES)):
            assert len(lines) == 1 and "gt." not in lines[0]


def test_a_fine_paid_short_says_so() -> None:
    """GT-1.6.2: without Evil Machinations a player who cannot pay pays what they have; the line
    says so instead of "pays 0 credits"."""
    def paid(amount: int) -> str | None:
        return L.event_line("en", {"event": "paid", "seat": 0, "amount": amount, "owed": 4},
                            NAMES)
    assert paid(4) == "Blue (alice) pays 4 credits."
    assert paid(1) == "Blue (alice) pays 1 credit, all they have."
    assert paid(0) == "Blue (alice) owes 4 credits but has none to pay."


def test_a_give_up_says_why() -> None:
    """GT-3.10.2, GT-3.1.4, GT-5.4.7: a rocket leaving the board is told with its reason, in
    every language; loans taken together read as one line."""
    def line(lang: str, kind: str, reason: str) -> str | None:
        return L.event_line(lang, {"event": kind, "seat": 0, "reason": reason, "half": 0,
                                   "goods": "", "credits": 0}, NAMES)
    assert line("en", "gave_up", "lapped") == \
        "Blue (alice) is lapped by the leader and gives up the flight."
    assert line("en", "gave_up", "no_astronauts") == \
        "Blue (alice) has no astronaut left aboard and gives up the flight."
    assert line("en", "half_dropped", "hyperspace") == ("Blue (alice) loses the half of the "
                                                        "ship still in hyperspace when the "
                                                        "flight ends.")
    for lang in LANGS:
        for reason in L.GIVE_UP_REASONS:
            assert "gt." not in (line(lang, "gave_up", reason) or "gt.")
        for reason in L.HALF_REASONS:
            assert "gt." not in (line(lang, "half_dropped", reason) or "gt.")
    loans = [{"event": "loan", "seat": 0, "forced": True}] * 2
    assert L.event_lines("en", loans, NAMES) == ["Blue (alice) takes 2 loans."]


def test_results_count_credits_in_the_plural_the_number_asks() -> None:
    """A player left with 1 credit reads "1 credit", not "1 credits" (GT-4.1's results)."""
    presentation = GalaxyTruckerPresentation(GAME)
    _positions, steps = games()[0]
    view = next(s.after for s in steps if s.after["results"])
    seat = view["results"][-1]["rows"][0]["seat"]
    players = [{**p, "credits": 1} if p["seat"] == seat else p for p in view["players"]]
    lines = presentation.results_lines("en", {**view, "players": players}, NAMES)
    assert any(", 1 credit " in line or line.endswith(", 1 credit") for line in lines), lines
