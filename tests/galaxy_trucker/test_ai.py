"""AI players: the builder makes legal, sensible ships and flies better than random."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from games.galaxy_trucker import GAME
from games.galaxy_trucker.structure import is_legal
from games.galaxy_trucker.tiles import TILES
from games.match import Match
from tests.galaxy_trucker import helpers as h


def play(seed: int, levels: tuple[str, ...], stop_after_building: bool = False):
    s = GAME.new(len(levels), seed, {})
    rnd = random.Random(seed)
    turn = 0
    while not GAME.is_over(s):
        if stop_after_building and s.phase != "build":
            return s
        seat = rnd.choice(GAME.awaiting(s))
        move = GAME.ai_move(s, seat, levels[seat], seed * 1000 + turn)
        assert move in GAME.legal_moves(s, seat)
        s = GAME.apply(s, seat, move)
        turn += 1
    return s


def test_builder_ships_are_legal_and_sensible() -> None:
    """Connected, legal ships with engines, cannons and crew, built within the budget."""
    for seed in range(3):
        s = play(seed, ("builder", "builder", "builder"), stop_after_building=True)
        for ship in s.ships:
            kinds = [TILES[t].kind for t in ship.tiles.values()]
            assert is_legal(ship)
            assert len(ship.tiles) >= 6
            assert any(k in ("engine", "dengine", "engcannon") for k in kinds)
            assert any(k in ("cannon", "dcannon", "bicannon", "engcannon") for k in kinds)


def test_builder_beats_random() -> None:
    """Over a few seeded games the builder ends with more credits than a random player."""
    builder = rand = 0
    for seed in range(4):
        levels = ("builder", "random") if seed % 2 == 0 else ("random", "builder")
        s = play(100 + seed, levels)
        builder += s.credits[levels.index("builder")]
        rand += s.credits[levels.index("random")]
    assert builder > rand


def test_the_stand_in_is_the_builder_and_answers_every_prompt() -> None:
    """The turn clock's stand-in (the middle level) has a move for whatever is asked."""
    assert GAME.info.stand_in_level == "builder"
    match = Match.start(GAME, 2, 5, {"evil_machinations": True, "rough_roads": "all"})
    for turn in range(400):
        seat = match.to_act()
        if seat is None:
            break
        match.play(seat, GAME.ai_move(match.state, seat, "builder", turn))


def demo_game(players: int, seed: int, building_only: bool = False) -> Match:
    """All builders, as the demo plays them: whoever is to act, seed + move number."""
    match = Match.start(GAME, players, seed, {})
    number = 0
    while (seat := match.to_act()) is not None:
        if building_only and match.state.phase not in ("scheme", "build"):
            break
        match.play(seat, GAME.ai_move(match.state, seat, "builder", seed + number))
        number += 1
    return match


def test_builders_dealt_the_same_tiles_build_different_ships() -> None:
    """With the duplicate deal every seat draws the same tiles; the builder's seed and seat vary
    its choice among near-equal placements, so the ships differ, and the same seed builds the
    same ships again."""
    for seed in range(2):
        s = demo_game(4, seed, building_only=True).state
        assert s.opts["building"] == "duplicate" and s.phase == "flight"
        ships = {tuple(sorted((q, t, ship.rot[q]) for q, t in ship.tiles.items()
                              if q != ship.layout.start)) for ship in s.ships}  # colours aside
        assert len(ships) > 1
        again = demo_game(4, seed, building_only=True).state
        assert [sh.encode() for sh in again.ships] == [sh.encode() for sh in s.ships]


def test_an_all_builder_game_is_not_a_shared_first_place() -> None:
    """Seeded all-builder games (the demo's: moves in seat order, seed + move number) end with
    a winner, not every seat tied; five players on seed 4 once tied at 0 credits."""
    for players, seed in ((4, 1), (3, 2), (5, 4)):
        match = demo_game(players, seed)
        places = GAME.ranking(match.state)
        assert len(places[0]) < players
        assert any(match.state.credits)


