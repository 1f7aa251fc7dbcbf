"""The 70 base Crisis cards (BSG-1.13.1), transcribed from the reference's data sets (names,
difficulties, colours, partial thresholds, icons); effects are step scripts (`script.py`).

Copies of the same name that differ only in their icons are separate cards (`water_shortage_2`).
Resistance's partial threshold is 9 (two data sets) against 6 in a third: [unverified]."""

from __future__ import annotations

from games.battlestar_galactica.data.script import attack, check, choice, crisis, res, roll_low

SEND_CURRENT_SICKBAY = ("send", "current", "sickbay")
PRES_AND_CURRENT_DISCARD = (("discard", "president", 2), ("discard", "current", 3))
LOOK_ANY = ("pick", "current", ("other", "loyalty"), (("look", "current", "chosen", 1),))


def _water_shortage(n: int, activation: str, jump: bool) -> dict:
    return crisis(f"water_shortage_{n}", activation, jump,
                  choice("president", res(food=-1), PRES_AND_CURRENT_DISCARD),
                  name="water_shortage")


def _food_shortage(n: int) -> dict:
    return crisis(f"food_shortage_{n}", "raiders", True,
                  choice("president", res(food=-2),
                         (*res(food=-1), *PRES_AND_CURRENT_DISCARD)),
                  name="food_shortage")


def _rescue_mission(n: int, activation: str) -> dict:
    return crisis(f"rescue_mission_{n}", activation, True,
                  choice("admiral", (*res(morale=-1), SEND_CURRENT_SICKBAY),
                         (*res(fuel=-1), ("raptor", -1))),
                  name="rescue_mission")


def _riots(n: int, activation: str, jump: bool) -> dict:
    return crisis(f"riots_{n}", activation, jump,
                  choice("admiral", res(food=-1, morale=-1), res(population=-1, fuel=-1)),
                  name="riots")


