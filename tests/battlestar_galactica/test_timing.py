"""Dice (BSG-1.1), interrupt windows and limits (BSG-18), standing orders and the
play-by-forum contract (BSG-27)."""

from __future__ import annotations

import pytest

from games.base import IllegalMove
from games.battlestar_galactica import GAME
from games.battlestar_galactica.machine import frame
from games.match import Match
from tests.battlestar_galactica.conftest import (
    answer,
    events,
    game,
    pass_windows,
    quiet,
    run,
    seat_of,
    settle,
)

CHARS = ["roslin", "adama", "starbuck", "tyrol"]


def base(chars=CHARS, opts=None):
    s = quiet(game(4, chars, opts))
    for p in s.players:
        p["hand"] = []
    return s


def roll(s, kind="crisis", roller=None):
    then = frame("roll_ranges", ranges=[[1, 8, [["res", "morale", -1]]]], ctx={})
    return run(s, frame("die", kind=kind, roller=s.current if roller is None else roller,
                        then=then))


def test_strategic_planning_window_and_clamp(dice):
    """BSG-1.1 / BSG-1.1.1 / BSG-1.1.2 / BSG-18 / BSG-18.1: before a roll every human holding
    Strategic Planning
    may add 2 (once per roll); results stay within 1..8."""
    s = base()
    roslin, chief = seat_of(s, "roslin"), seat_of(s, "tyrol")
    s.players[roslin]["hand"] = ["ta3"]
    s.players[chief]["hand"] = ["ta4"]
    s = roll(s)
    assert s.pending["kind"] == "window" and sorted(s.pending["seats"]) == sorted([roslin, chief])
    dice(7)
    s = answer(s, roslin, "play ta3")
    assert s.pending is None  # the other Strategic Planning left the window with it
    assert events(s, "roll")[-1]["result"] == 8 and s.players[chief]["hand"] == ["ta4"]


def test_reroll_keeps_modifiers(dice):
    """BSG-1.1.3 / BSG-1.18 (ECO Officer): Helo rerolls once per turn; the +2 stays."""
    s = base(["roslin", "helo", "starbuck", "tyrol"])
    helo = seat_of(s, "helo")
    s.current = helo
    s.players[helo]["loc"] = "command"
    s.players[seat_of(s, "roslin")]["hand"] = ["ta5"]
    s = roll(s, roller=helo)
    dice(1, 4)
    s = answer(s, seat_of(s, "roslin"), "play ta5")
    assert s.pending["info"]["window"] == "after_roll"
    s = answer(s, helo, "use eco_officer")
    assert events(s, "roll")[-1]["result"] == 6 and s.flags["eco_used"]


def test_longshot_and_gaeta(dice):
    """BSG-24.4 / BSG-24.1: Anders chooses a result on his turn (no modifier, no reroll);
    Gaeta may reroll the FTL Control die."""
    s = base(["roslin", "adama", "anders", "tyrol"])
    anders = seat_of(s, "anders")
    s.current = anders
    s = roll(s, roller=anders)
    s = answer(s, anders, "use longshot 8")
    assert events(s, "roll")[-1]["result"] == 8 and s.pending is None
    s = base(["roslin", "gaeta", "starbuck", "tyrol"])
    dice(2, 8)
    s = roll(s, kind="ftl")
    s = answer(s, seat_of(s, "gaeta"), "use ftl_operator")
    assert events(s, "roll")[-1]["result"] == 8


def test_standing_orders(dice):
    """BSG-27.4: a standing order plays the card when the window opens, without asking; a
    pass order keeps a seat out of such windows; orders come from any seat at any time."""
    s = base()
    roslin, chief = seat_of(s, "roslin"), seat_of(s, "tyrol")
    s.players[roslin]["hand"] = ["ta3"]
    s.players[chief]["hand"] = ["ta4"]
    with pytest.raises(IllegalMove):
        GAME.canonical(s, roslin, "order roll ta4")  # not in hand
    s = GAME.apply(s, roslin, "order roll ta3")
    s = GAME.apply(s, chief, "order roll pass")
    assert s.players[roslin]["orders"] == [{"on": "roll", "card": "ta3", "kind": "any"}]
    dice(3)
    s = roll(s)
    assert s.pending is None and events(s, "standing_order")
    assert events(s, "roll")[-1]["result"] == 5 and s.players[roslin]["orders"] == []
    s = GAME.apply(s, chief, "order cancel")
    assert s.players[chief]["orders"] == []
    assert GAME.public_move(roslin, "order roll ta3") == "order ?"


