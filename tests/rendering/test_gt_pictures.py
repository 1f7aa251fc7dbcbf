"""Galaxy Trucker pictures: goldens of fixed positions (full size and as a phone shows them),
what each picture shows and hides, alt texts, and every phase of whole games drawn."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from games.galaxy_trucker import GAME
from rendering import BOARDS
from rendering.galaxy_trucker import (
    PHONE_W,
    alt_text,
    board_png,
    ship_alt,
    ship_png,
    ships_alt,
    ships_png,
)
from tests.rendering.gt_positions import NAMES, building, finished, in_flight, play
from tests.rendering.positions import translator
from tests.rendering.test_af_golden import check, phone


def picture(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def test_board_renderer_is_found_for_replays() -> None:
    assert BOARDS["galaxy_trucker"] is board_png


@pytest.mark.parametrize("case", ["build_en", "flight_zh", "flight_es"])
def test_golden_board(case: str) -> None:
    kind, lang = case.split("_")
    s = building() if kind == "build" else in_flight()
    data = board_png(GAME.view(s, None), translator(lang), NAMES[:4])
    check(f"gt_{case}_board.png", picture(data), data)
    check(f"gt_{case}_board_400.png", phone(data))


def test_golden_ship_with_the_tile_in_hand() -> None:
    data = ship_png(GAME.view(building(), 0), 0, translator("en"), NAMES[:4])
    check("gt_ship_hand_en.png", picture(data), data)
    check("gt_ship_hand_en_400.png", phone(data))


def test_golden_all_ships() -> None:
    data = ships_png(GAME.view(in_flight(), None), translator("es"), NAMES[:4])
    check("gt_ships_es.png", picture(data), data)


def test_the_tile_in_hand_is_drawn_for_its_owner_only() -> None:
    """The drawer alone sees the tile in hand (GT-2.3.7): others see an empty hand."""
    s = building()
    tr = translator("en")
    own = ship_png(GAME.view(s, 0), 0, tr, NAMES[:4])
    other = ship_png(GAME.view(s, 1), 0, tr, NAMES[:4])
    public = ship_png(GAME.view(s, None), 0, tr, NAMES[:4])
    assert other == public != own
    assert "In hand" in ship_alt(GAME.view(s, 0), 0, tr, NAMES[:4])
    assert "In hand" not in ship_alt(GAME.view(s, None), 0, tr, NAMES[:4])


def test_the_public_board_is_the_same_whoever_holds_what() -> None:
    """A board drawn from the spectator's view does not change with a tile in someone's hand."""
    s = building()
    view = GAME.view(s, None)
    assert all(ship["hand"] is None for ship in view["ships"])
    assert board_png(view, translator("en"), NAMES[:4]) == \
        board_png(GAME.view(s, None), translator("en"), NAMES[:4])


def test_alt_texts_name_every_player_and_stay_short() -> None:
    for s in (building(), in_flight(), finished()):
        view = GAME.view(s, None)
        names = NAMES[: view["seats"]]
        for lang in ("en", "zh", "es"):
            tr = translator(lang)
            for text in (alt_text(view, tr, names), ships_alt(view, tr, names)):
                assert 0 < len(text) <= 1000
                assert all(n in text for n in names)


def test_the_flight_board_names_the_card_and_every_rocket() -> None:
    view = GAME.view(in_flight(), None)
    text = alt_text(view, translator("en"), NAMES[:4])
    assert "Combat Zone" in text and text.count("behind the leader") == len(view["flight_order"])


def test_each_rocket_shows_its_place_in_the_flight_order() -> None:
    """GT-3.1.3: the leader is the rocket farthest along, not the one on the highest space. A
    leader past the start (distance 45: space 5) is marked 1, the rocket it leaves behind on
    space 38 is marked 2; rockets before the launch are not drawn."""
    from rendering.galaxy_trucker.board import rockets

    moved = GAME.decode(GAME.encode(in_flight()))
    flying = moved.active()[:2]
    moved.pos = [45 if p == flying[0] else 38 if p == flying[1] else x
                 for p, x in enumerate(moved.pos)]
    moved.flying = [p in flying for p in range(moved.n)]
    view = GAME.view(moved, None)
    colours = [p["colour"] for p in view["players"]]
    assert rockets(view) == [(5, colours[flying[0]], 1), (38, colours[flying[1]], 2)]
    assert rockets(GAME.view(building(), None)) == []


@pytest.mark.parametrize("lang", ["en", "zh", "es"])
def test_the_column_labels_of_the_flight_board_are_never_cut(lang: str) -> None:
    """Every label of the players' table fits whole in its room at the smallest size it
    shrinks to (a cut "Tripulac…" read as nothing on a phone)."""
    from rendering import text as T
    from rendering.galaxy_trucker.board import COLUMNS, LABEL_MIN, label_room
    from rendering.galaxy_trucker.ship import stat_items

    tr = translator(lang)
    view = GAME.view(in_flight(), None)
    labels = [tr("gt.pic.credits_col"), tr("gt.pic.behind"),
              *(k for k, _ in stat_items(tr, view["ships"][0]))]
    for label, room in zip(labels, label_room(COLUMNS), strict=False):
        assert T.width(label, LABEL_MIN, False) <= room, label


def test_pictures_stay_readable_on_a_phone() -> None:
    """At 400 px the board keeps its names and numbers at 9 px or more: the picture is at most
    1,200 px wide and draws them at 26 px."""
    for s in (building(), in_flight()):
        im = picture(board_png(GAME.view(s, None), translator("en"), NAMES[:4]))
        assert im.width <= 26 * PHONE_W / 9
        assert im.height <= 1.5 * im.width


@pytest.mark.parametrize("seats,options", [
    (2, {"class_1": "IA", "class_2": "IIA", "class_3": "IIIa"}),
    (5, {"rough_roads": "all", "bonus_cards": True, "evil_machinations": True}),
])
def test_every_phase_of_whole_games_draws(seats: int, options: dict) -> None:
    """Ships of every class, every phase, every viewer: pictures are PNG and alt texts short."""
    seen = set()
    k = 0

    def check_some(s):
        nonlocal k
        k += 1
        if k % 40 == 0 or s.phase not in seen:
            seen.add(s.phase)
            tr = translator(("en", "zh", "es")[k % 3])
            names = NAMES[:seats]
            view = GAME.view(s, k % seats)
            for data in (board_png(view, tr, names), ship_png(view, k % seats, tr, names),
                         ships_png(view, tr, names)):
                assert data.startswith(b"\x89PNG") and len(data) < 300_000
            assert len(alt_text(view, tr, names)) <= 1000
        return False

    s = play(seats, 11, check_some, options, level="random")
    assert GAME.is_over(s)
    assert {"build", "flight"} <= seen


def launched_deck(s) -> int:
    """How many cards the launch puts in the adventure deck, assembled on a copy of `s`."""
    from games.galaxy_trucker.launch import build_deck

    copy = GAME.decode(GAME.encode(s))
    build_deck(copy)
    return len(copy.deck)


def before_launch(seats: int = 4):
    """Round 1's building is over, the aliens are being put aboard: nobody flies yet (the
    first seed from 3 whose builders put an alien aboard, so the launch waits for them)."""
    def waiting(s) -> bool:
        return (s.phase == "flight" and bool(s.piles)) or s.round > 1

    for seed in range(3, 60):
        s = play(seats, seed, waiting)
        if s.round == 1:
            return s
    raise AssertionError("no round-1 launch waited for aliens")


def test_between_building_and_the_launch_the_board_tells_the_cards_to_come() -> None:
    """GT-3.3.1: round 1 flies 4 piles of 2 cards; before the launch shuffles them (GT-3.3.3)
    the board said "0 cards left" and the alt text that nobody was flying."""
    from rendering.galaxy_trucker.board import card_lines

    s = before_launch()
    view = GAME.view(s, None)
    tr = translator("en")
    assert view["deck_left"] == launched_deck(s) == 8 and not view["flight_order"]
    assert card_lines(tr, view) == ("8 adventure cards for this flight",
                                    "The piles are shuffled together at launch.")
    text = alt_text(view, tr, NAMES[:4])
    assert text.startswith("Round 1: getting ready to launch. The adventure deck of this "
                           "flight will hold 8 cards")
    assert "not flying" not in text and text.count("holds order tile") == 4


def test_the_count_before_the_launch_includes_tough_trip() -> None:
    """GT-5.8.5 #20: Tough Trip adds as many level-III cards as the fourth pile holds."""
    s = GAME.decode(GAME.encode(before_launch()))
    s.rough = [*s.rough, "tough_trip"]
    assert GAME.view(s, None)["deck_left"] == launched_deck(s) == 8 + 2


