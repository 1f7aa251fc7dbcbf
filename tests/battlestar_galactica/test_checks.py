"""Skill checks (BSG-6), the Destiny deck (BSG-1.11) and Skill Check Abilities (T-04, T-05)."""

from __future__ import annotations

import pytest

from games.base import IllegalMove
from games.battlestar_galactica import GAME
from games.battlestar_galactica.data.script import check
from games.battlestar_galactica.machine import frame
from games.battlestar_galactica.state import _jsonable
from tests.battlestar_galactica.conftest import (
    answer,
    events,
    game,
    pass_windows,
    quiet,
    run,
    seat_of,
)

CHARS = ["roslin", "adama", "starbuck", "tyrol"]


def setup(chars=CHARS, hands=None, destiny=("po1", "le1"), opts=None):
    s = quiet(game(4, chars, opts))
    for seat in range(4):
        s.players[seat]["hand"] = list((hands or {}).get(s.players[seat]["character"], []))
    s.destiny = list(destiny)
    return s


def start(s, difficulty, colours, src="crisis", **kw):
    spec = _jsonable(check(difficulty, colours, **kw))[1]
    return run(s, frame("skill_check", spec=spec, difficulty=difficulty,
                        ctx={"src": src, "card": "test", "actor": s.current}))


def contribute(s, plays, windows_after=True):
    """Answer the contribution step: {character: "le3 ta2"}; the others give nothing. Windows
    before it are passed, and after it too unless `windows_after` is False."""
    s = pass_windows(s)
    assert s.pending["kind"] == "contribute"
    for seat in list(s.pending["seats"]):
        cards = plays.get(s.players[seat]["character"], "")
        s = answer(s, seat, f"contribute {cards or 'none'}")
    return pass_windows(s) if windows_after else s


def result(s):
    return events(s, "check_result")[-1]


def test_procedure_total_and_public_counts():
    """BSG-6 / BSG-6.1 / BSG-6.2 / BSG-1.11 / BSG-1.11.2 / BSG-26.1: two Destiny cards, everyone at
    once with
    counts public, positive colours minus the others, pass at the difficulty."""
    s = setup(hands={"adama": ["le4", "le3"], "roslin": ["po2"], "tyrol": ["en5"]},
              destiny=("le1", "ta2"))
    s.current = seat_of(s, "adama")
    s = pass_windows(start(s, 8, "le ta", pass_=(("res", "morale", 1),),
                           fail=(("res", "morale", -1),)))
    order = s.pending["info"]["order"]
    assert order[-1] == s.current and len(order) == 4
    s = answer(s, seat_of(s, "adama"), "contribute le4 le3")
    view = GAME.view(s, seat_of(s, "roslin"))
    counts = view["pending"]["check"]["contributed"]
    assert counts[str(seat_of(s, "adama"))] == 2
    assert all(n == 0 for q, n in counts.items() if q != str(seat_of(s, "adama")))
    assert "le4" not in str(view["pending"])
    s = contribute(s, {"roslin": "po2", "tyrol": "en5"})
    total = 1 + 2 + 4 + 3 - 2 - 5
    assert result(s)["result"] == "fail" and result(s)["total"] == total
    assert events(s, "contributions")[0]["counts"][str(seat_of(s, "adama"))] == 2
    revealed = events(s, "check_revealed")[0]
    assert sorted(c for c, _ in revealed["cards"]) == sorted(["le1", "ta2", "le4", "le3",
                                                              "po2", "en5"])
    assert all(q is None for _, q in revealed["cards"])


def test_partial_and_declare_emergency():
    """BSG-6.2.10: partial between the thresholds; Declare Emergency after totalling lowers the
    difficulty by 2 without moving the partial threshold (BSG-1.10)."""
    s = setup(hands={"roslin": ["po4"], "adama": ["le3"]}, destiny=("po1", "po2"))
    s = start(s, 10, "po le", partial=6, partial_steps=(("res", "food", -1),),
              fail=(("res", "food", -2),))
    s = contribute(s, {"roslin": "po4"}, windows_after=False)
    s = answer(s, seat_of(s, "tyrol"), "pass")  # the Chief's Blind Devotion window
    assert s.pending["kind"] == "window" and s.pending["info"]["window"] == "after_total"
    s = answer(s, seat_of(s, "adama"), "play le3")
    assert result(s)["result"] == "partial" and result(s)["difficulty"] == 8
    assert s.res["food"] == 7


