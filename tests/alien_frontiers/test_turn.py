"""Components (AF-1), setup (AF-2), the turn (AF-3), game end and ranking (AF-4)."""

from __future__ import annotations

from collections import Counter

from games.alien_frontiers.data import ALL_CARDS


def test_components(af):
    """AF-1: 6 ships per colour, one relic, 30 fuel, 20 ore, 22 cards, 8 territories, 3 fields."""
    s = af.game.new(4, 7, {})
    assert Counter(s.owner(i) for i in range(24)) == {0: 6, 1: 6, 2: 6, 3: 6}
    assert s.loc[24] == "burroughs"
    assert s.sfuel + sum(s.fuel) == 30 and s.sore + sum(s.ore) == 20
    assert len(ALL_CARDS) == 22
    assert len(s.deck) + len(s.display) + sum(map(len, s.cards)) == 22
    assert len(s.terr) == 8 and len(s.fields) == 3


def test_supply_is_finite(af):
    """AF-1.1: a gain the supply cannot cover gives only what is left; costs go back."""
    s = af.build(roll=(5,), ore={1: 20})
    s = af.play(s, "dock 5 mine")
    assert s.ore[0] == 0 and s.sore == 0


def test_setup_cards_and_ships(af):
    """AF-2 / AF-2.1 / AF-2.2: 3 display cards, one card each; 3 ships in hand, 3 in stock."""
    for n in (2, 3, 4):
        s = af.game.new(n, 11, {})
        assert len(s.display) == 3
        assert all(len(h) == 1 for h in s.cards)
        for p in range(n):
            locs = [s.loc[i] for i in range(p * 6, p * 6 + 6)]
            assert locs.count("stock") == 3
            if p == s.seat:
                assert locs.count("fleet") == 3
            else:
                assert locs.count("bay") == 3


def test_colonies_per_player(af):
    """AF-2.3: 4 players 6, 3 players 7, 2 players 8; long game 8 with 3 or 4."""
    assert af.game.new(4, 1, {}).left == [6] * 4
    assert af.game.new(3, 1, {}).left == [7] * 3
    assert af.game.new(2, 1, {}).left == [8] * 2
    assert af.game.new(4, 1, {"long": True}).left == [8] * 4
    assert af.game.new(3, 1, {"long": "yes"}).left == [8] * 3


def test_first_player_and_resources(af):
    """AF-2.4: first player drawn from the seed; 2nd 1 fuel, 3rd 1 ore, 4th 1 fuel + 1 ore."""
    firsts = set()
    for seed in range(30):
        s = af.game.new(4, seed, {})
        f = s.first
        firsts.add(f)
        got = [(s.fuel[(f + k) % 4], s.ore[(f + k) % 4]) for k in range(4)]
        if "resource_cache" in s.cards[f]:
            got[0] = (0, 0)
        assert got == [(0, 0), (1, 0), (0, 1), (1, 1)]
        s3 = af.game.new(3, seed, {})
        assert [(s3.fuel[(s3.first + k) % 3], s3.ore[(s3.first + k) % 3]) for k in (1, 2)] == [
            (1, 0), (0, 1)]
        s2 = af.game.new(2, seed, {})
        assert (s2.fuel[(s2.first + 1) % 2], s2.ore[(s2.first + 1) % 2]) == (1, 0)
    assert firsts == {0, 1, 2, 3}
    a = af.game.encode(af.game.new(4, 5, {}))
    b = af.game.encode(af.game.new(4, 5, {}))
    assert a == b


def test_blocked_docks(af):
    """AF-2.5: grey blocking dice fill docks with 3 and 2 players."""
    v3 = af.game.view(af.game.new(3, 1, {}), None)["facilities"]
    assert (v3["solar"]["blocked"], v3["mine"]["blocked"], v3["market"]["blocked"],
            v3["shipyard"]["blocked"], v3["constructor"]["blocked"]) == (1, 1, 2, 2, 0)
    v2 = af.game.view(af.game.new(2, 1, {}), None)["facilities"]
    assert (v2["solar"]["blocked"], v2["mine"]["blocked"], v2["market"]["blocked"],
            v2["shipyard"]["blocked"], v2["constructor"]["blocked"]) == (1, 2, 2, 4, 3)
    assert all(x["colour"] == "grey" and x["value"] == 1 and x["owner"] is None
               for x in v2["mine"]["ships"] if x["id"] is None)
    # 2 players: one constructor set, one market pair, one shipyard pair.
    s = af.build(n=2, seat=1, roll=(3, 3, 3), ore={1: 6},
                 docked={"constructor": [(0, 2, 0)] * 3, "market": [(0, 4, 0)] * 2})
    moves = af.moves(s)
    assert not any("constructor" in m for m in moves)
    assert "dock 3 3 market" not in moves
    # a blocking die at the mine shows 1: any value may dock at an otherwise empty mine
    s = af.build(n=2, roll=(1,))
    assert "dock 1 mine" in af.moves(s)
    s = af.build(n=2, seat=1, roll=(4,), docked={"mine": [(0, 2)] * 3})
    assert "dock 4 mine" not in af.moves(s)


