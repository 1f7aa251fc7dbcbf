"""Which moves each phase allows, their validation with readable reasons, and their execution.

Phases: `action` (choose one of the five actions, AE-3), `recruit` (troops returned, the Recruit
still to place), `move` (MP left), `peek` (land on a face-down planet: confirm or decline),
`combat` (a choice of attacks, AE-4), `retire` (starships for the battleship, AE-5.4), `over`.
"""

from __future__ import annotations

from collections.abc import Callable

from games.ascending_empires import actions as A
from games.ascending_empires import combat
from games.ascending_empires import movement as M
from games.ascending_empires import research as R
from games.ascending_empires.data import SEAT_COLOURS
from games.ascending_empires.notation import Action, fmt, parse, plain
from games.ascending_empires.state import State
from games.ascending_empires.turn import end_turn, record_move
from games.base import IllegalMove, Msg

_ACTION = ("recruit", "return", "launch", "flick", "land", "mine", "build", "research")
PHASE_KINDS: dict[str, tuple[str, ...]] = {
    "action": _ACTION,
    "recruit": ("recruit", "return"),
    "move": ("launch", "flick", "land", "done"),
    "peek": ("confirm", "decline"),
    "combat": ("attack", "bombard"),
    "retire": ("retire",),
}

_CHECKS: dict[str, Callable[[State, int, Action], None]] = {
    "recruit": A.check_recruit,
    "return": A.check_return,
    "mine": A.check_mine,
    "build": A.check_build,
    "land": M.check_land,
    "research": R.check_research,
    "attack": combat.check,
    "bombard": combat.check,
    "retire": R.check_retire,
}
# Checks that also complete the action: a launch's spot (AE-8.3), a flick's record (AE-6.1).
_RESOLVES: dict[str, Callable[[State, int, Action], Action]] = {
    "launch": M.check_launch,
    "flick": M.check_flick,
}


def _combat_then_end(s: State, p: int, a: Action) -> None:
    combat.resolve(s, p, a)
    if combat.play_forced(s):
        end_turn(s)


_DOERS: dict[str, Callable[[State, int, Action], None]] = {
    "recruit": A.do_recruit,
    "return": A.do_return,
    "mine": A.do_mine,
    "build": A.do_build,
    "launch": M.do_launch,
    "flick": M.do_flick,
    "land": M.do_land,
    "confirm": M.do_peek_answer,
    "decline": M.do_peek_answer,
    "done": M.do_done,
    "research": R.do_research,
    "attack": _combat_then_end,
    "bombard": _combat_then_end,
    "retire": R.do_retire,
}


def legal_actions(s: State, p: int) -> list[Action]:
    """Every legal action now. Flicks and launch spots are continuous: one representative flick
    per ship, one launch per planet and kind of ship at the default spot."""
    if s.phase == "over" or p != s.seat:
        return []
    phase = s.phase
    if phase == "peek":
        return [("confirm",), ("decline",)]
    if phase == "combat":
        return combat.options(s, p)
    if phase == "retire":
        return R.retire_moves(s, p)
    out: list[Action] = []
    if phase in ("action", "recruit"):
        out += A.recruit_moves(s, p) + A.return_moves(s, p)
    if phase in ("action", "move"):
        out += M.launch_moves(s, p) + M.flick_moves(s, p) + M.land_moves(s, p)
    if phase == "action":
        out += A.mine_moves(s, p) + A.build_moves(s, p) + R.research_moves(s, p)
    if phase == "move":
        out.append(("done",))
    return out


def _wrong_phase(s: State, kind: str) -> IllegalMove:
    if s.phase == "action":
        if kind == "done":
            return IllegalMove("ae.err.done_no_move", rule="AE-8.5")
        return IllegalMove("ae.err.phase_action", rule="AE-3")
    if s.phase == "recruit":
        return IllegalMove("ae.err.phase_recruit", rule="AE-3")
    if s.phase == "move":
        return IllegalMove("ae.err.phase_move", count=s.mp, rule="AE-3")
    if s.phase == "peek":
        planet = (s.pending or {}).get("planet", "")
        return IllegalMove("ae.err.phase_peek", planet=planet, rule="AE-3")
    if s.phase == "combat":
        return IllegalMove("ae.err.phase_combat",
                           options=[fmt(a) for a in combat.options(s, s.seat)], rule="AE-4.1")
    return IllegalMove("ae.err.phase_retire",
                       options=[fmt(a) for a in R.retire_moves(s, s.seat)], rule="AE-5.4")


def validate(s: State, p: int, text: str, record: bool = True) -> Action:
    """The action if seat `p` may play `text` now, complete (a launch with its spot, a flick
    with its recorded outcome; without `record`, a flick stays as aimed, for a preview);
    raises IllegalMove with the reason."""
    if s.phase == "over":
        raise IllegalMove("ae.err.game_over", rule="AE-7.1")
    if p != s.seat:
        raise IllegalMove("ae.err.not_your_turn", player=Msg(f"ae.player.{SEAT_COLOURS[s.seat]}"))
    a = parse(text)
    if a[0] not in PHASE_KINDS[s.phase]:
        raise _wrong_phase(s, a[0])
    if a[0] == "flick" and not record:
        M.check_flick_aim(s, p, a)
        return plain(a)
    resolve = _RESOLVES.get(a[0])
    if resolve is not None:
        return resolve(s, p, a)
    check = _CHECKS.get(a[0])
    if check is not None:
        check(s, p, a)
    return a


def execute(s: State, p: int, a: Action) -> None:
    """Carry out a validated action on `s` (a private copy) and keep it with its turn's moves."""
    turn = s.turn
    s.events = []
    s.last_flick = None
    _DOERS[a[0]](s, p, a)
    record_move(s, turn, p)
