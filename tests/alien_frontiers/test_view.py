"""The documented encode()/view() layout (docs/alien-frontiers.md) and events."""

from __future__ import annotations

import json

from bot import i18n
from games.alien_frontiers import GAME
from games.base import IllegalMove

ENCODE_KEYS = {
    "game", "version", "seats", "long", "colonies_each", "rng", "turn", "seat", "first", "phase",
    "supply", "players", "ships", "relic_owner", "territories", "fields", "display", "deck",
    "discard", "this_turn", "events", "previous_events",
}
VIEW_EXTRA = {"deck_count", "viewer", "to_act", "roll", "vp", "scores", "controllers",
              "facilities", "bay", "stock", "over", "ranking", "ranking_explained"}


def test_encode_layout():
    """AF-2 setup state encodes to the documented JSON layout."""
    s = GAME.new(3, 9, {})
    d = GAME.encode(s)
    assert set(d) == ENCODE_KEYS
    json.dumps(d)
    assert set(d["players"][0]) == {"colour", "fuel", "ore", "cards", "colonies_left", "hub",
                                    "vp"}
    assert set(d["ships"][0]) == {"id", "owner", "at", "slot", "value"}
    assert len(d["ships"]) == 25 and d["ships"][24]["at"] == "burroughs"
    assert d["ships"][23]["at"] == "unused"
    assert set(d["this_turn"]) == {"used", "discarded", "artifact_total", "cycles", "hub_docks",
                                   "mine_docks", "borrowed", "teleported_from", "hub_overflow",
                                   "relic_returned"}
    assert GAME.encode(GAME.decode(d)) == d


def test_view_hides_deck_and_rng():
    """AF-9.13: everything is public except the draw pile order (and the RNG)."""
    s = GAME.new(4, 9, {})
    v = GAME.view(s, 1)
    assert set(v) == (ENCODE_KEYS - {"deck", "rng"}) | VIEW_EXTRA
    json.dumps(v)
    assert v["deck_count"] == len(s.deck)
    assert v["to_act"] == s.seat and v["viewer"] == 1
    assert v["roll"] == sorted(s.val[i] for i in range(24) if s.loc[i] == "fleet")
    assert v["events"][0]["kind"] == "roll"
    assert GAME.view(s, None)["viewer"] is None


def test_events_are_structured(af):
    """AF-3.2: events say who did what this turn; the previous turn's are kept."""
    s = af.build(roll=(3, 3, 5), fuel={0: 3})
    s = af.play(s, "dock 3 3 market", "trade", "dock 5 solar", "end")
    kinds = [e["kind"] for e in s.prev_events]
    assert kinds == ["dock", "trade", "dock", "end"]
    assert s.prev_events[0]["facility"] == "market" and s.prev_events[0]["values"] == [3, 3]
    assert s.events[0]["kind"] == "roll" and s.events[0]["seat"] == 1


def test_missing_colour_refused():
    """AF-2.3: a colour not in the game is refused in every move naming a player."""
    s = GAME.new(2, 4, {})
    for text in ("raid card green alien_city", "raid yellow 2 fuel",
                 "discard polarity_device lem green pohl red",
                 "use plasma_cannon mine green4"):
        try:
            GAME.apply(s, s.seat, text)
        except IllegalMove as e:
            assert "no" in i18n.say("en", e)
        else:
            raise AssertionError(text)


def test_turn_key_and_reveals(af):
    """AF-3.1: the turn key changes with the turn; a roll reveals, a plain dock does not."""
    s = af.build(roll=(3, 4))
    t = af.play(s, "dock 3 solar")
    assert GAME.turn_key(s) == GAME.turn_key(t) == (1, 0)
    assert not GAME.reveals(s, t)
    u = af.play(t, "dock 4 solar", "end")
    assert GAME.turn_key(u) == (2, 1)


def test_registered():
    """AF-1: the engine registers itself under `alien_frontiers` with the `long` option."""
    from games import registry

    registry.load_installed()
    game = registry.get("alien_frontiers")
    assert game.info.title == "Alien Frontiers"
    assert (game.info.min_seats, game.info.max_seats) == (2, 4)
    assert [o.key for o in game.info.options] == ["long"]
