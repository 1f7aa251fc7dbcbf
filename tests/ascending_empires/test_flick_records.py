"""Flick records (AE-6.1): a played flick's canonical text carries its outcome, so replays and
undo outlive a change of physics library, version or CPU; players cannot type an outcome."""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Iterator

import pytest

from games.ascending_empires import GAME, flicks
from games.ascending_empires.notation import parse
from games.ascending_empires.state import encode
from games.match import Match
from games.timeline import turn_states
from tests.ascending_empires.test_playouts import pick


def _game(n: int, seed: int, moves: int, aim: str = "small") -> Match:
    rnd = random.Random(seed)
    match = Match.start(GAME, n, seed, {"aim_error": aim})
    for _ in range(moves):
        seat = match.to_act()
        if seat is None:
            break
        match.play(seat, pick(rnd, GAME.legal_moves(match.state, seat), match.state))
    return match


@pytest.fixture
def shake(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[], None]]:
    """Changes the physics deliberately when called (as a new library version might): every
    flick goes a little further and a little to the side. No simulation outlives the test."""
    real = flicks.simulate

    def other_physics(discs, mover, angle, power, planets):
        return real(discs, mover, angle + 2.5, power * 1.08, planets)

    def start() -> None:
        flicks.clear_cache()
        monkeypatch.setattr(flicks, "simulate", other_physics)

    yield start
    flicks.clear_cache()


def test_a_played_flick_records_its_outcome(ae):
    """AE-6.1: the canonical text of a played flick says where each moved ship came to rest
    and what the mover hit and rammed, sealed; the public text is the flick as aimed."""
    s = ae.build(ships={"r1": (300, 450), "b1": (360, 450), "r2": (450, 600)})
    text = GAME.canonical(s, 0, "flick r1 0 30")
    assert text.startswith("flick r1 0 30 = r1 ") and " hit b1 ram b1 #" in text
    outcome = parse(text)[4]
    assert {r.ship for r in outcome.rests} == {"r1", "b1"}
    assert GAME.canonical(s, 0, text) == text
    assert GAME.public_move(0, text) == "flick r1 0 30"
    after = GAME.apply(s, 0, text)
    assert encode(after) == encode(GAME.apply(s, 0, "flick r1 0 30"))


def test_a_typed_outcome_is_refused(ae):
    """AE-6.1: an outcome whose seal the engine did not write (typed, altered, or copied from
    another position) is refused; the state is unchanged."""
    s = ae.build(ships={"r1": (300, 450), "b1": (360, 450)})
    genuine = GAME.canonical(s, 0, "flick r1 0 30")
    head, _, record = genuine.partition(" = ")
    forged = f"{head} = r1 825 825 {record.split()[-1]}"
    assert ae.refused(s, forged, rule="AE-6.1").key == "ae.err.record_forged"
    assert ae.refused(s, f"{head} = r1 825 825 #0123456789").key == "ae.err.record_forged"
    moved = ae.build(ships={"r1": (300, 451), "b1": (360, 450)})
    assert ae.refused(moved, genuine).key == "ae.err.record_forged"


@pytest.mark.parametrize("n,seed", [(2, 31), (4, 32)])
def test_a_replay_with_other_physics_rebuilds_the_same_states(n, seed, shake, caplog):
    """AE-6.1: replaying a stored log with the physics changed gives exactly the same states
    (undo history included), logging a warning for every flick whose fresh simulation
    disagrees with its record."""
    played = _game(n, seed, 160)
    shake()
    with caplog.at_level(logging.WARNING, logger="games.ascending_empires.flicks"):
        again = Match.replay(GAME, n, seed, {"aim_error": "small"}, played.log)
    assert encode(again.state) == encode(played.state)
    assert [encode(x) for x in again.undo_stack] == [encode(x) for x in played.undo_stack]
    assert any("disagrees with the recorded outcome" in r.message for r in caplog.records)
    states = turn_states(GAME, n, seed, {"aim_error": "small"}, played.log)
    assert encode(states[-1]) == encode(played.state)
    assert GAME.view(again.state, None)["players"] == GAME.view(played.state, None)["players"]


def test_an_old_log_without_records_replays_by_simulating():
    """AE-6.1: a log written before flicks were recorded replays by simulating each flick."""
    played = _game(3, 33, 120)
    old = [(seat, GAME.public_move(seat, move)) for seat, move in played.log]
    assert any(m.startswith("flick") for _, m in old) and all(" = " not in m for _, m in old)
    again = Match.replay(GAME, 3, 33, {"aim_error": "small"}, old)
    assert encode(again.state) == encode(played.state)
    assert again.log == played.log  # the rebuilt log carries the records


def test_undo_after_a_flick_keeps_the_record(ae):
    """AE-6.1 / AE-6.2: without aim error a flick can be undone, and playing its recorded text
    again gives the same position."""
    match = Match.start(GAME, 2, 40, {"aim_error": "none"})
    seat = match.to_act()
    assert seat is not None
    flick = next(m for m in match.legal_moves(seat) if m.startswith("flick"))
    text = match.play(seat, flick)
    after = encode(match.state)
    match.play(seat, "undo")
    assert match.play(seat, text) == text and encode(match.state) == after


def test_a_state_saved_before_flick_records_keeps_its_pictures(ae):
    """AE-6.3 / AE-8.1: a version-1 state (flick pictures kept whole, no VP box) decodes and
    shows its last flick as it was."""
    s = ae.play(ae.build(ships={"r1": (450, 450)}), "flick r1 0 20")
    picture = GAME.view(s, None)["last_flick"]
    data = encode(s)
    data.update(version=1, last_flick=picture)
    data["turn_moves"] = [{"events": m["events"], "flick": picture} for m in data["turn_moves"]]
    del data["vp_box"]
    old = GAME.decode(data)
    assert GAME.view(old, None)["last_flick"] == picture
    assert GAME.view(old, None)["turn_flicks"] == [picture]
    assert old.vp_box == s.vp_box


def test_a_flick_pictured_with_other_physics_ends_where_it_rested(ae, shake):
    """AE-6.3 / AE-6.1: the view simulates a kept flick's path again; when the physics now
    disagrees, the path still ends where the record says the ship came to rest."""
    s = ae.play(ae.build(ships={"r1": (300, 450), "r2": (360, 455)}), "flick r1 0 30")
    shake()
    flick = GAME.view(s, None)["last_flick"]
    for sid, path in [("r1", flick["path"]), *flick["pushed"].items()]:
        x, y = s.pos[sid]
        assert path[-1] == [round(x, 1), round(y, 1)]
    assert set(flick["pushed"]) <= {"r2"}
