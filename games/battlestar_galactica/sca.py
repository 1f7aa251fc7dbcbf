"""Skill Check Abilities (BSG-6.5, Exodus): the strength-0 cards act when revealed in a check.

Only the first card of a name resolves; the current player orders them when the order matters
(Red Tape and Trust Instincts); Trust Instincts' two Destiny cards resolve their own abilities;
effects last even if the card is later removed."""

from __future__ import annotations

from games.battlestar_galactica.checks import STAGES, after_abilities, draw_destiny
from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.machine import Frame, ask, event, frame, push
from games.battlestar_galactica.players import to_discards
from games.battlestar_galactica.state import State

ORDER_MATTERS = {"red_tape", "trust_instincts"}
PROTECT_PILOTING = 3


def _present(f: Frame) -> list[str]:
    names = {K.name(c) for c, _ in f["cards"]}
    return sorted(n for n in names & K.SCA_CARDS if n not in f["sca_done"])


def resolve_abilities(s: State, f: Frame) -> None:
    f.setdefault("sca_done", [])
    if "ans" in f:
        _resolve(s, f, f.pop("ans").split()[1])
    while True:
        todo = _present(f)
        if not todo:
            after_abilities(s, f)
            return
        f["sca_seen"] = True
        tricky = [n for n in todo if n in ORDER_MATTERS]
        if len(tricky) > 1:
            ask(s, f, s.current, "sca_order", [f"first {n}" for n in tricky])
            return
        name = tricky[0] if tricky else todo[0]
        if not _resolve(s, f, name):
            return


def _resolve(s: State, f: Frame, name: str) -> bool:
    """Resolve one ability; False when it queued a decision first (the check waits)."""
    f["sca_done"].append(name)
    event(s, "skill_check_ability", ability=name)
    if name == "red_tape":
        removed = [c for c, _ in f["cards"] if K.strength(c) in (5, 6)]
        f["cards"] = [[c, q] for c, q in f["cards"] if K.strength(c) not in (5, 6)]
        to_discards(s, removed)
        event(s, "red_tape", removed=removed)
    elif name == "trust_instincts":
        added = draw_destiny(s, 2)
        f["cards"].extend([c, None] for c in added)
        event(s, "destiny_added", cards=added)
    elif name == "establish_network":
        f["network"] = True
    elif name == "iron_will":
        f["iron_will"] = True
    elif name == "protect_the_fleet":
        piloting = sum(K.strength(c) for c, _ in f["cards"] if K.colour(c) == "pi")
        if piloting >= PROTECT_PILOTING:
            push(s, f)
            push(s, frame("unmanned_activations", seat=s.current, left=1))
            return False
    return True


STAGES["sca"] = resolve_abilities
