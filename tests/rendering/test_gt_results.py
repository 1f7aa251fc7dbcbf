"""Galaxy Trucker's results picture: the end of a round (GT-4.1 to GT-4.5) and of the game
(GT-4.6) drawn per player, item by item, with its alt text; goldens at full size and as a phone
shows it."""

from __future__ import annotations

import io
from functools import cache

from PIL import Image

from games.galaxy_trucker import GAME, State
from rendering.galaxy_trucker import PHONE_W, results_alt, results_png
from rendering.galaxy_trucker.results import arrival_places, ranking, row_values
from tests.rendering.gt_positions import NAMES, finished, play
from tests.rendering.positions import translator
from tests.rendering.test_af_golden import check, phone

EVIL = {"evil_machinations": True}


def picture(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


@cache
def first_round(seats: int = 5, seed: int = 7) -> State:
    """Round 1 just scored (Evil Machinations: the loans column shows)."""
    return play(seats, seed, lambda s: len(s.results) == 1, EVIL)


def test_golden_first_round_results() -> None:
    view = GAME.view(first_round(), None)
    data = results_png(view, translator("es"), NAMES[:5])
    check("gt_results_round_es.png", picture(data), data)
    check("gt_results_round_es_400.png", phone(data))


def test_golden_final_results() -> None:
    view = GAME.view(finished(), None)
    data = results_png(view, translator("zh"), NAMES[:3])
    check("gt_results_final_zh.png", picture(data), data)
    check("gt_results_final_zh_400.png", phone(data))


def test_results_stay_readable_on_a_phone() -> None:
    """Its smallest letters are 25 px: at 400 px wide they are 9 px or more."""
    for s, seats in ((first_round(), 5), (finished(), 3)):
        im = picture(results_png(GAME.view(s, None), translator("en"), NAMES[:seats]))
        assert 25 * PHONE_W / im.width >= 9
        assert im.height <= 1.5 * im.width


def test_the_rows_add_up_to_the_round_and_the_credits() -> None:
    """Each row's items sum to the round's total (GT-4.2-4.5); after round 1 a player's credits
    are that total (every player starts with none, GT-1.6)."""
    view = GAME.view(first_round(), None)
    rows = view["results"][-1]["rows"]
    assert len(rows) == 5
    for row in rows:
        v = row_values(row)
        assert v["arrival"] + v["best"] + v["goods"] + v["extras"] + v["losses"] == v["total"]
        p = view["players"][row["seat"]]
        assert p["credits"] - 10 * p["loans"] == v["total"]
    places = arrival_places(rows)
    assert sorted(places) == [r["seat"] for r in rows if r["finished"]]
    # One place each, though the first two of five share the first reward (GT-5.3.6).
    assert sorted(places.values()) == list(range(1, len(places) + 1))
    by_place = sorted(places, key=places.get)
    rewards = [next(r["arrival"] for r in rows if r["seat"] == p) for p in by_place]
    assert rewards == sorted(rewards, reverse=True) and rewards[0] == rewards[1]


def test_a_player_who_gave_up_sells_at_half_price() -> None:
    """GT-4.4.2: the row says so, and gets no arrival reward (GT-4.2)."""
    rows = [{"seat": 0, "finished": True, "arrival": 8, "goods": 4, "total": 12},
            {"seat": 1, "finished": False, "arrival": 0, "goods": 3, "lost": -2, "total": 1}]
    view = GAME.view(first_round(2, 7), None)
    view["results"] = [{"round": 1, "rows": rows}]
    assert arrival_places(rows) == {0: 1}
    tr = translator("en")
    plain = results_png(view, tr, NAMES[:2])
    rows[1]["finished"] = True
    assert results_png(view, tr, NAMES[:2]) != plain  # the half-price note is drawn


def test_the_final_ranking_puts_debtors_last() -> None:
    """GT-4.6.2: a player still owing a loan ranks below every player who owes nothing."""
    view = GAME.view(finished(), None)
    view["players"][0]["credits"], view["players"][0]["loans"] = 99, 1
    order = [seats for _place, seats in ranking(view)]
    assert order[-1] == [0]
    assert "Final ranking" in results_alt(view, translator("en"), NAMES[:3])


def test_alt_text_names_every_player_with_their_total() -> None:
    for s, seats in ((first_round(), 5), (finished(), 3)):
        view = GAME.view(s, None)
        for lang in ("en", "zh", "es"):
            text = results_alt(view, translator(lang), NAMES[:seats])
            assert 0 < len(text) <= 1000
            assert all(n in text for n in NAMES[:seats])
    text = results_alt(GAME.view(finished(), None), translator("en"), NAMES[:3])
    assert text.startswith("Results of round 3.") and "Final ranking: 1. " in text