def test_builder_keeps_the_piece_with_crew() -> None:
    """When its ship breaks, the builder keeps a piece with astronauts aboard over a bigger
    piece without any (which would make it give up, GT-3.7.2, GT-3.10.2a)."""


    with pytest.MonkeyPatch.context() as mp:
        h.fixed_dice(mp, (4, 4))
        chain = {"8,7": h.CABIN_E, "9,7": (35, 0), "7,8": h.BATTERY_S}
        s = h.in_flight([h.ship("I", chain), h.ship("I", {})], [])
        del s.ships[0].crew[h.sq("7,7")]  # the bigger piece (start cabin and battery) is empty
        s = h.fire(s, "cf", [0])
    assert GAME.legal_moves(s, 0)[:2] == ["keep 7,7", "keep 9,7"]
    assert GAME.ai_move(s, 0, "builder", 1) == "keep 9,7"
    s = GAME.apply(s, 0, "keep 9,7")
    assert s.flying[0] and s.ships[0].astronauts() == 2


def test_builder_pays_the_mob_even_on_loan() -> None:
    """GT-5.7.7, GT-5.7.6: the Mob takes 7 credits or the starting cabin, and everything that
    hangs on it falls off with it; a broke builder pays with a loan rather than lose its ship."""
    from tests.galaxy_trucker.test_intrigue import bare, scheme

    s = scheme("the_mob", bare(), bare())
    assert s.credits[0] == 0 and s.pending["kind"] == "mob"
    assert GAME.ai_move(s, 0, "builder", 1) == "pay"
    s = GAME.apply(s, 0, "pay")
    assert s.flying[0] and s.loans[0] == 1 and s.credits[0] == 3


def test_builder_loses_an_alien_before_its_last_astronaut() -> None:
    """GT-3.10.2a: with no astronaut aboard a ship must give up, whatever aliens it carries; a
    builder asked to lose crew keeps its last astronaut and lets an alien go, and otherwise
    loses astronauts before aliens."""
    s = h.in_flight([h.ship("I", {}), h.ship("I", {"8,7": h.CABIN_E})], ["combat_zone_1a"],
                    positions=[5, 2])
    assert s.pending is not None and s.pending["kind"] == "lose" and s.pending["seat"] == 1
    ship = s.ships[1]
    cabin, start = h.sq("8,7"), h.sq("7,7")
    ship.crew.pop(cabin, None)
    ship.alien[cabin] = "p"
    assert GAME.ai_move(s, 1, "builder", 1) == "lose 7,7"  # two astronauts: one may go
    ship.crew[start] = 1
    assert ship.astronauts() == 1
    assert GAME.ai_move(s, 1, "builder", 1) == "lose 8,7"
    s = GAME.apply(s, 1, "lose 8,7")
    lost = [e for e in s.events if e["event"] == "crew_lost"]
    assert lost[0]["square"] == "8,7" and lost[0]["alien"]


def test_at_an_open_space_the_builder_powers_a_double_engine_rather_than_stand_still() -> None:
    """With only double engines and one battery, standing still at an Open Space ends the
    flight, so the builder spends its battery (GT-3.9.1, GT-3.10.2b, GT-2.12.2)."""
    only_double = h.ship("I", {"6,7": h.DOUBLE_ENGINE_W, "7,8": h.BATTERY_S})
    only_double.batt[h.sq("7,8")] = 1
    s = h.in_flight([only_double, h.ship("I", {})], ["open_space_1a"], loaded=False)
    s.ships[0].crew[h.sq("7,7")] = 2
    assert GAME.awaiting(s) == (0,)
    assert GAME.ai_move(s, 0, "builder", 0) == "power 1"