BASE_CRISES: tuple[dict, ...] = (
    crisis("crippled_raider", "raiders", True, choice(
        "current",
        (check(10, "ta en", pass_=(("jump", 1),), fail=res(population=-1)),),
        (roll_low(4, (("place", {"fore": {"raiders": 3}, "aft": {"civilians": 1}}),)),))),
    crisis("prisoner_revolt", "heavies", True, check(
        11, "po le ta", partial=6, partial_steps=res(population=-1),
        fail=(*res(population=-1),
              ("pick", "president", ("other", "human"), (("title", "president", "chosen"),))))),
    crisis("guilt_by_collusion", "raiders", True, check(
        9, "le ta", pass_=(("pick", "current", ("may", "brig"),
                            (("send", "chosen", "brig"),)),),
        fail=res(morale=-1))),
    crisis("terrorist_investigations", "heavies", True, check(
        12, "po le", partial=6, pass_=(LOOK_ANY,), fail=res(morale=-1))),
    crisis("build_cylon_detector", "heavies", False, choice(
        "admiral", (("nuke", -1),), (*res(morale=-1), ("discard", "admiral", 2)),
        a_needs="nukes")),
    crisis("a_traitor_accused", "raiders", True, choice(
        "current",
        (check(8, "po le", fail=(("pick", "current", ("brig",), (("send", "chosen", "brig"),)),)),),
        (("discard", "current", 5),))),
    crisis("scouting_for_water", "raiders", True, choice(
        "current",
        (check(9, "ta pi", pass_=res(food=1), fail=(*res(fuel=-1), ("raptor", -1))),),
        res(food=-1))),
    crisis("bomb_threat", "raiders", True, choice(
        "current",
        (check(13, "po le ta", fail=(*res(morale=-1), ("civilians", 1))),),
        (roll_low(4, (*res(morale=-1), ("civilians", 1))),))),
    crisis("jump_computer_failure", "launch", False, check(
        7, "ta en", fail=(*res(population=-1), ("jump", -1)))),
    crisis("admiral_grilled", "raiders", True, choice(
        "current", (check(9, "po le", fail=(*res(morale=-1), ("discard", "admiral", 2))),),
        res(morale=-1))),
    crisis("scouting_for_fuel", "raiders", True, choice(
        "current",
        (check(12, "ta pi", pass_=res(fuel=1), fail=(*res(fuel=-1), ("raptor", -1))),),
        (roll_low(4, res(fuel=-1)),))),
    crisis("missing_g4_explosives", "raiders", False, check(
        7, "le ta", fail=(*res(food=-1), ("send_all", "armory", "brig")))),
    crisis("prison_labor", "raiders", False, check(10, "po le ta", fail=res(morale=-1, food=-1))),
    _riots(1, "launch", False),
    _water_shortage(1, "basestars", False),
    _water_shortage(2, "raiders", True),
    crisis("detector_sabotage", "heavies", True, check(
        8, "le ta", fail=(("send_all", "research_lab", "sickbay"), ("keep", "no_looks")))),
    crisis("unexpected_reunion", "raiders", False, check(
        8, "po le ta", fail=(*res(morale=-1), ("discard_all", "current")))),
    crisis("cylon_virus", "launch", False, check(
        13, "ta en", fail=(("send_all", "ftl_control", "sickbay"), ("centurion", 1)))),
    crisis("keep_tabs_on_visitor", "raiders", True, choice(
        "current", (check(12, "po le ta", fail=(roll_low(4, res(population=-2)),)),),
        (("discard_random", "current", 4),))),
    crisis("send_survey_team", "raiders", True, choice(
        "current", (check(15, "ta pi en", fail=(SEND_CURRENT_SICKBAY, ("raptor", -1))),),
        (roll_low(5, res(fuel=-1)),))),
    crisis("mandatory_testing", "heavies", True, check(
        13, "po le", partial=9, pass_=(("look", "president", "current", 1),),
        fail=res(morale=-1))),
    crisis("water_sabotaged", "raiders", True, choice(
        "current", (check(13, "po le ta", fail=res(food=-2)),), res(food=-1))),
    crisis("witch_hunt", "heavies", True, check(
        10, "po le", partial=6, partial_steps=res(morale=-1),
        fail=(*res(morale=-1),
              ("pick", "current", ("sickbay",), (("send", "chosen", "sickbay"),))))),
    attack("tactical_strike", "raiders",
           {"fore": {"heavies": 1}, "starboard_quarter": {"civilians": 1},
            "aft": {"civilians": 1}, "port_quarter": {"vipers": 2, "civilians": 1},
            "port_bow": {"basestars": 1, "raiders": 5}},
           ("damage_vipers", "reserves", 2)),
    crisis("legendary_discovery", "launch", False, check(
        14, "ta pi", pass_=(("distance", 1),), fail=(*res(food=-1), ("raptor", -1)))),
    crisis("security_breach", "launch", False, check(
        6, "le ta", fail=(*res(morale=-1), ("send_all", "command", "sickbay")))),
    _food_shortage(1),
    attack("cylon_swarm", "basestars",
           {"fore": {"basestars": 1, "raiders": 5}, "starboard_bow": {"heavies": 1},
            "aft": {"civilians": 1}, "port_quarter": {"vipers": 1, "civilians": 1},
            "port_bow": {"vipers": 1, "civilians": 1}},
           ("keep", "massive_deployment")),
    crisis("network_computers", "raiders", True, choice(
        "current",
        (check(11, "po ta en", pass_=(("jump", 1),),
               fail=(*res(population=-1), ("centurion", 1))),),
        (*res(population=-1), ("jump", -1)))),
    _water_shortage(3, "basestars", True),
    _rescue_mission(1, "raiders"),
    attack("surrounded", "basestars",
           {"fore": {"raiders": 4}, "starboard_bow": {"basestars": 1},
            "starboard_quarter": {"raiders": 3, "heavies": 1}, "aft": {"civilians": 1},
            "port_quarter": {"vipers": 1, "civilians": 1},
            "port_bow": {"vipers": 1, "civilians": 1}},
           ("discard", "current", 3)),
    crisis("crash_landing", "heavies", False, check(
        6, "ta pi", fail=(("choose", "admiral", res(fuel=-1),
                           (*res(morale=-1), SEND_CURRENT_SICKBAY)),))),
    crisis("rescue_caprica_survivors", "raiders", True, choice(
        "president", res(fuel=-1, food=-1, population=1), res(morale=-1))),
    _water_shortage(4, "basestars", True),
    attack("boarding_parties", "heavies",
           {"fore": {"heavies": 2}, "starboard_bow": {"basestars": 1, "raiders": 4},
            "starboard_quarter": {"heavies": 2}, "aft": {"civilians": 1},
            "port_quarter": {"civilians": 2}}),
    crisis("resistance", "heavies", True, check(
        12, "po le ta", partial=9, partial_steps=res(food=-1), fail=res(food=-1, fuel=-1))),
    attack("besieged", "raiders",
           {"fore": {"civilians": 1}, "starboard_bow": {"civilians": 1}, "aft": {"heavies": 1},
            "port_quarter": {"basestars": 1},
            "port_bow": {"raiders": 4, "vipers": 2, "civilians": 1}},
           ("special", "heavy_casualties")),
    _water_shortage(5, "basestars", True),
    crisis("fulfiller_of_prophecy", "basestars", False, choice(
        "current", (check(6, "po le", pass_=(("draw", "current", "po", 1),),
                          fail=res(population=-1)),),
        (("discard", "current", 1), ("new_crisis",)))),
    crisis("cylon_screenings", "raiders", False, choice(
        "current",
        (check(9, "po le", fail=(*res(morale=-1), ("pick", "current", ("leader", "loyalty"),
                                                   (("look", "current", "chosen", 1),)))),),
        (("discard", "all", 2),))),
    crisis("terrorist_bomber", "heavies", True, check(
        9, "le ta", fail=(*res(morale=-1), SEND_CURRENT_SICKBAY))),
    attack("thirty_three", "raiders",
           {"fore": {"basestars": 1}, "starboard_quarter": {"civilians": 1},
            "aft": {"civilians": 1}, "port_quarter": {"vipers": 1, "civilians": 1},
            "port_bow": {"vipers": 1, "civilians": 1}},
           ("keep", "relentless_pursuit")),
    crisis("informing_the_public", "raiders", True, choice(
        "current", (check(7, "po le", pass_=(LOOK_ANY,), fail=res(morale=-2)),),
        (roll_low(4, res(morale=-1, population=-1)),))),
    crisis("sleep_deprivation", "basestars", True, choice(
        "admiral", (("vipers_home",), SEND_CURRENT_SICKBAY), res(morale=-1))),
    crisis("declare_martial_law", "basestars", False, choice(
        "admiral", (*res(morale=-1), ("title", "president", "admiral")),
        (*res(population=-1), ("discard", "admiral", 2)))),
    crisis("weapon_malfunction", "launch", False, check(
        11, "ta pi en", fail=(("damage_vipers", "space", 2),
                              ("send_all", "weapons_control", "sickbay")))),
    attack("raiding_party", "raiders",
           {"starboard_quarter": {"basestars": 1, "raiders": 3},
            "aft": {"heavies": 2, "raiders": 2}, "port_quarter": {"civilians": 1},
            "port_bow": {"vipers": 2, "civilians": 2}},
           ("jump", -1)),
    attack("heavy_assault", "raiders",
           {"fore": {"basestars": 1}, "starboard_bow": {"basestars": 1}, "aft": {"civilians": 1},
            "port_quarter": {"civilians": 1}, "port_bow": {"vipers": 1, "civilians": 1}},
           ("activate", "basestars")),
    attack("ambush", "basestars",
           {"fore": {"raiders": 4}, "starboard_quarter": {"civilians": 1},
            "aft": {"basestars": 1, "raiders": 4}, "port_quarter": {"vipers": 2, "civilians": 1},
            "port_bow": {"civilians": 1}},
           ("keep", "training_new_pilots")),
    _rescue_mission(2, "basestars"),
    crisis("cylon_accusation", "raiders", False, check(
        10, "po le ta", fail=(("send", "current", "brig"),))),
    crisis("unidentified_ship", "launch", False, check(10, "ta pi", fail=res(population=-1))),
    crisis("colonial_day", "basestars", True, choice(
        "current", (check(10, "po ta", pass_=res(morale=1), fail=res(morale=-2)),),
        res(morale=-1))),
    _food_shortage(2),
    crisis("rescue_the_fleet", "raiders", True, choice(
        "admiral", res(population=-2),
        (*res(morale=-1), ("place", {"fore": {"basestars": 1, "raiders": 3},
                                     "aft": {"civilians": 3}})))),
    crisis("cylon_tracking_device", "raiders", False, check(
        10, "ta pi en", fail=(("raptor", -1), ("place", {"fore": {"basestars": 1},
                                                          "aft": {"civilians": 2}})))),
    crisis("elections_loom", "heavies", True, check(
        8, "po le", partial=5, partial_steps=res(morale=-1),
        fail=(*res(morale=-1), ("discard", "president", 4)))),
    crisis("hangar_accident", "heavies", True, check(
        10, "ta pi en", partial=7, partial_steps=res(population=-1),
        fail=(*res(population=-1), ("damage_vipers", "reserves", 2)))),
    crisis("low_supplies", "raiders", False, check(
        7, "po le", fail=(*res(morale=-1), ("below", "food", 6, res(morale=-1))))),
    crisis("analyze_enemy_fighter", "raiders", True, choice(
        "current", (check(7, "ta en", pass_=(("raptor", 1),), fail=res(population=-1)),),
        (roll_low(4, (*res(population=-1), ("discard", "current", 2))),))),
    _food_shortage(3),
    crisis("the_olympic_carrier", "heavies", True, check(
        11, "po le pi", partial=8, partial_steps=res(population=-1),
        fail=res(morale=-1, population=-1))),
    _food_shortage(4),
    _riots(2, "basestars", True),
    crisis("loss_of_a_friend", "heavies", True, check(
        9, "po le", partial=7, partial_steps=(("discard", "current", 2),),
        fail=(*res(morale=-1), ("discard", "current", 2)))),
    attack("jammed_assault", "raiders",
           {"fore": {"civilians": 1}, "starboard_bow": {"raiders": 4},
            "starboard_quarter": {"basestars": 1, "heavies": 2}, "aft": {"civilians": 1},
            "port_quarter": {"vipers": 1, "civilians": 1},
            "port_bow": {"vipers": 1, "civilians": 1}},
           ("keep", "communications_jammed")),
    crisis("forced_water_mining", "raiders", True, choice(
        "current",
        (check(17, "po le ta en", pass_=res(food=1), fail=res(population=-1, morale=-1)),),
        (*res(food=1, morale=-1), ("discard_random", "all", 1)))),
    crisis("requested_resignation", "basestars", False, choice(
        "admiral", (("discard", "president", 2), ("discard", "admiral", 2)),
        (("choose", "president", (("title", "president", "admiral"),),
          (("send", "president", "brig"),)),))),
)
