"""Players: who counts as human (BSG-0.3), skill hands (draw, discard, BSG-1.10.1), where a
character is and how it moves (BSG-4, BSG-10.3, BSG-15), once-per-game use."""

from __future__ import annotations

from games.battlestar_galactica.data import characters as C
from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.data.board import HAND_LIMIT, LOCATIONS
from games.battlestar_galactica.data.loyalty import is_cylon
from games.battlestar_galactica.machine import event, shuffle
from games.battlestar_galactica.state import State


def in_game(s: State, seat: int) -> bool:
    return not s.players[seat]["eliminated"]


def is_human(s: State, seat: int) -> bool:
    """A "human player" for every rule: not a revealed Cylon (hidden Cylons included)."""
    p = s.players[seat]
    return not p["revealed"] and not p["eliminated"]


def cylon_team(s: State, seat: int) -> bool:
    """On the Cylon team for winning (BSG-0.3): revealed, or holding a "You Are a Cylon" card."""
    p = s.players[seat]
    return p["revealed"] or any(is_cylon(c) for c in p["loyalty"] + p["shown"])


def humans(s: State) -> list[int]:
    return [q for q in s.order_from(s.current) if is_human(s, q)]


def revealed_cylons(s: State) -> list[int]:
    return [q for q in s.order_from(s.current) if s.players[q]["revealed"]]


def character(s: State, seat: int) -> str:
    return s.players[seat]["character"] or ""


def ship(loc: str | None) -> str | None:
    """galactica / colonial_one / cylon, "space" for a pilot in a viper, None off the board."""
    if loc is None:
        return None
    if loc == "viper":
        return "space"
    return LOCATIONS[loc]["ship"]


def on_galactica(s: State, seat: int) -> bool:
    return ship(s.players[seat]["loc"]) == "galactica"


def on_board(s: State, seat: int) -> bool:
    p = s.players[seat]
    return p["loc"] is not None and not p["eliminated"]


def occupants(s: State, loc: str) -> list[int]:
    return [q for q in s.order_from(s.current) if s.players[q]["loc"] == loc]


def hand_limit(s: State, seat: int) -> int:
    return C.HAND_LIMITS.get(character(s, seat), HAND_LIMIT)


def skill_set(s: State, seat: int) -> set[str]:
    ch = character(s, seat)
    return C.skill_colours(ch) if ch else set()


# --- skill cards --------------------------------------------------------------------------

def draw(s: State, seat: int, colour: str, count: int = 1) -> list[str]:
    """Draw from one colour's deck, rebuilding it from its discards when empty (BSG-1.10.1)."""
    got: list[str] = []
    for _ in range(count):
        deck = s.decks[colour]
        if not deck:
            pile = s.discards[colour]
            if not pile:
                break
            s.decks[colour] = deck = shuffle(s, pile)
            s.discards[colour] = []
            event(s, "reshuffle", deck=colour)
        got.append(deck.pop())
    if got:
        s.players[seat]["hand"].extend(got)
        s.reveals += 1
        event(s, "draw", seat=seat, colour=colour, count=len(got), secret={"cards": got},
              shown_to=[seat])
    return got


def discard(s: State, seat: int, card: str, why: str = "discard") -> None:
    """A card leaves the hand face up onto its colour's discard pile (public)."""
    s.players[seat]["hand"].remove(card)
    s.discards[K.colour(card)].append(card)
    event(s, "discard", seat=seat, card=card, why=why)


def to_discards(s: State, cards: list[str]) -> None:
    for card in cards:
        s.discards[K.colour(card)].append(card)


# --- places -------------------------------------------------------------------------------

def leave_viper(s: State, seat: int) -> None:
    """A pilot who stops piloting returns the viper to the Reserves (BSG-10.3)."""
    p = s.players[seat]
    if p["viper"] is not None:
        s.vipers[p["viper"]["kind"]]["reserves"] += 1
        p["viper"] = None


def place(s: State, seat: int, loc: str | None) -> None:
    """Put a character at `loc` (no cost, no checks): the common end of every move and send."""
    from games.battlestar_galactica import titles

    p = s.players[seat]
    before = p["loc"]
    if loc != "viper":
        leave_viper(s, seat)
    p["loc"] = loc
    if loc != before:
        event(s, "moved", seat=seat, frm=before, to=loc)
    if loc == "brig" and before != "brig":
        titles.leave_on_brig(s, seat)


def can_send(s: State, seat: int, dest: str) -> bool:
    """BSG-15.3: who may actually be moved to the Brig or Sickbay."""
    p = s.players[seat]
    if p["revealed"] or p["eliminated"] or p["loc"] is None or p["loc"] == dest:
        return False
    return not (dest == "sickbay" and p["loc"] == "brig")


def send(s: State, seat: int, dest: str) -> bool:
    """Send a character to the Brig or Sickbay when the rules allow it."""
    if not can_send(s, seat, dest):
        return False
    place(s, seat, dest)
    return True


def use_opg(s: State, seat: int, name: str) -> None:
    s.players[seat]["opg"] = True
    event(s, "once_per_game", seat=seat, ability=name)


def has_opg(s: State, seat: int, name: str) -> bool:
    """Whether `seat` may still use its character's once-per-game ability `name`."""
    p = s.players[seat]
    ch = p["character"]
    if p["opg"] or p["revealed"] or not ch:
        return False
    return C.OPG_ACTIONS.get(ch) == name or C.OPG_WINDOWS.get(ch) == name