def built(seed: int, options: dict, rough: list[str] | None = None):
    """Round 1 built by four builders (the demo's order); `rough` forces the round's Rough
    Roads. Returns the state at launch and each seat's building moves (`reserve` naming the
    tile reserved)."""
    s = GAME.new(4, seed, options)
    if rough is not None:
        s.rough = rough
    turn = 0
    moves: dict[int, list[str]] = {seat: [] for seat in range(4)}
    while s.phase == "build":
        seat = GAME.awaiting(s)[turn % len(GAME.awaiting(s))]
        move = GAME.ai_move(s, seat, "builder", turn)
        moves[seat].append(f"reserve {s.ships[seat].hand}" if move == "reserve" else move)
        s = GAME.apply(s, seat, move)
        turn += 1
    return s, moves


def test_a_builder_keeps_room_for_engines_and_never_launches_unable_to_move() -> None:
    """Building keeps empty squares behind the engines it still needs (GT-2.5.3) and wants two
    single engines, so every ship reaches the first card with engine power: a single engine,
    or a double one with batteries to power it (GT-3.10.2b: none ends the flight at the first
    Open Space). Seed 508 deals the engines late."""
    from games.galaxy_trucker.stats import double_engines, single_engines

    for seed in range(500, 510):
        s = GAME.new(4, seed, {"new_technology": False})
        launched = []  # each ship as it finished: the last finish launches and flies on at once
        turn = 0
        while s.phase == "build":
            seat = GAME.awaiting(s)[turn % len(GAME.awaiting(s))]
            move = GAME.ai_move(s, seat, "builder", turn)
            if move.startswith("finish"):
                launched.append(s.ships[seat].clone())
            s = GAME.apply(s, seat, move)
            turn += 1
        for ship in launched:
            batteries = any(TILES[t].kind in ("battery", "battcargo") for t in ship.tiles.values())
            assert single_engines(ship, 0) or (double_engines(ship, 0) and batteries), seed


def test_a_builder_does_not_reserve_a_tile_to_take_it_straight_back() -> None:
    """A reserved tile (GT-2.6) comes back when the ship has a good place for it or building
    ends (a reserved tile never built in is lost, GT-2.6.3), not on the next move."""
    for seed in range(500, 504):
        _, moves = built(seed, {})
        for seq in moves.values():
            for before, after in pairwise(seq):
                assert not (before.startswith("reserve ") and after.startswith("take ")
                            and after.split()[1] == before.split()[1])


def test_with_defective_connectors_a_builder_avoids_defective_joins() -> None:
    """GT-5.8.5 #15: every universal connector joined to a single or double costs an engine
    power at each report; told of the Rough Road before building (GT-5.8.2), the builder
    joins few of them and launches with more engine power than they cost."""
    from games.galaxy_trucker.stats import defective_joins, double_engines, single_engines

    for seed in (500, 504):
        careful, _ = built(seed, {"rough_roads": "all"}, ["defective_connectors"])
        careless, _ = built(seed, {"rough_roads": "all"}, [])
        assert sum(map(len, map(defective_joins, careful.ships))) * 2 < \
            sum(map(len, map(defective_joins, careless.ships)))
        for ship in careful.ships:
            power = single_engines(ship, 0) + 2 * len(double_engines(ship, 0))
            assert power > len(defective_joins(ship))


def test_builder_waits_out_an_asteroid_field_unless_it_would_be_lapped() -> None:
    """GT-5.7.7: crossing an asteroid field takes its meteors, waiting only costs days; the
    builder waits, unless the days would let the leader lap it (GT-3.1.4)."""
    from tests.galaxy_trucker.test_intrigue import bare, scheme

    s = scheme("asteroid_field_7", bare(), bare(), positions=[10, 5])
    assert s.pending is not None and s.pending["kind"] == "cross"
    seat = s.pending["seat"]
    assert GAME.ai_move(s, seat, "builder", 1) == "wait"
    s.pos[1 - seat] = s.pos[seat] + 36
    assert GAME.ai_move(s, seat, "builder", 1) == "cross"


