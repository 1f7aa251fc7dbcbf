"""The log and captions in players' words (cogs/alien_frontiers/labels.py): a territory bonus that
changed an amount is named where it did so (AF-7), repeated trades read as one line with the
totals, and counted words take their plural forms."""

from __future__ import annotations

import pytest

from cogs.alien_frontiers import labels as L

NAMES = ["alice", "bob", "carol", "dan"]


def lines(s, lang: str = "en") -> list[str]:
    return L.event_lines(lang, s.events, NAMES)


def test_lem_badlands_is_named_with_its_extra_fuel(af):
    """AF-7.6: the Solar Converter line says how much of the fuel Lem Badlands gave."""
    s = af.play(af.build(roll=(1, 3), colonies={"lem": {0: 1}}), "dock 1 solar", "dock 3 solar")
    assert lines(s)[-2:] == [
        "Red (alice) docked 1 at Solar Converter (+2 Fuel, including +1 Fuel from Lem Badlands).",
        "Red (alice) docked 3 at Solar Converter (+3 Fuel, including +1 Fuel from Lem Badlands).",
    ]
    assert "莱姆恶地" in lines(s, "zh")[-1] and "Páramos de Lem" in lines(s, "es")[-1]
    plain = af.play(af.build(roll=(3,)), "dock 3 solar")
    assert lines(plain)[-1] == "Red (alice) docked 3 at Solar Converter (+2 Fuel)."


def test_cost_bonuses_name_the_territory_and_the_saving(af):
    """AF-7.5 Herbert Valley (Shipyard), AF-7.2 Bradbury Plateau (Constructor), AF-7.1 Asimov
    Crater (Colonist Hub): the dock line names the bonus and what it changed."""
    s = af.play(af.build(roll=(2, 2, 1, 1), fuel={0: 1}, ore={0: 1},
                         colonies={"herbert": {0: 1}}), "dock 2 2 shipyard")
    assert lines(s)[-1] == ("Red (alice) docked 2 2 at Shipyard (Herbert Valley: 1 Fuel and 1 Ore"
                            " less). Red (alice) built 1 ship.")
    s = af.play(af.build(roll=(5, 5, 5), ore={0: 2}, colonies={"bradbury": {0: 1}}),
                "dock 5 5 5 constructor lem")
    assert lines(s)[-2] == ("Red (alice) docked 5 5 5 at Colony Constructor for Lem Badlands"
                            " (Bradbury Plateau: 1 Ore less).")
    s = af.play(af.build(roll=(1, 2, 3), hub={0: 1}, colonies={"asimov": {0: 1}}),
                "dock 1 hub", "dock 2 hub")
    first, second = lines(s)[-2:]
    assert "Asimov" not in first
    assert second == "Red (alice) docked 2 at Colonist Hub (Asimov Crater: 1 extra space)."


def test_pohl_foothills_is_named_on_each_cheaper_use(af):
    """AF-7.7: Booster Pod free, Plasma Cannon on 3 ships for 2: both lines say Pohl took 1 off."""
    s = af.build(roll=(3, 1), cards={0: ["booster_pod", "plasma_cannon"]}, fuel={0: 2},
                 colonies={"pohl": {0: 1}}, docked={"mine": [(1, 2), (2, 3), (3, 4)]})
    s = af.play(s, "use booster_pod 3", "use plasma_cannon mine blue2 yellow3 green4")
    uses = [line for line in lines(s) if " used " in line]
    assert len(uses) == 2 and all(u.endswith("(Pohl Foothills: 1 Fuel less).") for u in uses)


def test_trades_are_summed_and_heinlein_named(af):
    """AF-5.6 / AF-7.4: six trades at a pair of 3s with Heinlein Plains read as one line with the
    totals and the fuel Heinlein saved; a bonus that changed nothing (a pair of 1s) is not named."""
    s = af.play(af.build(roll=(3, 3), fuel={0: 6}, colonies={"heinlein": {0: 1}}),
                "dock 3 3 market", *["trade"] * 6)
    trades = [line for line in lines(s) if "traded" in line]
    assert trades == ["Red (alice) traded 6 fuel for 6 ore in 6 trades "
                      "(Heinlein Plains: 12 Fuel less)."]
    assert "6 次" in lines(s, "zh")[-1] and "6 intercambios" in lines(s, "es")[-1]
    s = af.play(af.build(roll=(1, 1), fuel={0: 2}, colonies={"heinlein": {0: 1}}),
                "dock 1 1 market", "trade")
    assert lines(s)[-1] == "Red (alice) traded 1 fuel for 1 ore."


@pytest.mark.parametrize("lang", ["en", "zh", "es"])
def test_only_identical_trades_of_one_player_merge(lang):
    """A trade at another rate, or by another player, keeps its own line."""
    trade = {"kind": "trade", "seat": 0, "fuel": 2, "ore": 1}
    events = [trade, trade, {**trade, "fuel": 3}, {**trade, "seat": 1}, trade]
    got = L.event_lines(lang, events, NAMES)
    assert len(got) == 4
    assert got[1:] == [L.event_line(lang, e, NAMES) for e in events[2:]]
    assert "4" in got[0] and "2" in got[0]  # 4 fuel for 2 ore, in 2 trades
