"""Super Crisis cards (BSG-1.14): 5 base, 3 Exodus. They have no Cylon activation and no jump
icon; Massive Assault leaves with the Cylon Fleet, Fighting Blind comes only with it."""

from __future__ import annotations

from games.battlestar_galactica.data.script import attack, check, choice, crisis, res

SUPER_CRISES: tuple[dict, ...] = (
    {**attack("massive_assault", ("heavies", "basestars"),
              {"starboard_bow": {"basestars": 1, "raiders": 4},
               "starboard_quarter": {"basestars": 1, "raiders": 2, "heavies": 1},
               "port_quarter": {"vipers": 1, "civilians": 2},
               "port_bow": {"vipers": 1, "civilians": 2}},
              ("jump", -2)), "set": "base", "no_cf": True},
    {**crisis("bomb_on_colonial_one", None, False, check(
        15, "ta pi en", fail=(*res(morale=-2), ("send_ship", "colonial_one", "sickbay"),
                              ("keep", "colonial_one_destroyed")))), "set": "base"},
    {**crisis("cylon_intruders", None, False, check(
        18, "le ta", partial=14, partial_steps=(("centurion", 1),),
        fail=(("damage", 1), ("centurion", 2)))), "set": "base"},
    {**crisis("fleet_mobilization", None, False, check(
        24, "le ta pi en", pass_=(("activate", "basestars"), ("activate", "launch")),
        fail=(*res(morale=-1), ("activate", "basestars"), ("activate", "raiders"),
              ("activate", "heavies"), ("activate", "launch")))), "set": "base"},
    {**crisis("inbound_nukes", None, False, check(
        15, "le ta", fail=res(fuel=-1, food=-1, population=-1))), "set": "base"},
    {**crisis("fighting_blind", None, False, choice(
        "cag", (("centurion", 2),), (("execute", "cag"),))), "set": "exodus", "cf": True},
    {**crisis("fire_all_missiles", None, False, check(
        22, "ta pi", fail=(("civilians", 2),), consequence=(("damage", 2),))),
     "set": "exodus"},
    {**crisis("human_prisoner", None, False, check(
        18, "le ta", fail=(("special", "human_prisoner"),))), "set": "exodus"},
)
