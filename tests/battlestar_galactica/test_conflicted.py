"""Conflicted Loyalties (BSG-22): Personal Goals and the Final Five."""

from __future__ import annotations

from games.battlestar_galactica import GAME
from games.battlestar_galactica.machine import frame
from tests.battlestar_galactica.conftest import answer, events, game, quiet, run, seat_of, settle

CL = {"personal_goals": True, "final_five": True}
CHARS = ["roslin", "adama", "starbuck", "tyrol"]


def base():
    s = quiet(game(4, CHARS, CL))
    for p in s.players:
        p["hand"] = []
    return s


def test_goals_and_final_five_join_the_not_a_cylon_pile():
    """BSG-22 / BSG-22.1: with both halves the 13 cards are shuffled among the Not-a-Cylon cards."""
    s = game(4, CHARS, CL)
    every = s.human_pile + s.loyalty_deck + [c for p in s.players
                                             for c in p["loyalty"] + p["shown"]]
    assert sum(c.startswith(("goal_", "ff_")) for c in every) == 13
    assert sum(c.startswith(("human_", "goal_", "ff_")) for c in every) == 16 + 13


def test_reveal_a_goal_and_draw_again():
    """BSG-22.2 / BSG-22.2.1 / BSG-22.2.2: Self-Destruction is revealed as an action from
    Sickbay; at distance 6 or less a new loyalty card follows."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.players[chief].update(loyalty=["goal_self_destruction"], loc="command", hand=["po1"])
    s = run(s, frame("action", seat=chief, left=1))
    assert "goal goal_self_destruction" not in GAME.legal_moves(s, chief)
    s = quiet(s)
    s.players[chief]["loc"] = "sickbay"
    s = run(s, frame("action", seat=chief, left=1))
    s = answer(s, chief, "goal goal_self_destruction")
    p = s.players[chief]
    assert p["shown"] == ["goal_self_destruction"] and len(p["loyalty"]) == 1


def test_selfish_discards_twenty():
    """BSG-22.2.1 (Selfish): the reveal discards skill cards worth 20 strength."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.players[chief].update(loyalty=["goal_selfish"], hand=["en5", "en6", "le5", "po4", "en1"])
    s = run(s, frame("action", seat=chief, left=1))
    s = answer(s, chief, "goal goal_selfish")
    for card in ("en6", "le5", "en5", "po4"):
        s = answer(s, chief, f"discard {card}")
    assert s.players[chief]["hand"] == ["en1"] and "goal_selfish" in s.players[chief]["shown"]


def test_unrevealed_goals_cost_at_the_end():
    """BSG-22.2.3 / BSG-19.2: an unrevealed goal held by a human (a hidden Cylon too) costs its
    resource at the end and can lose the game; a revealed Cylon's goal costs nothing."""
    s = base()
    s.players[0]["loyalty"] = ["goal_stand_and_fight"]
    s.players[1]["loyalty"] = ["goal_selfish", "cylon_brig"]
    s.players[2].update(loyalty=["goal_devastation"], revealed=True)
    s.milestones.append("final")
    s.res["fuel"] = 1
    s = run(s, frame("fleet_jump", auto=True))
    assert s.res["population"] == 11 and s.res["morale"] == 10
    assert s.winner == "cylons" and s.res["fuel"] == 0


def test_executed_goal_is_discarded():
    """BSG-22.2.4: an executed human shows his loyalty; goals are simply discarded."""
    s = base()
    chief = seat_of(s, "tyrol")
    s.players[chief]["loyalty"] = ["goal_sacrifice"]
    s = run(s, frame("execution", seat=chief))
    assert "goal_sacrifice" in s.loyalty_discard


def test_final_five_examined():
    """BSG-22.3 / BSG-22.3.1 / BSG-22.3.4 / BSG-22.3.5: an examined Final Five card is
    revealed and resolved (the examiner to the Brig), then shuffled back."""
    s = base()
    roslin, chief = seat_of(s, "roslin"), seat_of(s, "tyrol")
    s.players[chief]["loyalty"] = ["ff_brig_examiner"]
    s = run(s, frame("look_loyalty", viewer=roslin, target=chief, count=1))
    assert s.players[roslin]["loc"] == "brig" and events(s, "final_five")
    assert s.players[chief]["loyalty"] == ["ff_brig_examiner"]


def test_final_five_holder_executed_and_order():
    """BSG-22.3.2 / BSG-22.3.3: several cards examined at once are ordered by the current
    player and all resolve; the "you are executed" card executes the holder (the others
    discard 2 at random) and leaves the game; the other card, shown by the execution, makes
    everyone discard 2 more."""
    s = base()
    roslin, chief = seat_of(s, "roslin"), seat_of(s, "tyrol")
    s.players[chief]["loyalty"] = ["ff_damage", "ff_execute_holder"]
    s.players[roslin]["hand"] = ["po1", "po2", "po3"]
    s = run(s, frame("look_loyalty", viewer=roslin, target=chief, count=99))
    assert s.pending["kind"] == "first" and s.pending["seats"] == [s.current]
    s = answer(s, s.current, "first ff_execute_holder")
    s = settle(s)
    assert "ff_execute_holder" in s.loyalty_out and "tyrol" in s.used_characters
    assert s.players[roslin]["hand"] == []
    assert len(events(s, "galactica_damaged")) == 2
