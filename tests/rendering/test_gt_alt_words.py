"""Galaxy Trucker alt texts read well aloud: every count takes the noun's right form ("1 tile",
"2 tiles"; Spanish "1 pieza", "2 piezas"), in every alt text of whole seeded games."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

import pytest

from games.galaxy_trucker import GAME, State
from rendering.galaxy_trucker import alt_text, damage_alt, launch_alt, ship_alt, ships_alt
from rendering.galaxy_trucker.results import results_alt
from rendering.galaxy_trucker.ship import LOSSES
from tests.rendering.gt_positions import NAMES, play
from tests.rendering.positions import translator

GAMES = [(4, 3, {}), (5, 11, {"rough_roads": "all", "bonus_cards": True,
                              "evil_machinations": True})]
ONE_PLURAL = re.compile(r"(?<![\d.,+-])\b1 \w+s\b")  # "1 tiles", "1 créditos" (not "-1 this")
# a count other than one before a singular noun: "2 tile", "0 credit", "3 open connector"
MANY_SINGULAR = re.compile(r"(?<![\d.,])\b(?!1 )\d+ (open )?(tile|battery|credit|day|card|"
                           r"connector)\b")


@cache
def texts(seats: int, seed: int, lang: str) -> tuple[str, ...]:
    """Every alt text of a whole game (public and each builder's own), one state in five."""
    found: list[str] = []
    k = 0

    def collect(s: State) -> bool:
        nonlocal k
        k += 1
        if k % 5 == 0 or s.phase != "build":
            found.extend(alts(s, lang, NAMES[:seats]))
        return False

    options = next(o for n, sd, o in GAMES if (n, sd) == (seats, seed))
    play(seats, seed, collect, options)
    return tuple(found)


def alts(s: State, lang: str, names: list[str]) -> Iterator[str]:
    tr = translator(lang)
    view = GAME.view(s, None)
    yield alt_text(view, tr, names)
    yield ships_alt(view, tr, names)
    for seat in range(s.n):
        yield ship_alt(GAME.view(s, seat), seat, tr, names)
    if view["phase"] == "flight" and view["flight_order"]:
        yield launch_alt(view, tr, names)
    hit = sorted({e["seat"] for e in view["card_events"] if e["event"] in LOSSES})
    if hit:
        yield damage_alt(view, hit, tr, names)
    if view["results"]:
        yield results_alt(view, tr, names)


@pytest.mark.parametrize("seats,seed", [(n, sd) for n, sd, _ in GAMES])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_count_of_one_takes_a_plural_noun(seats: int, seed: int, lang: str) -> None:
    """A ship with one tile, battery or credit read "1 tiles", "1 batteries", "1 credits"."""
    found = texts(seats, seed, lang)
    assert any(re.search(r"\b1 (tile|pieza)\b", text) for text in found)  # the case occurs
    wrong = sorted({m.group() for text in found for m in ONE_PLURAL.finditer(text)})
    assert not wrong, wrong


@pytest.mark.parametrize("seats,seed", [(n, sd) for n, sd, _ in GAMES])
def test_other_counts_take_the_plural(seats: int, seed: int) -> None:
    found = texts(seats, seed, "en")
    wrong = sorted({m.group() for text in found for m in MANY_SINGULAR.finditer(text)})
    assert not wrong, wrong


def test_chinese_alt_texts_use_chinese_full_stops() -> None:
    """A Chinese alt text ends its heading with "。", not an English full stop after a Chinese
    word ("第 1 轮：建造.")."""
    found = texts(4, 3, "zh")
    assert found and not [text for text in found if re.search(r"[\u4e00-\u9fff]\.", text)]