def test_builder_leaves_the_junkyard_when_its_crew_cannot_pay() -> None:
    """A Junkyard's tile costs crew (GT-5.9.2); the builder does not pay with astronauts it
    needs to fly on (GT-3.10.2a) and takes a tile only where it sits well."""
    from games.galaxy_trucker.ai_flight import _pick

    s = h.in_flight([h.ship("I", {}), h.ship("I", {})], ["open_space_1a"])
    s.depot = [t for t, spec in TILES.items() if spec.kind == "cabin"][:3]
    s.pending = {"kind": "pick", "seat": 0, "then": ["depot_picked", 0, 1]}
    moves = [*(f"pick {t}" for t in s.depot), "pass"]
    assert s.ships[0].astronauts() == 2
    assert _pick(s, 0, moves) == "pass"


def test_on_a_split_ship_the_builder_gives_each_half_an_engine() -> None:
    """A IIA ship flies at its weaker half's engine power and a half without astronauts drops
    out (GT-5.6.2.3, GT-5.6.2.4): the builder counts engines per half, keeps room for them
    in each, and takes back a face-up engine a half lacks (GT-2.3.1)."""
    from games.galaxy_trucker.stats import single_engines

    s = GAME.new(4, 514, {"class_2": "IIA"})
    turn = 0
    while not (s.round == 2 and s.phase != "build"):
        seat = GAME.awaiting(s)[turn % len(GAME.awaiting(s))]
        s = GAME.apply(s, seat, GAME.ai_move(s, seat, "builder", turn))
        turn += 1
    for ship in s.ships:
        assert len(ship.halves) == 2
        assert all(single_engines(ship, half) > 0 for half in ship.halves)


def test_builder_leaves_an_abandoned_ship_while_slavers_may_still_come() -> None:
    """Exploring an abandoned ship sends crew away for good (GT-3.9.3); while the round's
    Slavers card has not been turned, the builder keeps enough astronauts to lose that fight
    and fly on (GT-3.9.5, GT-3.10.2a), and explores once the Slavers are behind it."""
    crewed = h.ship("I", {"8,7": h.CABIN_E, "6,7": (35, 180)})
    s = h.in_flight([crewed, h.ship("I", {})], ["abandoned_ship_1a"])
    assert s.pending is not None and s.pending["kind"] == "explore" and s.ships[0].astronauts() == 6
    assert GAME.ai_move(s, 0, "builder", 1) == "pass"
    s.resolved.append(["slavers_1a", True])
    assert GAME.ai_move(s, 0, "builder", 1) == "explore"


def test_builder_ships_launch_with_cannons_facing_forward() -> None:
    """Only a forward barrel counts fully (GT-2.12.3) and it needs the square in front of it
    empty (GT-2.5.4): the builder keeps squares at the front free for cannons, so its ships
    launch with several forward cannons."""
    from games.galaxy_trucker.stats import double_cannons, faces_forward, single_cannons

    forward = []
    for seed in range(500, 512):
        s, _ = built(seed, {})
        forward += [sum(faces_forward(ship, q) for q in
                        single_cannons(ship, None) + double_cannons(ship, None))
                    for ship in s.ships]
    assert sum(forward) / len(forward) >= 2.2  # 2.0 when it filled the front at will


def test_builder_cabins_keep_their_connectors_closed() -> None:
    """Cosmic Rays empty a cabin with a connector open to space (GT-5.7.7) and a small meteor
    enters only by an open connector (GT-3.6): the builder joins its cabins closed, with
    fewer open connectors per cabin than when it treated a cabin like any tile."""
    from games.galaxy_trucker.structure import exposed_sides
    from games.galaxy_trucker.tiles import CABIN_KINDS

    per_cabin = []
    for seed in range(500, 512):
        s, _ = built(seed, {})
        for ship in s.ships:
            cabins = [q for q, t in ship.tiles.items() if TILES[t].kind in CABIN_KINDS]
            per_cabin.append(sum(exposed_sides(ship, q) for q in cabins) / len(cabins))
    assert sum(per_cabin) / len(per_cabin) <= 0.32  # 0.38 when cabins were like any tile


