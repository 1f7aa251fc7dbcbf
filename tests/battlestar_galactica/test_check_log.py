"""The public record of resolved skill checks (BSG-26): what every player saw of a check,
counts per seat and the revealed cards, never who gave which; and the `crew` AI's suspicion of
those who keep giving to checks that turn up wrong cards."""

from __future__ import annotations

from games.battlestar_galactica import GAME
from games.battlestar_galactica.ai_suspicion import suspicion
from games.battlestar_galactica.machine import frame
from games.battlestar_galactica.state import CHECK_LOG
from tests.battlestar_galactica.conftest import game, quiet, run, seat_of
from tests.battlestar_galactica.invariants import assert_views
from tests.battlestar_galactica.test_checks import contribute, setup, start


def resolved(hands, plays, destiny=("le1", "ta2"), difficulty=8, log=()):
    s = setup(hands=hands, destiny=destiny)
    s.current = seat_of(s, "adama")
    s.check_log = list(log)
    return contribute(start(s, difficulty, "le ta"), plays)


def test_the_record_shows_counts_and_cards_not_who_gave_them():
    """BSG-26 / BSG-26.1: after the reveal everyone knows each seat's count and sees the cards
    (colour, strength), shuffled with the two Destiny cards; the record says no more."""
    s = resolved({"roslin": ["le3"], "tyrol": ["pi4", "en2"]},
                 {"roslin": "le3", "tyrol": "pi4 en2"})
    [entry] = GAME.view(s, None)["check_log"]
    roslin, tyrol = seat_of(s, "roslin"), seat_of(s, "tyrol")
    assert entry["counts"][str(roslin)] == 1 and entry["counts"][str(tyrol)] == 2
    assert sum(entry["counts"].values()) == 3 and entry["destiny"] == 2
    assert entry["cards"] == sorted([["le", 1, 1], ["ta", 2, 2], ["le", 3, 3], ["pi", 4, -4],
                                     ["en", 2, -2]])
    assert entry["total"] == 0 and entry["result"] == "fail" and entry["colours"] == ["le", "ta"]
    assert all(GAME.view(s, q)["check_log"] == [entry] for q in range(s.seats))
    assert_views(s)


def test_the_record_keeps_the_last_checks_and_old_saves_load():
    """The record holds the last CHECK_LOG checks; a game saved before it existed loads with an
    empty one."""
    give = {"roslin": ["le3"]}, {"roslin": "le3"}
    old = resolved(*give, difficulty=9).check_log
    s = resolved(*give, difficulty=3, log=old * (CHECK_LOG + 3))
    assert len(s.check_log) == CHECK_LOG and s.check_log[-1]["result"] == "pass"
    assert s.check_log[0]["result"] == "fail"
    data = GAME.encode(s)
    del data["check_log"]
    assert GAME.decode(data).check_log == []


def test_crew_suspects_who_keeps_giving_to_spoiled_checks():
    """A seat that gave one card to checks that showed more wrong cards than the two Destiny
    cards can explain is suspected, one who gave good cards alongside it is not; a crew Admiral
    then sends the suspect to the Brig when he may (BSG-15.3), and nobody without the record."""
    s = quiet(game(4, ["roslin", "adama", "starbuck", "tyrol"]))
    for p in s.players:
        p["loyalty"] = ["human_01"]
    chief, kara, adama = seat_of(s, "tyrol"), seat_of(s, "starbuck"), seat_of(s, "adama")
    roslin = seat_of(s, "roslin")

    def entry(counts, cards):
        return {"card": "test", "src": "crisis", "current": adama, "round": 1,
                "difficulty": 10, "colours": ["le", "ta"], "destiny": 2, "total": 0,
                "result": "fail", "counts": {str(q): n for q, n in counts.items()},
                "cards": sorted(cards)}

    spoiled = [["pi", 5, -5], ["en", 1, -1], ["po", 2, -2], ["le", 3, 3]]
    clean = [["le", 2, 2], ["ta", 3, 3], ["le", 4, 4], ["ta", 1, 1]]
    pick = frame("pick", args=["actor", ["may", "brig"], [["send", "chosen", "brig"]]],
                 ctx={"actor": adama, "card": "familiar_face"})
    assert GAME.ai_move(run(s.clone(), dict(pick)), adama, "crew", 5) == "target none"
    s.check_log = [entry({chief: 1, kara: 1}, spoiled), entry({chief: 1, roslin: 1}, spoiled),
                   entry({kara: 2}, clean)] * 3
    chance = suspicion(s, adama)
    assert chance[chief] > 0.9 and chance[kara] < 0.3 and chance[chief] == max(chance.values())
    assert chance[adama] == 0.0
    assert GAME.ai_move(run(s, dict(pick)), adama, "crew", 5) == "target tyrol"
