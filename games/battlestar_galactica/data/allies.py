"""Ally cards of the Ionian Nebula (Appendix BSG-A1): location, the playable character the ally
depicts (removed when that character is in play, BSG-23.6/24.5) and both outcomes."""

from __future__ import annotations

from games.battlestar_galactica.data.script import res

LOW_MORALE = ("roll", "ally", [(1, 4, res(morale=-1))])
TRAUMA_OR_DISCARD = ("choose", "actor", (("trauma_draw", "actor", 2),),
                     (("discard", "actor", 3),))
MOVE_ANYWHERE = ("special", "move_anywhere")


def _ally(location: str, character: str | None, good: tuple, bad: tuple) -> dict:
    return {"location": location, "character": character, "benevolent": good,
            "antagonistic": bad}


ALLIES: dict[str, dict] = {
    "ally_lee_adama": _ally("hangar_deck", "apollo", (("special", "ally_unmanned_strikes"),),
                            (("activate", "launch"),)),
    "ally_william_adama": _ally("admirals_quarters", "adama", (("draw", "actor", "le", 3),),
                                (("jump", -1),)),
    "ally_helo": _ally("weapons_control", "helo", (("draw", "actor", "ta", 3),), (LOW_MORALE,)),
    "ally_anders": _ally("armory", "anders", (("centurions_back",),),
                         (("damage_vipers", "space_unmanned", 2, "actor"),)),
    "ally_baltar": _ally("research_lab", "baltar",
                         (("pick", "actor", ("other", "loyalty"),
                           (("look", "actor", "chosen", 1),)),),
                         (("extra_loyalty", "actor", 7),)),
    "ally_cain": _ally("command", None,
                       (("pick", "actor", ("other", "human", "may", "on_board"),
                         (("execute", "chosen"),)),),
                       (("send", "admiral", "brig"),)),
    "ally_hot_dog": _ally("weapons_control", None, (("special", "destroy_two_raiders"),),
                          (LOW_MORALE,)),
    "ally_cottle": _ally("sickbay", None, (("trauma_discard", "actor", 3), MOVE_ANYWHERE),
                         (("discard", "actor", 3), MOVE_ANYWHERE)),
    "ally_dee": _ally("communications", None, (("special", "inspect_all_civilians"),),
                      (("trauma_draw", "actor", 2),)),
    "ally_racetrack": _ally("weapons_control", None, res(fuel=1),
                            (("trauma_draw", "actor", 1), ("discard_random", "actor", 1))),
    "ally_elosha": _ally("presidents_office", None, (("special", "scout_crisis"),),
                         (("trauma_draw", "actor", 2),)),
    "ally_tory": _ally("press_room", "tory", (("draw", "actor", "po", 3),),
                       (("discard_random", "actor", 2),)),
    "ally_gaeta": _ally("ftl_control", "gaeta", (("jump", 1),), (TRAUMA_OR_DISCARD,)),
    "ally_hoshi": _ally("communications", None, (("special", "escort_one"),),
                        (("activate", "basestars"),)),
    "ally_kat": _ally("hangar_deck", None, (("draw", "actor", "pi", 3),),
                      (("discard", "actor", 3),)),
    "ally_billy": _ally("administration", None, res(morale=1),
                        (("trauma_draw", "actor", 1), ("discard_random", "actor", 1))),
    "ally_kelly": _ally("command", None, (("unmanned", "actor", 4),), (("damage", 1),)),
    "ally_lampkin": _ally("brig", None, (MOVE_ANYWHERE,), (("discard_all", "actor"),)),
    "ally_crashdown": _ally("armory", None, (("special", "scout_destination"),),
                            (("roll", "ally", [(1, 4, res(population=-1))]),)),
    "ally_roslin": _ally("presidents_office", "roslin", (("trauma_discard", "actor", 2),),
                         (("trauma_draw", "actor", 2),)),
    "ally_hardball": _ally("armory", None, (("repair_vipers", 3),),
                           (("send", "actor", "sickbay"),)),
    "ally_shaw": _ally("weapons_control", None, (("special", "shaw_trade"),),
                       (("civilians", 1),)),
    "ally_kara": _ally("hangar_deck", "starbuck", (("special", "one_viper_four_times"),),
                       (("activate", "raiders"),)),
    "ally_ellen": _ally("admirals_quarters", None, (("special", "ellen_title"),),
                        (("send", "actor", "brig"),)),
    "ally_saul_tigh": _ally("command", "tigh",
                            (("pick", "actor", ("other", "brig", "may"),
                              (("send", "chosen", "brig"),)),),
                            (("send", "actor", "brig"),)),
    "ally_cally": _ally("hangar_deck", "cally", (("draw", "actor", "en", 3),), (LOW_MORALE,)),
    "ally_chief": _ally("hangar_deck", "tyrol", (("special", "chief_repairs"),),
                        (("send", "actor", "sickbay"),)),
    "ally_boomer": _ally("armory", "boomer", res(food=1), (("damage", 1),)),
    "ally_zarek": _ally("administration", "zarek", (("special", "zarek_trade"),),
                        (("send", "actor", "brig"),)),
    "ally_cavil": _ally("research_lab", None,
                        (("trauma_discard", "actor", 1), ("trauma_discard_random", "actor", 1)),
                        (("place", {"fore": {"basestars": 1, "raiders": 3},
                                    "aft": {"civilians": 1}}),)),
    "ally_leoben": _ally("communications", None, (("special", "clear_area"),),
                         (("trauma_draw", "actor", 2),)),
    "ally_danna": _ally("press_room", None, res(morale=1), (TRAUMA_OR_DISCARD,)),
    "ally_simon": _ally("sickbay", None, (("draw", "actor", "any", 2), MOVE_ANYWHERE),
                        (("trauma_draw", "actor", 2), MOVE_ANYWHERE)),
    "ally_doral": _ally("administration", None, (("special", "doral_quorum"),),
                        (("damage", 1),)),
    "ally_caprica_six": _ally("brig", None, (("jump", 1),),
                              (("discard_random", "actor", 3), ("special", "destiny_to_hand"))),
}
