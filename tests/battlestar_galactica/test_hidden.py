"""Hidden information (BSG-26): what each seat's view holds."""

from __future__ import annotations

import json
from typing import get_type_hints

from games.battlestar_galactica import GAME
from games.battlestar_galactica.machine import frame
from games.battlestar_galactica.view import PlayerView, SecretView, View
from tests.battlestar_galactica.conftest import answer, game, pass_windows, quiet, run, seat_of

CHARS = ["roslin", "adama", "starbuck", "tyrol"]


def test_views_are_typed_and_complete():
    """BSG-26 / BSG-27.2: the view has every field of its TypedDict (the table's action queue
    reads `pending` and `awaiting`)."""
    s = game(4, CHARS)
    view = GAME.view(s, 0)
    assert set(view) == set(get_type_hints(View))
    assert set(view["players"][0]) == set(get_type_hints(PlayerView))
    assert set(view["me"]) == set(get_type_hints(SecretView))
    assert view["awaiting"] == list(GAME.awaiting(s))
    json.dumps(view)


def test_secrets_reach_only_their_owner():
    """BSG-26: hands, loyalty cards, Super Crisis cards, trauma and the Quorum hand are the
    owner's; everyone sees counts."""
    s = game(4, CHARS, {"objective": "ionian_nebula"})
    roslin, chief = seat_of(s, "roslin"), seat_of(s, "tyrol")
    s.players[chief]["supers"] = ["inbound_nukes"]
    mine = GAME.view(s, chief)
    theirs = GAME.view(s, roslin)
    spectator = GAME.view(s, None)
    assert mine["me"]["hand"] == sorted(s.players[chief]["hand"])
    assert mine["me"]["supers"] == ["inbound_nukes"] and mine["me"]["trauma"]
    assert theirs["players"][chief]["hand"] == len(s.players[chief]["hand"])
    assert theirs["players"][chief]["supers"] == 1 and "inbound_nukes" not in json.dumps(theirs)
    assert theirs["me"]["quorum"] == sorted(s.quorum_hand) and mine["me"]["quorum"] == []
    assert spectator["me"] is None and spectator["quorum_hand"] == len(s.quorum_hand)


def test_contributions_hidden_then_shuffled_unattributed():
    """BSG-26.1 / BSG-26.2: contributions are counts until the reveal, which lists the cards
    in an order drawn from the state's RNG, with no owner."""
    from games.battlestar_galactica.data.script import check
    from games.battlestar_galactica.state import _jsonable

    s = quiet(game(4, CHARS))
    for p in s.players:
        p["hand"] = ["le1", "le2"]
    spec = _jsonable(check(3, "le"))[1]
    s = run(s, frame("skill_check", spec=spec, difficulty=3, ctx={"src": "crisis"}))
    seats = list(s.pending["seats"])
    s = answer(s, seats[0], "contribute le1 le2")
    other = GAME.view(s, seats[1])
    public = {k: v for k, v in other.items() if k != "me"}
    assert "le1" not in json.dumps(public)
    assert other["pending"]["check"]["contributed"] == {str(seats[0]): 2}
    assert other["me"]["options"]  # its own choices only
    for q in seats[1:]:
        s = answer(s, q, "contribute le1")
    s = pass_windows(s)
    reveal = next(e for e in s.events if e["event"] == "check_revealed")
    assert all(owner is None for _, owner in reveal["cards"])


def test_private_draws_looks_and_destinations():
    """BSG-26 / BSG-11.3 / BSG-1.10.2: drawn cards and destination choices reach their drawer;
    discards and the top of each discard pile are public, the pile size is not."""
    s = quiet(game(4, CHARS))
    adama = seat_of(s, "adama")
    s.destination_deck += ["deep_space_1", "desolate_moon"]
    s = run(s, frame("fleet_jump", auto=True))
    for seat in range(4):
        view = GAME.view(s, seat)
        drawn = next(e for e in view["events"] if e["event"] == "destinations_drawn")
        assert ("secret" in drawn) is (seat == adama)
    view = GAME.view(s, None)
    assert "discard_tops" in view and not any("discards" in k for k in view if k != "discards")


def test_communications_backs_are_private():
    """BSG-26 (civilian ships): face down for everyone; Communications shows two to its user."""
    s = quiet(game(4, CHARS))
    chief = seat_of(s, "tyrol")
    s.players[chief]["loc"] = "communications"
    s.players[chief]["hand"] = []
    s = run(s, frame("location_action", seat=chief, loc="communications", toll=0))
    s = answer(s, chief, GAME.legal_moves(s, chief)[0])
    seen = next(e for e in GAME.view(s, chief)["events"] if e["event"] == "civilians_seen")
    assert len(seen["secret"]["backs"]) == 2
    other = next(e for e in GAME.view(s, seat_of(s, "roslin"))["events"]
             if e["event"] == "civilians_seen")
    assert "secret" not in other and GAME.view(s, chief)["me"]["known"]


def test_public_log_and_private_audit():
    """BSG-26.3: the move log (the audit) keeps a contribution's cards; `public_move` is what
    the channel shows."""
    assert GAME.public_move(0, "contribute le3 ta2") == "contribute 2"
    assert GAME.public_move(0, "contribute none") == "contribute 0"
    assert GAME.public_move(0, "take le3") == "take ?"
    assert GAME.public_move(0, "choose a") == "choose a"
    # Tory's Influential (BSG-1.18): the order of the Quorum cards she saw stays hers
    assert GAME.public_move(0, "stack inspirational_speech_2") == "stack ?"
    assert GAME.public_move(0, "recon bottom") == "recon bottom"  # BSG-26: public (data)


