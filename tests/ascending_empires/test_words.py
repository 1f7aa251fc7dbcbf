"""Ascending Empires in players' words (cogs/ascending_empires/{labels,events,aim}.py): what the
`/ae move` and `/ae aim` autocompletes call never raises on arbitrary text, `towards` finds a clear
line or names what blocks it, counted words use plural forms, and one vocabulary (supply, box,
VP pool) is used everywhere and explained in `/ae rules`."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot import i18n
from bot.i18n import t
from cogs.ascending_empires import aim as A
from cogs.ascending_empires import events as E
from cogs.ascending_empires import labels as L
from games.ascending_empires import GAME, predict
from games.ascending_empires.data import UNSETTLED
from games.base import GameError
from tests.ascending_empires.test_playouts import pick

WORDS = ["flick", "towards", "to", "at", "land", "launch", "recruit", "r1", "r2", "b1", "rb",
         "A3", "a4", "G1", "H1", "B3", "b3", "=", "off", "hit", "#0123456789", "0", "45.5",
         "100", "-10", "1e1000000", "²", "٣", "9" * 400, "nan", "°", "é", "  "]
texts = st.one_of(
    st.text(max_size=40),
    st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=6)), max_size=7).map(" ".join))


def _views() -> list[tuple[object, int, dict]]:
    out = []
    for seed in (3, 8):
        rnd = random.Random(seed)
        s = GAME.new(2 + seed % 3, seed, {})
        for _ in range(40):
            s = GAME.apply(s, s.seat, pick(rnd, GAME.legal_moves(s, s.seat), s))
        out.append((s, s.seat, GAME.view(s, s.seat)))
    return out


VIEWS = _views()


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(k=st.sampled_from(range(len(VIEWS))), text=texts, lang=st.sampled_from(["en", "zh", "es"]))
def test_move_autocomplete_never_raises(k, text, lang):
    """AE-3: what `/ae move` and its autocomplete do with typed text (move labels, `towards`
    resolved, the canonical move) gives a label or a move, or a GameError, never another
    exception."""
    state, seat, view = VIEWS[k]
    label = L.move_label(lang, text, view)
    assert isinstance(label, str) and len(label) <= L.LABEL_LIMIT
    try:
        move = GAME.canonical(state, seat, A.resolve(lang, view, text))
    except GameError as refused:
        assert i18n.say(lang, refused) and not i18n.say(lang, refused).startswith("ae.")
        return
    assert len(L.move_label(lang, move, view)) <= L.LABEL_LIMIT


@settings(max_examples=100, deadline=None)
@given(k=st.sampled_from(range(len(VIEWS))), ship=st.one_of(st.sampled_from(WORDS), st.text(
    max_size=6)), direction=texts, power=st.integers(-10**6, 10**6))
def test_aim_parsing_never_raises(k, ship, direction, power):
    """AE-6.1: `/ae aim`'s ship and direction (degrees or a target) give an aim or a GameError,
    never another exception; huge numbers, exponents and other scripts' digits are refused."""
    _state, _seat, view = VIEWS[k]
    try:
        aim = A.aim_from(view, ship.strip().lower(), direction, power)
    except GameError:
        return
    assert 0 <= aim.angle < 3600 and 10 <= aim.power <= 1000


@pytest.mark.parametrize("direction", ["1e1000000", "²", "٣", "9" * 4000, "nan", "inf"])
def test_aim_refuses_numbers_that_are_not_plain(direction):
    """AE-6.1: numbers are plain ASCII digits of bounded length."""
    state = GAME.new(2, 5, {})
    view = GAME.view(state, state.seat)
    ship = next(s["id"] for s in view["ships"] if s["seat"] == state.seat)
    with pytest.raises(GameError) as refused:
        A.aim_from(view, ship, direction, 500)
    assert refused.value.key in ("game.not_a_number", "game.number_out_of_range")
    with pytest.raises(GameError):
        A.resolve("en", view, f"flick {ship} towards A3 {direction}")