@pytest.mark.parametrize("seats,seed,options", [
    (4, 3, {}),
    (5, 11, {"rough_roads": "all", "bonus_cards": True, "evil_machinations": True}),
])
def test_every_state_tells_the_deck_and_the_flyers_as_the_view_has_them(
        seats: int, seed: int, options: dict) -> None:
    """Whole games, every state: before the launch the board and alt text give the cards the
    launch will shuffle together (intrigue and bonus cards included) and nobody is said to fly
    or to have given up; in flight the cards left and one sentence per rocket; once over, no
    deck."""
    from rendering.galaxy_trucker.board import card_lines

    tr = translator("en")
    names = NAMES[:seats]
    seen = set()

    def check_state(s) -> bool:
        view = GAME.view(s, None)
        line = card_lines(tr, view)[0]
        text = alt_text(view, tr, names)
        rockets = text.count("behind the leader")
        gave_up = text.count("gave up this flight")
        if view["phase"] == "flight" and not view["deck_ready"]:
            seen.add("before launch")
            assert view["deck_left"] == launched_deck(s)
            assert line == tr("gt.pic.deck_coming", count=view["deck_left"])
            assert tr("gt.alt.deck_coming", count=view["deck_left"]) in text
            assert text.count("holds order tile") == seats and rockets == gave_up == 0
        elif view["phase"] == "flight":
            seen.add("flight")
            assert view["deck_left"] == len(s.deck)
            card = view["card"]
            assert line == (tr("gt.pic.card", card=tr(f"gt.card.{card['kind']}.name"),
                               count=len(s.deck)) if card else
                            tr("gt.pic.no_card", count=len(s.deck)))
            assert tr("gt.alt.deck", count=len(s.deck)) in text
            assert rockets == len(view["flight_order"]) and rockets + gave_up == seats
        return False

    s = play(seats, seed, check_state, options)
    view = GAME.view(s, None)
    assert view["over"] and card_lines(tr, view) == ("", "")
    assert "deck" not in alt_text(view, tr, names)
    assert seen == {"before launch", "flight"}
