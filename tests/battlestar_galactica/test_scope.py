"""Conventions, board geometry, dials and the edges of the game's scope (BSG-0, BSG-1,
BSG-10, BSG-12, BSG-25, BSG-27.8)."""

from __future__ import annotations

from pathlib import Path

from games.battlestar_galactica import GAME
from games.battlestar_galactica import space as S
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.effects import change
from games.battlestar_galactica.machine import frame
from tests.battlestar_galactica.conftest import answer, game, quiet, run, seat_of, step

CHARS = ["roslin", "adama", "starbuck", "tyrol"]
DATA = Path(__file__).resolve().parents[2] / "games" / "battlestar_galactica" / "data"


def test_conventions():
    """BSG-0 / BSG-0.1 / BSG-0.1.1 / BSG-0.3 / BSG-0.5: values marked [unverified] are data
    (red zones, the Cylon Fleet table, the trauma pool); a hidden Cylon is a "human player"
    for every rule while the Cylon team counts him."""
    from games.battlestar_galactica import players as P

    assert B.RED_ZONE and B.CF_ROLL_AREA and B.SUPPLY_TRAUMA
    s = quiet(game(4, CHARS))
    chief = seat_of(s, "tyrol")
    s.players[chief]["loyalty"] = ["cylon_brig"]
    assert P.is_human(s, chief) and P.cylon_team(s, chief)
    assert K.COLOUR_ALIASES["lea"] == "le"


def test_dials_clamp_and_red_zone():
    """BSG-1 / BSG-1.2 / BSG-1.2.1 / BSG-1.2.2: dials stay within 0..15; the view flags the red
    zone."""
    s = quiet(game(4, CHARS))
    change(s, "morale", 20)
    assert s.res["morale"] == 15
    change(s, "food", -30)
    assert s.res["food"] == 0
    s.res["fuel"] = 4
    view = GAME.view(s, None)
    assert view["resources"]["fuel"]["red"] and not view["resources"]["population"]["red"]


def test_space_geometry():
    """BSG-1.6 / BSG-1.6.1 / BSG-1.6.2 / BSG-1.6.3: a ring of six areas, two launch tubes, the
    front and the back of Galactica."""
    assert S.adjacent("fore") == ("port_bow", "starboard_bow")
    assert S.ring_distance("fore", "aft") == 3
    assert B.FRONT == "fore" and B.BEHIND == "aft"
    assert all(S.ring_distance(a, B.HEAVY_STEP[a]) == 1 for a in B.HEAVY_STEP)


def test_drawing_from_the_skill_set():
    """BSG-1.18.1: "draw 2 skill cards" means types of the player's skill set, any split."""
    s = quiet(game(4, CHARS))
    chief = seat_of(s, "tyrol")
    s.players[chief]["hand"] = []
    s = step(s, "draw", "actor", "set", 2, actor=chief)
    options = GAME.legal_moves(s, chief)
    assert "draw en en" in options and "draw ta ta" not in options


def test_civilians_and_hangar_recall():
    """BSG-10 / BSG-10.5 / BSG-10.6 / BSG-21.9: a civilian placed without an area is placed by
    the Admiral (the CAG with the Cylon Fleet); with no viper in the Reserves a pilot at the
    Hangar Deck recalls one from space."""
    s = quiet(game(4, CHARS))
    s = step(s, "civilians_place", 1)
    assert s.pending["seats"] == [s.titles["admiral"]]
    s = quiet(s)
    sb = seat_of(s, "starbuck")
    s.vipers["mk2"]["reserves"] = 0
    s.areas["fore"]["mk2"] = 1
    s.players[sb]["loc"] = "hangar_deck"
    s = run(s, frame("action", seat=sb, left=1))
    s = answer(s, sb, "act")
    assert "launch port_bow mk2 fore" in GAME.legal_moves(s, sb)


def test_centurions_enter_at_the_start():
    """BSG-12 / BSG-12.1: centurions come in at the start of the track."""
    s = quiet(game(4, CHARS))
    s = step(s, "centurion", 2)
    assert s.boarding == [0, 0]


def test_out_of_scope_material():
    """BSG-25 / BSG-25.1 / BSG-25.2 / BSG-25.3 / BSG-25.4 / BSG-25.5 / BSG-25.6 / BSG-25.7: no
    Pegasus or Daybreak content (Treachery, Pegasus locations, Mining Asteroid); execution and
    the "extra card" loyalty handling are the Exodus ones; allies of non-playable characters
    are plain NPCs."""
    s = game(4, CHARS)
    assert "tr" not in s.decks and "mining_asteroid" not in s.destination_deck
    assert not any(loc.startswith("pegasus") for loc in B.LOCATIONS)
    from games.battlestar_galactica.data.allies import ALLIES

    assert ALLIES["ally_cain"]["character"] is None


def test_card_texts_are_ours():
    """BSG-27.8 / BSG-1.13.8: the data files hold names, numbers and step scripts; the words a
    player reads are the project's own, in the catalogs."""
    for path in DATA.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "[b]" not in text and "desc" not in text