def test_the_hidden_information_check_finds_a_planted_leak():
    """BSG-26: the playouts' check is not blind: a scouted card, a Quorum card in the
    President's hand, a skill card or trauma token in a public event, or a standing order in
    the view are each caught for every seat that may not see them."""
    import pytest

    from tests.battlestar_galactica.hidden_map import check_view

    s = quiet(game(4, CHARS, {"objective": "ionian_nebula"}))
    roslin, chief = seat_of(s, "roslin"), seat_of(s, "tyrol")
    top = s.crisis_deck[-1]
    s.players[chief]["known"].append({"kind": "crisis", "top": top})
    s.quorum_hand = [s.quorum_deck.pop()]
    token = s.players[chief]["trauma"][0]
    leaks = [{"event": "crisis_revealed", "card": top, "seat": chief},
             {"event": "quorum_played", "card": s.quorum_hand[0], "seat": roslin},
             {"event": "draw", "seat": chief, "colour": "le", "count": 1, "cards": ["le3"]},
             {"event": "trauma_drawn", "seat": chief, "count": 1, "tokens": [token]},
             {"event": "action", "seat": chief, "move": "order roll ta3"}]
    for seat in range(4):
        check_view(s, seat)  # the position itself is clean
    for leak in leaks:
        planted = s.clone()
        planted.events = [leak]
        with pytest.raises(AssertionError):
            check_view(planted, None)


def _strategic_planning_window():
    """A crisis roll whose before-roll window waits on Roslin alone (she alone holds
    Strategic Planning)."""
    s = quiet(game(4, CHARS))
    for p in s.players:
        p["hand"] = []
    roslin = seat_of(s, "roslin")
    s.players[roslin]["hand"] = ["ta3"]
    then = frame("roll_ranges", ranges=[[1, 8, [["res", "morale", -1]]]], ctx={})
    return run(s, frame("die", kind="crisis", roller=s.current, then=then)), roslin


def test_who_is_asked_in_an_interrupt_window_is_secret():
    """BSG-26 / BSG-18.1 (ruling): a window opens only to the seats holding something to play
    there, so the public and every other seat see that a window is open, never whom it waits
    on; the asked seat's own view says it is asked."""
    s, roslin = _strategic_planning_window()
    assert s.pending["kind"] == "window" and s.pending["seats"] == [roslin]
    for viewer in [None, *(q for q in range(4) if q != roslin)]:
        view = GAME.view(s, viewer)
        assert view["pending"]["kind"] == "window"
        assert view["pending"]["seats"] == [] and view["awaiting"] == [], viewer
    own = GAME.view(s, roslin)
    assert own["pending"]["seats"] == [roslin] and own["awaiting"] == [roslin]
    assert own["me"]["options"] == ["play ta3", "pass"]


def test_a_fired_standing_order_is_told_to_its_owner_alone():
    """BSG-27.4: a card order that fires leaves its play in public (the card is played, face
    up) but the order itself only in its owner's view: nobody else learns it was an order."""
    s = quiet(game(4, CHARS))
    for p in s.players:
        p["hand"] = []
    roslin = seat_of(s, "roslin")
    s.players[roslin]["hand"] = ["ta3"]
    s = GAME.apply(s, roslin, "order roll ta3")
    then = frame("roll_ranges", ranges=[[1, 8, [["res", "morale", -1]]]], ctx={})
    s = run(s, frame("die", kind="crisis", roller=s.current, then=then))
    assert [e["seat"] for e in s.events if e["event"] == "standing_order"] == [roslin]
    for viewer in [None, *(q for q in range(4) if q != roslin)]:
        assert not [e for e in GAME.view(s, viewer)["events"]
                    if e["event"] == "standing_order"], viewer
    assert [e["move"] for e in GAME.view(s, roslin)["events"]
            if e["event"] == "standing_order"] == ["play ta3"]


def test_the_hidden_information_check_finds_window_seats_in_a_view(monkeypatch):
    """BSG-26: the playouts' check catches a view that lists the seats asked in a window."""
    import pytest

    from games.battlestar_galactica import view as V
    from tests.battlestar_galactica.hidden_map import check_view

    s, _roslin = _strategic_planning_window()
    check_view(s, None)
    monkeypatch.setattr(V, "asked", lambda state, seat: list(state.pending["seats"]))
    with pytest.raises(AssertionError):
        check_view(s, None)


def test_a_window_asking_the_player_who_just_moved_is_a_turn_of_its_own():
    """BSG-26 (ruling 33): a window asking only the seat that was deciding still changes the
    turn key (so the table posts it as it posts any window), and so does that seat's next
    decision after the window: no missing post tells that the mover held a card."""
    from games.battlestar_galactica.machine import ask

    s = game(4, seed=5)
    mover = GAME.awaiting(s)[0]
    key = GAME.turn_key(s)
    ask(s, frame("probe"), mover, "window", ["pass"])
    after_window = GAME.turn_key(s)
    assert after_window != key
    s.stack.pop()
    ask(s, frame("probe"), mover, "choice", ["choose a", "choose b"])
    assert GAME.turn_key(s) not in (key, after_window)