def test_towards_goes_round_your_own_ship(ae):
    """AE-6.3 helper: when your own ship sits on the straight line to a planet, `towards` turns
    the aim so the ship still stops in the planet's orbit without touching it."""
    s = ae.build(planets={"A4": {"tile": "grey", "face_up": True}},
                 ships={"r1": (440.0, 245.0), "r2": (330.0, 245.0)})
    view = GAME.view(s, 0)
    aim = A.towards(view, "r1", "A4")
    assert aim.angle != 1800  # not straight west, through r2
    flick = predict(s, 0, aim.move)
    assert flick["orbit"] == "A4" and flick["hit"] is None


def test_towards_names_the_ship_in_the_way(ae):
    """AE-6.3 helper: with no clear line the refusal names the blocking ship."""
    s = ae.build(planets={"A4": {"tile": "grey", "face_up": True}},
                 ships={"r1": (440.0, 245.0), "r2": (400.0, 245.0), "r3": (400.0, 215.0),
                        "r4": (400.0, 275.0), "r5": (400.0, 185.0), "r6": (400.0, 305.0)})
    with pytest.raises(GameError) as refused:
        A.towards(GAME.view(s, 0), "r1", "A4")
    assert refused.value.key == "ae.err.towards_blocked"
    assert refused.value.params["blocker"] == "r2"
    assert "r2 is in the way" in i18n.say("en", refused.value)


@pytest.mark.parametrize("lang", ["en", "zh", "es"])
def test_counted_words_use_plural_forms(lang):
    """Counted words come from plural entries (`count`), never "troop(s)"."""
    for key, text in i18n.catalog(lang).items():
        if key.startswith(("ae.", "render.ae.")):
            assert not re.search(r"\((s|es)\)", text), (key, text)
    assert t("en", "ae.count.troops", count=1) == "1 troop"
    assert t("en", "ae.count.troops", count=3) == "3 troops"
    assert t("es", "ae.count.starships", count=1) == "1 nave"
    assert t("en", "ae.event.recruit", player="Red", count=1, planets=["A3"]) == \
        "Red recruited 1 troop: A3."


def test_supply_and_box_are_one_vocabulary():
    """AE-2.2 / AE-8.1: "supply" (pieces ready to play) and "box" (not yet in play) are the
    panel's, the picture's and the rules' words, explained in `/ae rules`; in Spanish the VP
    pool is the "banco", never the "reserva" that is the supply."""
    _state, seat, view = VIEWS[0]
    line = L.supply_line("en", view, seat)
    assert line.startswith("Supply: ") and " · box: " in line and "VP pool" in line
    assert " troops" in line or " troop" in line
    overview = t("en", "ae.rules.overview.body")
    assert "**supply**" in overview and "**box**" in overview and "**VP pool**" in overview
    assert t("en", "render.ae.supply") == "Supply"
    assert t("en", "render.ae.box", troops="8 troops", ships="6 starships").startswith("Box")
    spanish = i18n.catalog("es")
    assert "reserva de PV" not in " ".join(spanish.values())
    assert t("es", "render.ae.supply") == "Reserva" and "banco" in t("es", "ae.ui.panel_supply")
    assert t("zh", "render.ae.supply") == "供应区" and "盒子" in t("zh", "render.ae.box")


def test_events_pass_lists_as_lists():
    """Lists are the language's lists ("A3 and B2", "A3、B2")."""
    event = {"kind": "recruit", "seat": 0, "planets": ["A3", "B2"], "move": "recruit A3 B2"}
    assert E.event_line("en", event, ["alice"]).endswith("recruited 2 troops: A3 and B2.")
    assert "A3和B2" in E.event_line("zh", event, ["alice"]).replace(" ", "")


def test_rules_help_shows_the_provisional_data():
    """AE-8.7: `/ae rules` lists the engine's current answers to the open questions and marks
    every technology level the rulebook does not give (all but orange 3)."""
    lines = L.provisional_lines("en")
    assert len(lines) == len(UNSETTLED) + 1 == 4
    assert "The 3-piece limit holds on homeworlds too." in lines
    assert "You may recruit onto a blockaded planet." in lines
    assert lines[-1].startswith("Board distances: planets 40 mm across, the orbit ring 46 mm")
    tech = L.technology_lines("en")
    orange = next(line for line in tech if line.startswith("**Orange**"))
    assert "3: the battleship ·" in orange and orange.count("*") == 4 + 3  # bold, then marks
    assert tech[-1].startswith("**All four colours** — 1: +1 troop from the box and +1 ")