def test_standing_orders_at_any_time_edit_cancel_and_pass_all(dice):
    """BSG-27.4: orders are given, changed and cancelled privately at any time (even while the
    game waits on someone else) without changing whose turn it is or anything others see; a
    new order for the same trigger replaces the old one; `order cancel <trigger>` drops one
    trigger's orders; `order all pass` closes every window for the seat at once, while a card
    order it holds still fires first; `order crisis pass` stays out of crisis windows."""
    s = base()
    roslin, chief = seat_of(s, "roslin"), seat_of(s, "tyrol")
    s.players[roslin]["hand"] = ["ta3", "ta4"]
    s.players[chief]["hand"] = ["ta3", "ta4"]
    s = roll(s)  # a window before the roll waits on both holders of Strategic Planning
    assert set(GAME.awaiting(s)) == {roslin, chief}
    s = answer(s, roslin, "pass")  # roslin is no longer awaited ...
    assert roslin not in GAME.awaiting(s) and GAME.anytime("order roll ta3")
    waiting, key = GAME.awaiting(s), GAME.turn_key(s)
    public = GAME.encode(s) and GAME.view(s, None)
    s = answer(s, roslin, "order roll ta3")  # ... and still gives orders
    s = answer(s, roslin, "order roll ta4")  # changes it
    s = answer(s, roslin, "order check pass")
    s = answer(s, roslin, "order all pass")
    assert GAME.awaiting(s) == waiting and GAME.turn_key(s) == key
    assert GAME.view(s, None) == public  # nothing public changed, not even the last events
    assert GAME.view(s, roslin)["me"]["orders"] == [
        {"on": "roll", "card": "ta4", "kind": "any"}, {"on": "check", "card": "pass",
                                                         "kind": "any"},
        {"on": "all", "card": "pass", "kind": "any"}]
    assert GAME.view(s, chief)["players"] == public["players"]
    s = answer(s, roslin, "order cancel check")
    assert [o["on"] for o in s.players[roslin]["orders"]] == ["roll", "all"]
    dice(3, 3, 3)
    s = answer(s, chief, "pass")
    s.players[chief]["hand"] = []
    s = roll(s)  # the card order fires before the pass-all order
    assert s.pending is None and events(s, "standing_order")[-1]["move"] == "play ta4"
    s.players[chief]["hand"] = ["ta3"]
    s = roll(s)  # chief is asked; roslin's pass-all answers for her (she still holds ta3)
    assert "ta3" in s.players[roslin]["hand"] and GAME.awaiting(s) == (chief,)
    with pytest.raises(IllegalMove):
        GAME.canonical(s, roslin, "order all ta3")  # pass only
    with pytest.raises(IllegalMove):
        GAME.canonical(s, roslin, "order cancel nowhere")
    assert GAME.canonical(s, roslin, "order crisis pass") == "order crisis pass"
    assert not GAME.anytime("pass") and not GAME.anytime("contribute none")


def test_a_standing_order_lapses_when_its_card_leaves_the_hand(dice):
    """BSG-27.4: an order names a card in hand; once that card is gone (discarded, added to a
    check, given away) the order lapses and the panel stops listing it, and a copy drawn later
    does not bring it back; pass orders stay."""
    s = base()
    roslin = seat_of(s, "roslin")
    s.players[roslin]["hand"] = ["ta3", "ta4"]
    s = answer(s, roslin, "order roll ta3")
    s = answer(s, roslin, "order check pass")
    s.players[roslin]["hand"].remove("ta3")  # discarded, as a move of the game would
    dice(3)
    s = roll(s)  # the order cannot fire: she is asked, holding ta4
    assert GAME.awaiting(s) == (roslin,)
    s = answer(s, roslin, "pass")
    assert s.players[roslin]["orders"] == [{"on": "check", "card": "pass", "kind": "any"}]
    assert GAME.view(s, roslin)["me"]["orders"] == s.players[roslin]["orders"]


def test_standing_orders_of_several_seats_current_player_first(dice):
    """BSG-27.4 (ruling 27): orders of several seats for one window answer in turn order from
    the current player; Strategic Planning fired by the first leaves the others' orders."""
    s = base()
    roslin, chief = seat_of(s, "roslin"), seat_of(s, "tyrol")
    s.current = chief
    for q in (roslin, chief):
        s.players[q]["hand"] = ["ta3"]
        s = answer(s, q, "order roll ta3")
    dice(2)
    s = roll(s)
    assert s.pending is None
    assert [e["seat"] for e in events(s, "standing_order")] == [chief]
    assert s.players[roslin]["orders"] and not s.players[chief]["orders"]


