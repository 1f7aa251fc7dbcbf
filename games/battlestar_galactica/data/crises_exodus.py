"""The 40 Exodus Crisis cards (BSG-1.13.3): 34 general ones and 6 "CAG chooses" cards used only
with the Cylon Fleet (`cf`). Data per the reference's table and its resolutions (BSG-1.13.6),
Consequences per BSG-1.13.7."""

from __future__ import annotations

from games.battlestar_galactica.data.script import check, choice, crisis, res, roll_low

SICKBAY = ("send", "current", "sickbay")
BRIG = ("send", "current", "brig")
PRES_AND_CURRENT = (("discard", "president", 2), ("discard", "current", 3))
OTHER_TO_SICKBAY = ("pick", "current", ("other", "sickbay"), (("send", "chosen", "sickbay"),))

EXODUS_CRISES: tuple[dict, ...] = (
    crisis("airlock_leak", "heavies", False, check(6, "ta en", fail=(("damage", 1), SICKBAY))),
    crisis("centurion_assault", "launch", False, check(
        9, "ta pi", fail=(("raptor", -1), SICKBAY))),
    crisis("divisive_behavior", "heavies", True, check(
        10, "po le ta", fail=res(morale=-1), consequence=(OTHER_TO_SICKBAY,))),
    crisis("guilty_conscience", "heavies", True, check(
        7, "po le", fail=(("discard_random", "current", 3),))),
    crisis("haunted_by_the_past", "heavies", True, check(
        12, "po le", fail=(("discard_random", "all", 1),),
        consequence=(("abdicate", "current"),))),
    crisis("hidden_identity", "launch", False, check(
        12, "po le ta", fail=(*res(morale=-1), BRIG))),
    crisis("in_the_ring", "heavies", True, check(
        12, "po le ta", pass_=res(morale=1), fail=(*res(morale=-1), SICKBAY),
        consequence=(OTHER_TO_SICKBAY,))),
    crisis("joes_bar", "raiders", True, check(
        12, "po le en", pass_=res(morale=1), fail=(*res(morale=-1), BRIG))),
    crisis("power_failure", "heavies", False, check(
        14, "le ta en", fail=(("jump", -1),), consequence=(("damage", 1),))),
    crisis("strange_beacon", "raiders", False, check(
        13, "ta pi en", pass_=(("special", "strange_beacon"),), fail=(("jump", -1),))),
    crisis("temple_of_the_five", "launch", False, check(
        9, "ta en", pass_=(("may", "current", (("draw", "current", "set", 2),)),),
        fail=(("jump", -1),))),
    crisis("threat_of_super_nova", "heavies", True, check(
        10, "le pi en", fail=(*res(population=-1), ("damage", 1)),
        consequence=(("activate", "basestars"),))),
    crisis("unexplained_deaths", "raiders", True, check(
        8, "le ta", fail=res(morale=-1, population=-1))),
    crisis("unfair_bias", "raiders", True, check(
        12, "po le ta", fail=(("damage", 1), ("discard_all", "current")))),
    crisis("consult_the_prisoner", "basestars", True, choice(
        "current",
        (check(13, "po ta en", pass_=(("jump", 1),), fail=(("discard", "all", 1), BRIG)),),
        (("discard", "admiral", 2), ("discard", "current", 3)))),
    crisis("cylon_genocide", "raiders", True, choice(
        "current",
        (check(21, "po le ta en", pass_=(("special", "cylon_genocide"),),
               fail=(*res(morale=-1), ("activate", "basestars"), ("activate", "launch"),
                     ("activate", "heavies"))),),
        (roll_low(4, (BRIG,)),))),
    crisis("familiar_face", "raiders", True, choice(
        "current",
        (check(12, "po le ta",
               pass_=(("pick", "admiral", ("may", "brig"), (("send", "chosen", "brig"),)),),
               fail=(*res(morale=-1), ("discard_all", "admiral"))),),
        res(morale=-1))),
    crisis("hera_rescued", "raiders", True, choice(
        "current", (check(10, "po le", fail=(*res(morale=-2), ("raptor", -1))),),
        res(morale=-1))),
    crisis("mysterious_guide", "raiders", False, choice(
        "current",
        (check(11, "po le", pass_=(("jump", 1),),
               fail=(*res(fuel=-1), ("discard_all", "current"))),),
        res(morale=-1))),
    crisis("mysterious_message", "raiders", True, choice(
        "current",
        (check(9, "po en", pass_=(("special", "mysterious_message"),),
               fail=(("activate", "launch"), ("activate", "basestars"))),),
        (("activate", "basestars"),))),
    crisis("raptor_malfunction", "raiders", True, choice(
        "current", (check(12, "ta pi en", fail=(("damage", 1), ("raptor", -1))),),
        (SICKBAY,))),
    crisis("set_a_trap", "raiders", False, choice(
        "current",
        (check(10, "le ta", pass_=(("kill_centurion",),), fail=(("centurion", 1), SICKBAY)),),
        (roll_low(4, (("centurion", 1),)),))),
    crisis("the_passage", "raiders", True, choice(
        "current", (check(14, "ta pi en", pass_=(("jump", 1),), fail=(("civilians", 2),)),),
        (roll_low(6, (SICKBAY,)),))),
    crisis("ambushed_by_the_press", "raiders", True, choice(
        "president", res(morale=-1), (("discard_all", "president"),))),
    crisis("appoint_head_of_security", "launch", False, choice(
        "admiral", (("vipers_home",), ("discard_random", "admiral", 2)),
        (*res(morale=-1), ("damage", 1)))),
    crisis("controversial_manuscript", "raiders", True, choice(
        "president", res(morale=-1), (*res(morale=1), ("damage", 2)))),
    crisis("hidden_explosives", "raiders", True, choice(
        "admiral", (("raptor", -1), SICKBAY), res(morale=-1))),
    crisis("interrogation", "basestars", False, choice(
        "admiral",
        (("pick", "admiral", ("other", "sickbay"),
          (("send", "chosen", "sickbay"),
           ("may", "admiral", (("look", "admiral", "chosen", 1),)))),),
        (("discard", "admiral", 2), ("discard", "current", 3)))),
    crisis("labor_dispute", "basestars", False, choice(
        "president", res(morale=-2), (*res(fuel=-1), ("jump", -1)))),
    crisis("medal_of_distinction", "basestars", True, choice(
        "admiral", (*res(morale=1), ("civilians_place", 2), ("activate", "raiders")),
        res(morale=-1))),
    crisis("the_circle", "raiders", True, choice(
        "president",
        (("choose", "president",
          (("pick", "president", ("other", "human"), (("title", "president", "chosen"),)),),
          (("execute", "current"),)),),
        PRES_AND_CURRENT)),
    crisis("truth_and_reconciliation", "basestars", True, choice(
        "president",
        (*res(morale=-1), ("pick", "president", ("brig",), (("send", "chosen", "brig"),))),
        PRES_AND_CURRENT)),
    crisis("unwelcome_faces", "raiders", True, choice(
        "admiral",
        (("discard_all", "admiral"),
         ("pick", "admiral", ("brig",), (("send", "chosen", "brig"),))),
        (*res(morale=-1), ("damage", 1)))),
    crisis("widespread_starvation", "raiders", True, choice(
        "president", res(food=-2), res(food=-1, population=-1))),
    # "CAG chooses" cards: only with the Cylon Fleet (BSG-20.1, BSG-21.14).
    crisis("detente", "launch", False, choice(
        "cag", (("vipers_home",), ("pursuit", 1)),
        (("activate", "basestars"), ("activate", "raiders"), ("activate", "heavies"))),
        cf=True),
    crisis("raiders_inbound", "heavies", False, choice(
        "cag", (*res(population=-1), ("damage", 1)),
        (("discard", "cag", 3), ("discard", "admiral", 3))), cf=True),
    crisis("return_to_duty", "raiders", False, choice(
        "cag", (("special", "return_to_duty"), ("activate", "launch")),
        (("activate", "basestars"),)), cf=True),
    crisis("review_camera_footage", "basestars", False, choice(
        "cag", (("damage_vipers", "reserves", 2), ("pursuit", 1), ("unmanned", "cag", 1)),
        (("discard", "cag", 2), ("discard", "current", 3))), cf=True),
    crisis("tracked_by_radiation", "basestars", False, choice(
        "cag", (("place", {"fore": {"basestars": 1, "raiders": 3}, "aft": {"civilians": 2}}),),
        res(fuel=-1)), cf=True),
    crisis("training_a_rookie", "launch", False, choice(
        "cag", (("unmanned", "cag", 1), ("activate", "raiders")),
        (("damage_vipers", "undamaged", 2),)), cf=True),
)