def test_contribution_limits():
    """BSG-6.2.4 / BSG-15.1 / BSG-14.4: the Brig and revealed Cylons 1 card, Gaeta 3, Cally
    0 or at least 2 (not in the Brig)."""
    s = setup(["roslin", "gaeta", "starbuck", "cally"],
              hands={"gaeta": ["le1"] * 5, "cally": ["en1", "en2", "po1"],
                     "starbuck": ["pi1", "pi2"], "roslin": ["po1", "po2"]})
    s.players[seat_of(s, "roslin")]["loc"] = "brig"
    s.players[seat_of(s, "starbuck")]["revealed"] = True
    s = start(s, 5, "le")
    for who, bad in (("gaeta", "contribute le1 le1 le1 le1"), ("cally", "contribute en1"),
                     ("roslin", "contribute po1 po2"), ("starbuck", "contribute pi1 pi2")):
        with pytest.raises(IllegalMove):
            GAME.canonical(s, seat_of(s, who), bad)
    assert GAME.canonical(s, seat_of(s, "cally"), "contribute en2 en1") == "contribute en1 en2"
    s.players[seat_of(s, "cally")]["loc"] = "brig"
    with pytest.raises(IllegalMove):
        GAME.canonical(s, seat_of(s, "cally"), "contribute en1 en2")


def test_destiny_rebuilt_when_empty():
    """BSG-1.11.1 / BSG-1.11.2 / BSG-2.7: an empty Destiny deck is rebuilt from 2 cards of each
    skill deck."""
    s = setup(destiny=())
    s = start(s, 1, "po")
    assert len(s.destiny) == 8 and events(s, "destiny_built")


def test_t04_red_tape_uses_printed_strength():
    """T-04 / BSG-6.5 / BSG-1.10: Red Tape removes printed 5 and 6 cards; a card made stronger
    (an Engineering 3 doubled by Establish Network) stays."""
    s = setup(hands={"roslin": ["po0", "po5"], "tyrol": ["en0", "en3"], "adama": ["le6"]},
              destiny=("le1", "le2"))
    s = start(s, 1, "en")
    s = contribute(s, {"roslin": "po0 po5", "tyrol": "en0 en3", "adama": "le6"})
    assert events(s, "red_tape")[0]["removed"] and sorted(events(s, "red_tape")[0]["removed"]
                                                          ) == ["le6", "po5"]
    assert result(s)["total"] == 6 - 1 - 2
    assert s.discards["po"].count("po5") == 1


def test_t05_iron_will_and_consequence():
    """T-05 / BSG-6.6 / BSG-1.13.7: Iron Will stops the fail effect at 9 against 12, and the
    Consequence still resolves because a Skill Check Ability card was in the check."""
    s = setup(hands={"adama": ["le0", "le5", "le2"]}, destiny=("le1", "le1"))
    s = start(s, 12, "le", fail=(("res", "morale", -1),), consequence=(("res", "food", -1),))
    s = contribute(s, {"adama": "le0 le5 le2"})
    assert result(s)["result"] == "fail" and result(s)["total"] == 9
    assert events(s, "fail_suppressed") and s.res["morale"] == 10 and s.res["food"] == 7


def test_only_first_ability_of_a_name_and_trust_instincts():
    """BSG-6.5 / BSG-20.2: duplicate abilities are ignored; Trust Instincts adds the top two
    Destiny cards face up and their abilities resolve too."""
    s = setup(hands={"adama": ["ta0", "en0"], "roslin": ["en0"]},
              destiny=("le1", "le1", "en2", "en0"))
    s = start(s, 20, "en ta")
    s = contribute(s, {"adama": "ta0 en0", "roslin": "en0"})
    abilities = [e["ability"] for e in events(s, "skill_check_ability")]
    assert abilities.count("establish_network") == 1 and "trust_instincts" in abilities
    assert events(s, "destiny_added")[0]["cards"] == ["le1", "le1"]
    assert result(s)["total"] == 4 - 2  # the Destiny en2 doubled, minus the two added le1