def test_simultaneous_discards_and_drawing_order():
    """BSG-18.2: several players discarding choose at once; BSG-3.7 hand limits use it."""
    s = base()
    for q in range(4):
        s.players[q]["hand"] = ["po1", "po2", "le1"]
    s = run(s, {"op": "discard", "args": ["all", 1], "ctx": {}})
    assert sorted(s.pending["seats"]) == [0, 1, 2, 3]
    assert GAME.awaiting(s) == (0, 1, 2, 3) and GAME.to_act(s) == 0
    assert GAME.turn_key(s)[1] == -1


def test_component_limits_and_partial_effects():
    """BSG-18.3 / BSG-18.5: with 2 centurion tokens left, "place 3" places 2 and the rest of
    the effect still happens."""
    s = base()
    s.boarding = [0, 1]
    s = run(s, {"op": "centurion", "args": [3], "ctx": {}},
            {"op": "res", "args": ["food", -1], "ctx": {}})
    assert len(s.boarding) == 4 and s.res["food"] == 7


def test_played_card_leaves_the_hand_at_once():
    """BSG-18.4 / BSG-1.10.1: a played card is in the discard pile while it resolves."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.players[chief]["hand"] = ["po1"]
    s = run(s, frame("action", seat=chief, left=1))
    s = answer(s, chief, "play po1")
    assert s.discards["po"][-1] == "po1" and s.pending["kind"] == "draw"


def test_absent_players_and_public_moves():
    """BSG-27.3 / BSG-27.5 / BSG-26.3: an absent player contributes nothing and passes
    windows; contributions are posted as counts; the log keeps the full move."""
    s = base()
    s.players[seat_of(s, "roslin")]["hand"] = ["po1"]
    from games.battlestar_galactica.data.script import check
    from games.battlestar_galactica.state import _jsonable

    spec = _jsonable(check(3, "po"))[1]
    s = run(s, frame("skill_check", spec=spec, difficulty=3, ctx={"src": "crisis"}))
    roslin = seat_of(s, "roslin")
    assert GAME.timeout_move(s, roslin) == "contribute none"
    assert GAME.public_move(roslin, "contribute po1") == "contribute 1"
    assert GAME.public_move(roslin, "move command") == "move command"
    assert GAME.timeout_move(s, (roslin + 1) % 4) is None


def test_match_replays_and_undo_across_private_steps():
    """BSG-27 / BSG-27.1 / BSG-27.2 / BSG-27.6 / BSG-27.7 / BSG-27.9: the bot is the moderator:
    every
    decision is a logged move in one notation, the game replays from seed and log, and undo
    never crosses a draw or a roll."""
    match = Match.start(GAME, 4, 11, {})
    for _ in range(120):
        seats = match.awaiting()
        if not seats:
            break
        seat = seats[0]
        match.play(seat, GAME.ai_move(match.state, seat, "random", len(match.log)))
    again = Match.replay(GAME, 4, 11, {}, match.log)
    assert GAME.encode(again.state) == GAME.encode(match.state)


def test_windows_only_for_who_can_play():
    """BSG-18.1 / BSG-27.3: nobody is asked when nobody holds a card for the window."""
    s = base()
    s = roll(s)
    assert s.pending is None


def test_moral_compass_and_secret_destiny():
    """BSG-1.18 (Helo, Starbuck): Helo may switch the box after a Crisis choice; Starbuck may
    discard a revealed Crisis and draw another."""
    s = base(["roslin", "helo", "starbuck", "tyrol"])
    s.current = seat_of(s, "tyrol")
    s.crisis_deck += ["riots_1", "water_sabotaged"]
    s = run(s, frame("crisis_step"))
    sb = seat_of(s, "starbuck")
    assert s.pending["info"]["window"] == "crisis_revealed"
    s = answer(s, sb, "use secret_destiny")
    assert events(s, "crisis_discarded") and s.players[sb]["opg"]
    assert s.pending["seats"] == [s.titles["admiral"]]  # Riots, the replacement
    s = answer(s, s.titles["admiral"], "choose b")
    s = answer(s, seat_of(s, "helo"), "use moral_compass a")
    s = settle(pass_windows(s))
    assert events(s, "choice")[-1]["box"] == "a"
