"""Smoke tests of the builder."""


def test_builder_basic(af):
    """AF-2.2 ships: a built position has the roll undocked."""
    s = af.build(roll=(3, 4, 6), docked={"mine": [(1, 1), (2, 4)]})
    assert af.fleet_values(s) == [3, 4, 6]
    assert "dock 3 mine" not in af.moves(s)