def test_investigative_committee_and_scientific_research():
    """BSG-6.2.2 / BSG-26: Investigative Committee shows every card with its owner;
    Scientific Research makes Engineering positive."""
    s = setup(hands={"roslin": ["po3"], "tyrol": ["en4", "en2"]}, destiny=("po1", "po1"))
    s = start(s, 5, "po")
    assert s.pending["info"]["window"] == "before_check"
    s = answer(s, seat_of(s, "roslin"), "play po3")
    s = answer(s, seat_of(s, "tyrol"), "play en4")
    s = contribute(s, {"tyrol": "en2"})
    shown = events(s, "check_revealed")[0]
    assert shown["attributed"] and [seat_of(s, "tyrol")] == [q for c, q in shown["cards"]
                                                             if c == "en2"]
    assert result(s)["total"] == 1 + 1 + 2


def test_location_check_political_prowess_and_zarek():
    """BSG-6.7 / BSG-1.10: a location check's "you" is the activating player; Political
    Prowess ends it at once; Zarek may move the difficulty by 2 at the Brig."""
    s = setup(["zarek", "adama", "starbuck", "tyrol"], hands={"zarek": ["po6"]})
    zarek = seat_of(s, "zarek")
    s.players[zarek]["loc"] = "brig"
    s = run(s, frame("location_action", seat=zarek, loc="brig", toll=0))
    assert "play po6 pass" in GAME.legal_moves(s, zarek)
    s = answer(s, zarek, "play po6 pass")
    assert result(s)["result"] == "pass" and s.pending["kind"] == "to"
    s = setup(["zarek", "adama", "starbuck", "tyrol"], hands={"zarek": ["po1"]})
    zarek = seat_of(s, "zarek")
    s.players[zarek]["loc"] = "brig"
    s = run(s, frame("location_action", seat=zarek, loc="brig", toll=0))
    s = answer(s, zarek, "use friends_in_low_places down")
    s = contribute(s, {})
    assert result(s)["difficulty"] == 5


def test_boomer_mysterious_intuition_not_on_super_crises():
    """BSG-1.18 / BSG-1.14 / BSG-6.4: Boomer may declare a Crisis check passed, once; Super
    Crisis checks ignore character abilities."""
    s = setup(["roslin", "adama", "boomer", "tyrol"])
    boomer = seat_of(s, "boomer")
    s = start(s, 30, "po")
    s = answer(s, boomer, "use mysterious_intuition pass")
    assert result(s)["result"] == "pass" and s.players[boomer]["opg"]
    s = setup(["roslin", "adama", "boomer", "tyrol"], hands={"roslin": ["po1"]})
    s = start(s, 30, "po", src="super")
    assert s.pending["kind"] == "contribute"


def test_cally_quick_fix_and_chief_blind_devotion():
    """BSG-24.2 / BSG-6.2.5: on her turn Cally discards one revealed card before abilities;
    the Chief's Blind Devotion makes one colour count 0."""
    s = setup(["roslin", "adama", "cally", "tyrol"], hands={"roslin": ["po5"]},
              destiny=("le1", "en2"))
    s.current = seat_of(s, "cally")
    s = start(s, 5, "le en")
    s = contribute(s, {"roslin": "po5"}, windows_after=False)
    assert s.pending["kind"] == "window"  # the Chief's once-per-game window
    s = answer(s, seat_of(s, "tyrol"), "use blind_devotion en")
    assert s.pending["kind"] == "quick_fix"
    s = answer(s, seat_of(s, "cally"), "use quick_fix po5")
    assert result(s)["total"] == 1