def test_gather_and_roll(af):
    """AF-3 / AF-3.1: gather every ship (bay and facilities), roll them; a Terraforming ship
    goes to the stock; AF-3.5 docked ships stay until your next turn."""
    s = af.build(roll=(6, 3, 3, 2), fuel={0: 1}, ore={0: 1})
    s = af.play(s, "dock 6 terraform lem", "dock 3 3 market", "dock 2 solar", "end")
    assert af.at(s, "market") == [(0, 3), (0, 3)]  # AF-3.5
    while s.seat != 0:
        moves = af.moves(s)
        s = af.play(s, "end" if "end" in moves else moves[0])
    assert len(af.fleet_values(s)) == 3
    assert [s.loc[i] for i in range(6)].count("stock") == 3
    assert af.events(s, "roll")[0]["values"] == af.fleet_values(s)


def test_turn_any_order(af):
    """AF-3.2 / AF-3.3: dock, use powers, cards in any order; a facility needs free docks,
    the values and the cost."""
    s = af.build(roll=(3, 3, 5), fuel={0: 4}, cards={0: ["booster_pod"]})
    s = af.play(s, "dock 3 3 market", "trade", "use booster_pod 5", "dock 6 solar")
    assert (s.fuel[0], s.ore[0]) == (3, 1)
    af.refused(s, "dock 6 terraform lem", rule="AF-3.3")


def test_must_dock(af):
    """AF-3.4: end only when no undocked ship can dock; leftovers go to the Maintenance Bay."""
    s = af.build(roll=(2, 5))
    assert "end" not in af.moves(s)
    err = af.refused(s, "end", rule="AF-3.4")
    assert "dock" in af.words(err)


def test_hand_limit(af):
    """AF-3.6: more than 8 resources at the end: the same seat returns the excess."""
    s = af.build(roll=(6,), fuel={0: 6}, ore={0: 2})
    s = af.play(s, "dock 6 solar", "end")
    assert s.phase == "return" and s.seat == 0
    moves = af.moves(s)
    assert moves == ["return 1 fuel 2 ore", "return 2 fuel 1 ore", "return 3 fuel"]
    af.refused(s, "return 2 fuel", rule="AF-3.6")
    af.refused(s, "return 3 ore", rule="AF-3.6")
    af.refused(s, "dock 1 solar", rule="AF-3.6")
    t = af.play(s, "return 3 fuel")
    assert t.seat == 1 and t.fuel[0] == 6 and af.game.reveals(s, t)
    s = af.build(roll=(6,), fuel={0: 6}, ore={0: 4})
    s = af.play(s, "dock 6 solar", "end")
    assert af.moves(s)[-3:] == ["return 3 fuel 2 ore", "return 4 fuel 1 ore", "return 5 fuel"]
    assert len(af.moves(s)) == 5
    assert af.play(s, "return 2 ore 3 fuel").ore[0] == 2


def test_last_colony_ends_game(af):
    """AF-4.1: the game ends immediately when a player places their last colony."""
    s = af.build(roll=(5, 5, 5), ore={0: 3}, colonies={"lem": {0: 5}}, fuel={0: 1})
    s = af.play(s, "dock 5 5 5 constructor pohl")
    assert af.game.is_over(s) and af.game.legal_moves(s, 0) == []
    assert af.events(s, "game_over")
    af.refused(s, "end", rule="AF-4.1")


def test_ranking_tiebreaks(af):
    """AF-4.2: most VP, then cards, then ore, then fuel; still tied: shared."""
    from games.alien_frontiers import ranking_explained

    s = af.build(colonies={"lem": {0: 1}, "pohl": {1: 1}, "heinlein": {2: 1}},
                 cards={0: ["booster_pod"], 1: ["booster_pod"]},
                 ore={0: 2, 1: 1}, fuel={2: 3, 3: 1})
    assert af.game.ranking(s) == [[0], [1], [2], [3]]
    lines = ranking_explained(s)
    assert "ore" in lines[0][1] and "alien tech cards" in lines[1][1]
    t = af.build(colonies={"lem": {0: 1}, "pohl": {1: 1}})
    assert af.game.ranking(t) == [[0, 1], [2, 3]]
    assert "shared" in ranking_explained(t)[0][1]
    assert af.game.scores(t) == [2, 2, 0, 0]


def test_rule_families_cited(af):
    """AF-5 facilities, AF-6 hub, AF-7 territories, AF-8 fields, AF-9 cards, AF-10 examples:
    the engine lists every facility, territory, field and card in its view."""
    v = af.game.view(af.game.new(4, 3, {}), 0)
    assert len(v["facilities"]) == 9
    assert len(v["territories"]) == 8 and len(v["fields"]) == 3
    assert "deck" not in v and "rng" not in v and v["deck_count"] == len(
        af.game.new(4, 3, {}).deck)