def test_class_iii_builders_keep_room_for_a_third_engine() -> None:
    """Round 3's meteors and cannon fire shoot engines off, and a ship without engine power
    leaves the flight at the next Open Space (GT-3.10.2b): on a class III board the builder
    keeps squares behind three engines, so ships launch with three or more engines on average
    and hardly ever with fewer than two (40 round-3 ships)."""
    from games.galaxy_trucker.setup import start_round
    from games.galaxy_trucker.stats import double_engines, single_engines

    engines = []
    for seed in range(500, 510):
        s = GAME.new(4, seed, {})
        s.round = 2
        start_round(s)  # round 3's building, as after round 2
        turn = 0
        while s.phase == "build":
            seat = GAME.awaiting(s)[turn % len(GAME.awaiting(s))]
            move = GAME.ai_move(s, seat, "builder", turn)
            if move.startswith("finish"):
                ship = s.ships[seat]
                engines.append(single_engines(ship, 0) + len(double_engines(ship, 0)))
            s = GAME.apply(s, seat, move)
            turn += 1
    assert sum(1 for n in engines if n < 2) <= 1  # a deal can still hold back the engines
    assert sum(engines) / len(engines) >= 3.2  # 2.95 with room for two


def test_a_builder_does_not_wall_off_a_corner_of_its_ship() -> None:
    """A tile joins only through connectors (GT-2.4.1) and nothing goes in front of a barrel or
    behind an exhaust (GT-2.5.3, GT-2.5.4): a smooth side or an engine in the wrong place cuts
    a whole corner off. The builder looks for that before it places a tile, so its ships launch
    with few empty squares no tile could have reached (it left up to 8 on a ship before)."""
    from games.galaxy_trucker.ai_build import reachable
    from games.galaxy_trucker.geometry import OFFSET
    from games.galaxy_trucker.tiles import SIDES

    cut_off = []
    for seed in range(500, 510):
        s, _ = built(seed, {"new_technology": False})
        for ship in s.ships:
            blocked = {q + OFFSET[d] for q, t in ship.tiles.items() for d in range(4)
                       if SIDES[t][ship.rot[q]][d] in "BX"}
            empty = [q for q in ship.layout.squares if q not in ship.tiles and q not in blocked]
            cut_off.append(len(empty) - reachable(ship))
    assert max(cut_off) <= 2 and sum(cut_off) < 16, cut_off


def test_a_second_life_support_of_a_colour_is_only_a_spare() -> None:
    """GT-1.4.3: a ship carries at most one alien of each colour, so the builder values a
    second purple life support far below the first (a spare, should the first be shot off)."""
    from games.galaxy_trucker.ai_build import WANTED, census, worth

    purple = [t for t, spec in TILES.items() if spec.kind == "life_purple"]
    bare = h.ship("I", {})
    plan = {role: counts[0] for role, counts in WANTED.items()}
    first = worth(bare, purple[0], plan, census(bare))
    with_one = h.ship("I", {"8,7": (purple[0], 0)})
    second = worth(with_one, purple[1], plan, census(with_one))
    assert second < first / 2


def test_a_big_ship_keeps_its_front_free_past_four_forward_cannons() -> None:
    """Only a forward barrel counts fully (GT-2.12.3) and it needs the square ahead empty
    (GT-2.5.4); round 3's Slavers need firepower 8.5 to beat: a class III ship with four
    forward cannons still charges a cabin for taking a front square, a class I ship does not."""
    from games.galaxy_trucker.ai_build import FRONT_GUNS, fit
    from games.galaxy_trucker.geometry import OFFSET

    ship = h.ship("III", {})
    cabin = next(t for t in TILES if TILES[t].kind == "cabin")
    assert ship.layout.start is not None
    q = ship.layout.start + OFFSET[ship.front]
    short = {cls: FRONT_GUNS.get(cls, 4) - 4 for cls in ("I", "III")}
    assert short == {"I": 0, "III": 2}
    assert fit(ship, q, cabin, 0, guns_short=short["III"]) < fit(ship, q, cabin, 0, guns_short=0)
