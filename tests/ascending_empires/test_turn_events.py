"""Ruling 19: besides the last move (`events`, `last_flick`), the view tells every move of the
turn in progress (`turn_events`, `turn_flicks`) and of the turn just finished (`previous_turn`),
from the state, so a table that lost its notes (a restart) can still tell a whole turn."""

from __future__ import annotations

import json
import random

from games.ascending_empires import GAME
from games.ascending_empires.state import decode, encode
from games.match import Match
from tests.ascending_empires.test_playouts import pick


def kinds(moves: list[list[dict]]) -> list[list[str]]:
    return [[e["kind"] for e in events] for events in moves]


def test_a_turns_moves_accumulate_then_become_the_previous_turn(ae):
    """Ruling 19: a flick then a launch (AE-3, 2. Move) are both told until the turn ends; the
    next player's moves start a new record while the finished turn stays readable."""
    s = ae.build(ships={"r1": (450, 450)}, planets={"H1": {"troops": 1}}, supply_ships={0: 1})
    s = ae.play(s, "flick r1 90 10")
    v = GAME.view(s, None)
    assert kinds(v["turn_events"]) == [["flick"]] and v["turn_flicks"][0]["ship"] == "r1"
    assert v["turn_flicks"][0] == v["last_flick"] and v["previous_turn"] is None

    s = ae.play(s, "launch H1")
    v = GAME.view(s, None)
    assert s.seat == 1 and v["turn_events"] == [] and v["turn_flicks"] == []
    done = v["previous_turn"]
    assert (done["turn"], done["seat"]) == (1, 0)
    assert kinds(done["events"])[0] == ["flick"] and kinds(done["events"])[1][0] == "launch"
    assert done["flicks"][0]["ship"] == "r1" and done["flicks"][1] is None
    assert v["last_flick"] is None and v["events"] == done["events"][1]

    recruit = next(m for m in ae.moves(s) if m.startswith("recruit"))
    s = ae.play(s, recruit)
    v = GAME.view(s, None)
    assert v["turn_events"] == [] and (v["previous_turn"]["turn"], v["previous_turn"]["seat"]) \
        == (2, 1)
    assert kinds(v["previous_turn"]["events"])[0][0] == "recruit"


def test_a_peeked_colour_stays_in_the_owners_view_of_the_turn(ae):
    """AE-3 (2. Move): only the player who looked at a face-down planet learns its colour, in
    the turn's record as in the last move's events."""
    s = ae.build(planets={"A4": {"tile": "purple"}}, ships={"r1": "A4", "r2": (450, 450)})
    s = ae.play(s, "land r1 A4", "land decline")
    owner, other, spectator = (GAME.view(s, seat) for seat in (0, 1, None))
    peek = owner["turn_events"][0][0]
    assert (peek["kind"], peek["tile"]) == ("peek", "purple")
    for view in (other, spectator):
        shown = view["turn_events"][0][0]
        assert shown["kind"] == "peek" and "tile" not in shown and "hidden" not in shown
    s = ae.play(s, "done")
    for viewer in (1, None):
        text = json.dumps(GAME.view(s, viewer)["previous_turn"])
        assert "purple" not in text and "hidden" not in text
    assert "purple" in json.dumps(GAME.view(s, 0)["previous_turn"])


def test_a_scan_at_the_end_of_a_turn_is_told_to_the_scanner_only(ae):
    """AE-3.2: the automatic scan closes the turn; its colours are the scanner's alone."""
    s = ae.build(planets={"A4": {"tile": "grey"}}, ships={"r1": "A4", "r2": (450, 450)})
    s = ae.play(s, "flick r2 90 10", "done")
    scan = [e for events in GAME.view(s, 0)["previous_turn"]["events"] for e in events
            if e["kind"] == "scan"]
    assert scan and scan[0]["tiles"] == {"A4": "grey"}
    hidden = [e for events in GAME.view(s, None)["previous_turn"]["events"] for e in events
              if e["kind"] == "scan"]
    assert hidden and "tiles" not in hidden[0]


def test_the_turn_record_survives_json_and_a_replay_of_the_log():
    """Ruling 19: the record is part of the state: a JSON round trip and a replay of the move
    log give the same views, move after move, whatever the viewer."""
    rnd = random.Random(19)
    match = Match.start(GAME, 3, 19, {})
    for _ in range(60):
        seat = match.to_act()
        match.play(seat, pick(rnd, GAME.legal_moves(match.state, seat), match.state))
        restored = decode(json.loads(json.dumps(encode(match.state))))
        for viewer in (None, 0, 1, 2):
            assert GAME.view(restored, viewer) == GAME.view(match.state, viewer)
    replayed = Match.replay(GAME, 3, 19, {}, match.log)
    assert encode(replayed.state) == encode(match.state)
    view = GAME.view(replayed.state, None)
    assert view["previous_turn"] is not None and view["previous_turn"]["events"]


def test_a_game_saved_before_the_record_existed_still_loads():
    """A state encoded without the turn record decodes with an empty one."""
    data = encode(GAME.new(2, 3, {}))
    del data["turn_moves"], data["previous_turn"]
    view = GAME.view(decode(data), None)
    assert view["turn_events"] == [] and view["previous_turn"] is None
