"""Skill cards (BSG-1.10): five colours, the card a strength stands for, and how many copies.

A card is written `<colour><strength>` (`le3`: Leadership 3, a Declare Emergency); copies of the
same colour and strength are the same card, so a hand is a list of such codes."""

from __future__ import annotations

COLOURS = ("po", "le", "ta", "pi", "en")  # BSG-0.5: Politics, Leadership, Tactics, Piloting, Eng.
COLOUR_ALIASES = {
    "pol": "po", "politics": "po", "yellow": "po", "p": "po",
    "lea": "le", "leadership": "le", "green": "le", "l": "le",
    "tac": "ta", "tactics": "ta", "purple": "ta", "t": "ta",
    "pil": "pi", "piloting": "pi", "red": "pi",
    "eng": "en", "engineering": "en", "blue": "en", "e": "en",
}

# (colour, strength) -> card name id; BSG-1.10 base (1-2 low, 3-5 high) and Exodus (0 and 6).
NAMES = {
    "po": {1: "consolidate_power", 2: "consolidate_power", 3: "investigative_committee",
           4: "investigative_committee", 5: "investigative_committee", 0: "red_tape",
           6: "political_prowess"},
    "le": {1: "executive_order", 2: "executive_order", 3: "declare_emergency",
           4: "declare_emergency", 5: "declare_emergency", 0: "iron_will",
           6: "state_of_emergency"},
    "ta": {1: "launch_scout", 2: "launch_scout", 3: "strategic_planning",
           4: "strategic_planning", 5: "strategic_planning", 0: "trust_instincts",
           6: "scout_for_fuel"},
    "pi": {1: "evasive_maneuvers", 2: "evasive_maneuvers", 3: "maximum_firepower",
           4: "maximum_firepower", 5: "maximum_firepower", 0: "protect_the_fleet",
           6: "best_of_the_best"},
    "en": {1: "repair", 2: "repair", 3: "scientific_research", 4: "scientific_research",
           5: "scientific_research", 0: "establish_network", 6: "build_nuke"},
}
BASE_COPIES = {1: 8, 2: 6, 3: 4, 4: 2, 5: 1}  # BSG-1.10: 21 per colour
EXODUS_COPIES = {0: 3, 6: 1}  # BSG-1.10: 4 per colour with Exodus

# Cards whose text is an "Action:" (BSG-5.1), played in the action step.
ACTION_CARDS = {"consolidate_power", "executive_order", "launch_scout", "maximum_firepower",
                "repair", "state_of_emergency", "scout_for_fuel", "build_nuke"}
# Skill Check Abilities (BSG-6.5): the strength-0 Exodus cards.
SCA_CARDS = {"red_tape", "iron_will", "trust_instincts", "protect_the_fleet",
             "establish_network"}


def colour(code: str) -> str:
    return code[:2]


def strength(code: str) -> int:
    return int(code[2:])


def name(code: str) -> str:
    return NAMES[code[:2]][int(code[2:])]


def deck(colour_: str, exodus: bool) -> list[str]:
    """Every card of one colour's deck (unshuffled)."""
    copies = dict(BASE_COPIES)
    if exodus:
        copies.update(EXODUS_COPIES)
    return [f"{colour_}{s}" for s, n in sorted(copies.items()) for _ in range(n)]


ALL_CODES = tuple(f"{c}{s}" for c in COLOURS for s in range(7))