def test_adama_inspirational_leader_and_command_authority():
    """BSG-1.18 (William Adama): strength-1 cards count positive on his Crisis; he may take the
    check's cards into his hand once."""
    s = setup(hands={"roslin": ["po1"]}, destiny=("en1", "ta1"))
    adama = seat_of(s, "adama")
    s.current = adama
    s = start(s, 3, "le")
    s = contribute(s, {"roslin": "po1"})
    assert s.pending["kind"] == "command_authority"
    s = answer(s, adama, "use command_authority")
    assert result(s)["result"] == "pass" and sorted(s.players[adama]["hand"]) == [
        "en1", "po1", "ta1"]


def test_abilities_on_cards_are_not_used_in_checks():
    """BSG-6.3: a card played into a check is not used for its text (only the Exodus ability
    icons act)."""
    s = setup(hands={"roslin": ["po1", "po2"]})
    s = start(s, 3, "po")
    s = contribute(s, {"roslin": "po1 po2"})
    assert not events(s, "draw") and result(s)["result"] == "pass"


def test_wait_for_the_counts_before_me():
    """BSG-27.5: a contributor may wait for the counts of those before it in the official
    order; it is not awaited meanwhile, the others answer in parallel, and once everyone before
    it has answered it is asked again (a new step, so a fresh clock) and sees the counts."""
    s = setup(hands={"adama": ["le4"], "roslin": ["po2", "le2"], "starbuck": ["pi3"],
                     "tyrol": ["en5"]})
    s.current = seat_of(s, "adama")
    s = pass_windows(start(s, 5, "le po"))
    order = s.pending["info"]["order"]
    first, second, last = order[0], order[1], order[-1]
    assert last == s.current
    assert "contribute wait" not in GAME.legal_moves(s, first)  # nobody before it
    with pytest.raises(IllegalMove):
        GAME.canonical(s, first, "contribute wait")
    assert "contribute wait" in GAME.legal_moves(s, last)
    step = s.step
    s = answer(s, last, "contribute wait")
    assert last not in GAME.awaiting(s) and s.step == step
    check_view = GAME.view(s, None)["pending"]["check"]
    assert check_view["waiting"] == [last]
    assert events(s, "check_wait") == [{"event": "check_wait", "seat": last}]
    assert GAME.public_move(last, "contribute wait") == "contribute wait"
    given = len(s.players[second]["hand"])
    s = answer(s, second, f"contribute {' '.join(s.players[second]['hand'])}")
    assert last not in GAME.awaiting(s)
    s = answer(s, first, "contribute none")
    assert last not in GAME.awaiting(s)  # order[2] still owes its cards
    s = answer(s, order[2], "contribute none")
    assert GAME.awaiting(s) == (last,) and s.step > step
    view = GAME.view(s, last)
    counts = view["pending"]["check"]["contributed"]
    assert counts == {str(first): 0, str(second): given, str(order[2]): 0}
    assert view["pending"]["check"]["waited"] == [last]
    assert "contribute wait" not in GAME.legal_moves(s, last)
    s = answer(s, last, "contribute le4")
    assert s.pending is None or s.pending["kind"] != "contribute"


def test_wait_keeps_the_others_parallel():
    """BSG-27.5: a seat waiting is skipped over; the seats after it answer at once, and a seat
    before it that waits too is asked first."""
    s = setup(hands={"adama": ["le4"], "roslin": ["po2"], "starbuck": ["pi3"],
                     "tyrol": ["en5"]})
    s.current = seat_of(s, "adama")
    s = pass_windows(start(s, 5, "le po"))
    order = s.pending["info"]["order"]
    s = answer(s, order[1], "contribute wait")
    s = answer(s, order[3], "contribute wait")
    assert set(GAME.awaiting(s)) == {order[0], order[2]}
    s = answer(s, order[2], "contribute none")  # after a waiting seat: answers all the same
    s = answer(s, order[0], "contribute none")
    assert GAME.awaiting(s) == (order[1],)  # order[3] still waits on order[1]
    s = answer(s, order[1], "contribute none")
    assert GAME.awaiting(s) == (order[3],)
