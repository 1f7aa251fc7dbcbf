"""The 14 characters of base + Exodus (BSG-1.18) and the lines of succession (BSG-1.19).

`skills` lists (colours, count) pairs: a pair with two colours is a multi-skill whose cards are
chosen freely among them (BSG-0.5)."""

from __future__ import annotations

CHARACTERS: dict[str, dict] = {
    "adama": {"set": "base", "type": "military", "skills": ((("le",), 3), (("ta",), 2)),
              "start": "admirals_quarters"},
    "tigh": {"set": "base", "type": "military", "skills": ((("le",), 2), (("ta",), 3)),
             "start": "command"},
    "helo": {"set": "base", "type": "military",
             "skills": ((("le",), 2), (("ta",), 2), (("pi",), 1)), "start": None},
    "apollo": {"set": "base", "type": "pilot",
               "skills": ((("ta",), 1), (("pi",), 2), (("le", "po"), 2)), "start": "viper"},
    "starbuck": {"set": "base", "type": "pilot",
                 "skills": ((("ta",), 2), (("pi",), 2), (("le", "en"), 1)),
                 "start": "hangar_deck"},
    "boomer": {"set": "base", "type": "pilot",
               "skills": ((("ta",), 2), (("pi",), 2), (("en",), 1)), "start": "armory"},
    "roslin": {"set": "base", "type": "political", "skills": ((("po",), 3), (("le",), 2)),
               "start": "presidents_office"},
    "baltar": {"set": "base", "type": "political",
               "skills": ((("po",), 2), (("le",), 1), (("en",), 1)), "start": "research_lab"},
    "zarek": {"set": "base", "type": "political",
              "skills": ((("po",), 2), (("le",), 2), (("ta",), 1)), "start": "administration"},
    "tyrol": {"set": "base", "type": "support",
              "skills": ((("po",), 1), (("le",), 2), (("en",), 2)), "start": "hangar_deck"},
    "anders": {"set": "exodus", "type": "pilot",
               "skills": ((("le",), 2), (("ta",), 2), (("ta", "pi"), 1)), "start": "armory"},
    "cally": {"set": "exodus", "type": "support",
              "skills": ((("po",), 1), (("le",), 1), (("ta",), 1), (("en",), 2)),
              "start": "hangar_deck"},
    "gaeta": {"set": "exodus", "type": "military",
              "skills": ((("po", "le"), 2), (("ta",), 2), (("en",), 1)), "start": "ftl_control"},
    "tory": {"set": "exodus", "type": "political",
             "skills": ((("po",), 3), (("le",), 1), (("ta",), 1)), "start": "press_room"},
}
CHARACTER_ALIASES = {
    "william": "adama", "bill": "adama", "william_adama": "adama", "saul": "tigh",
    "saul_tigh": "tigh", "karl": "helo", "agathon": "helo", "lee": "apollo",
    "kara": "starbuck", "thrace": "starbuck", "sharon": "boomer", "valerii": "boomer",
    "laura": "roslin", "gaius": "baltar", "tom": "zarek", "chief": "tyrol", "galen": "tyrol",
    "sam": "anders", "samuel": "anders", "callandra": "cally", "felix": "gaeta",
    "foster": "tory",
}
BALANCED_TYPES = ("political", "military", "pilot")  # BSG-2.3: support is free

# BSG-1.19: ranks, highest first.
SUCCESSION = {
    "admiral": ("adama", "tigh", "helo", "gaeta", "apollo", "starbuck", "boomer", "anders",
                "tyrol", "cally", "zarek", "baltar", "tory", "roslin"),
    "president": ("roslin", "baltar", "zarek", "tory", "apollo", "gaeta", "adama", "helo",
                  "tyrol", "cally", "boomer", "tigh", "anders", "starbuck"),
    "cag": ("apollo", "starbuck", "boomer", "anders", "helo", "adama", "tigh", "gaeta",
            "tyrol", "cally", "zarek", "baltar", "tory", "roslin"),
}

# Once-per-game abilities used as an action (BSG-1.18); the others trigger in windows.
OPG_ACTIONS = {"tigh": "declare_martial_law", "apollo": "cag", "roslin": "skilled_politician",
               "baltar": "cylon_detector", "zarek": "unconventional_tactics",
               "cally": "discharge_of_a_firearm", "gaeta": "coup", "tory": "influential"}
OPG_WINDOWS = {"adama": "command_authority", "helo": "moral_compass",
               "starbuck": "secret_destiny", "boomer": "mysterious_intuition",
               "tyrol": "blind_devotion", "anders": "longshot"}
HAND_LIMITS = {"tyrol": 8}  # Reckless


def pilots(character: str) -> bool:
    """Whether Piloting is in the character's skill set (BSG-10.3)."""
    return any("pi" in colours for colours, _ in CHARACTERS[character]["skills"])


def skill_colours(character: str) -> set[str]:
    return {c for colours, _ in CHARACTERS[character]["skills"] for c in colours}


def in_play(character: str, exodus: bool) -> bool:
    return exodus or CHARACTERS[character]["set"] == "base"
