"""The final places in the public view: what the board picture shows when the game is over."""

from __future__ import annotations

from games.alien_frontiers.view import final_places


def test_ranking_is_empty_until_the_game_is_over(af):
    """AF-4.1: places exist only once the game has ended."""
    s = af.build(colonies={"lem": {0: 1}})
    assert af.game.view(s, None)["ranking"] == []


def test_ranking_names_the_tie_break_of_each_place(af):
    """AF-4.2: equal VP are split by cards, then ore, then fuel; the view says which one did it."""
    s = af.build(colonies={"lem": {0: 1}, "pohl": {1: 1}, "heinlein": {2: 1}},
                 cards={0: ["booster_pod"], 1: ["booster_pod"]},
                 ore={0: 2, 1: 1}, fuel={2: 3, 3: 1})
    s.phase = "over"
    # seats 0-2 have 2 VP; 0 beats 1 on ore, 1 beats 2 on cards; 3 has fewer VP
    assert final_places(s) == [
        {"seats": [0], "decided_by": "ore"},
        {"seats": [1], "decided_by": "cards"},
        {"seats": [2], "decided_by": None},
        {"seats": [3], "decided_by": None},
    ]
    assert af.game.view(s, 2)["ranking"] == final_places(s)


def test_shared_places_and_fuel(af):
    """AF-4.2: still tied after fuel, seats share a place; fuel alone can decide a place."""
    s = af.build(colonies={"lem": {0: 1}, "pohl": {1: 1}}, fuel={2: 2, 3: 1})
    s.phase = "over"
    assert final_places(s) == [
        {"seats": [0, 1], "decided_by": None},
        {"seats": [2], "decided_by": "fuel"},
        {"seats": [3], "decided_by": None},
    ]


def test_a_finished_game_has_places(af):
    """AF-4.1: placing the last colony ends the game and the view ranks every seat."""
    s = af.build(roll=(5, 5, 5), ore={0: 3}, colonies={"lem": {0: 5}}, fuel={0: 1})
    s = af.play(s, "dock 5 5 5 constructor pohl")
    places = af.game.view(s, None)["ranking"]
    assert sorted(p for place in places for p in place["seats"]) == [0, 1, 2, 3]
    assert places[0] == {"seats": [0], "decided_by": None}
