"""Crossroads cards of the Ionian Nebula (Appendix BSG-A2): the outcome matching the symbol of
the trauma token placed beside the card resolves (BSG-23.8)."""

from __future__ import annotations

from games.battlestar_galactica.data.script import res

CROSSROADS: dict[str, dict] = {
    "strange_music": {
        "benevolent": (("pick", "actor", ("other", "loyalty"), (("look", "actor", "chosen", 99),)),
                       ("trauma_discard", "actor", 1)),
        "antagonistic": (("special", "strange_music"),)},
    "testimony": {
        "benevolent": (("pick", "actor", ("other",), (
            ("discard_random", "chosen", 2), ("trauma_discard", "chosen", 2, "may"))),),
        "antagonistic": (("pick", "actor", ("other",), (
            ("draw", "chosen", "set", 2), ("trauma_draw", "chosen", 2))),)},
    "the_opera_house": {
        "benevolent": (("trauma_draw", "actor", 3),
                       ("pick", "actor", ("other",), (("trauma_draw", "chosen", 3),))),
        "antagonistic": ()},
    "disturbing_vision": {
        "benevolent": (("trauma_discard", "actor", 2), ("discard_random", "actor", 2)),
        "antagonistic": (("trauma_draw", "cylons", 2), ("execute", "admiral"))},
    "perjury": {
        "benevolent": (("discard_random", "actor", 2), ("trauma_discard", "actor", 2, "may")),
        "antagonistic": (("trauma_draw", "actor", 2),
                         ("may", "actor", (("draw", "actor", "set", 2),)))},
    "miraculous_return": {
        "benevolent": (*res(morale=1), ("repair_destroyed_viper",), ("activate", "raiders"),
                       ("activate", "raiders")),
        "antagonistic": (*res(morale=-1), ("civilians", 1), ("special", "damage_a_basestar"))},
    "scanned": {
        "benevolent": (*res(morale=-1), ("special", "remove_four_raiders")),
        "antagonistic": (("activate", "raiders"), ("jump", 1))},
}
