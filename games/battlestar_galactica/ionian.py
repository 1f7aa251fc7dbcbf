"""The Ionian Nebula option (BSG-23): trauma tokens, allies, trauma on the Brig and Sickbay.
The Crossroads phase and the Trial are in `crossroads.py`.

Discarded trauma tokens go back face down into the pool (one data set does the same; the
reference is silent): a ruling in docs/battlestar-galactica.md."""

from __future__ import annotations

from games.battlestar_galactica import players as P
from games.battlestar_galactica.data.allies import ALLIES
from games.battlestar_galactica.data.board import SUPPLY_TRAUMA
from games.battlestar_galactica.effects import in_play_effect, who
from games.battlestar_galactica.machine import (
    Frame,
    ask,
    event,
    frame,
    op,
    pick_random,
    push,
    shuffle,
    steps,
)
from games.battlestar_galactica.state import State

ALLIES_OUT = 3
START_TRAUMA = 3
DISASTER_REDRAW = 2  # a revealed Cylon draws 2 more for each disaster (BSG-23.3)
KINDS = ("antagonistic", "benevolent")


def pool_tokens() -> list[str]:
    return [kind for kind, n in SUPPLY_TRAUMA.items() for _ in range(n)]


def draw_token(s: State) -> str | None:
    if not s.trauma_pool:
        return None
    s.reveals += 1
    return s.trauma_pool.pop()


def return_tokens(s: State, tokens: list[str]) -> None:
    if tokens:
        s.trauma_pool = shuffle(s, [*s.trauma_pool, *tokens])


def ally_valid(s: State, ally: str) -> bool:
    """BSG-23.6: not a character in play (chosen or executed), and its location still usable."""
    data = ALLIES[ally]
    taken = {p["character"] for p in s.players} | set(s.used_characters)
    if data["character"] in taken:
        return False
    loc = data["location"]
    if loc in s.damaged:
        return False
    return not (loc in ("press_room", "presidents_office", "administration")
                and in_play_effect(s, "colonial_one_destroyed"))


def draw_ally(s: State) -> str | None:
    """The next valid ally; invalid ones leave the game (the deck is never reshuffled)."""
    while s.ally_deck:
        ally = s.ally_deck.pop()
        s.reveals += 1
        if ally_valid(s, ally):
            return ally
        s.ally_out.append(ally)
        event(s, "ally_skipped", ally=ally)
    return None


def setup(s: State) -> None:
    """BSG-23.1: tokens on the Brig and Sickbay, three for each player, three allies out."""
    s.trauma_pool = shuffle(s, pool_tokens())
    for loc in ("brig", "sickbay"):
        s.trauma_at[loc] = draw_token(s)
    for seat in range(s.seats):
        fresh_tokens(s, seat, START_TRAUMA)
    for _ in range(ALLIES_OUT):
        ally = draw_ally(s)
        if ally is not None:
            s.allies.append({"id": ally, "token": draw_token(s)})
            event(s, "ally_placed", ally=ally, location=ALLIES[ally]["location"])


def fresh_tokens(s: State, seat: int, count: int) -> None:
    """Starting tokens (setup, a new character): a disaster is shown, set aside and redrawn,
    then shuffled back (BSG-23.1, BSG-17.4.9)."""
    got: list[str] = []
    aside: list[str] = []
    while len(got) < count:
        token = draw_token(s)
        if token is None:
            break
        if token == "disaster":
            aside.append(token)
            event(s, "disaster_set_aside", seat=seat)
        else:
            got.append(token)
    s.players[seat]["trauma"].extend(got)
    return_tokens(s, aside)
    event(s, "trauma_drawn", seat=seat, count=len(got), secret={"tokens": got}, shown_to=[seat])


@op("trauma_draw")
def _trauma_draw(s: State, f: Frame) -> None:
    name, count = f["args"][:2]
    ctx = f["ctx"]
    for seat in who(s, ctx, name):
        if ctx.get("fresh"):
            fresh_tokens(s, seat, count)
        else:
            gain_trauma(s, seat, count)


def gain_trauma(s: State, seat: int, count: int, first: list[str] | None = None) -> None:
    """BSG-23.3: tokens are drawn at once; a disaster executes a human (the Cylon team's hidden
    members too) or makes a revealed Cylon draw two more, again for every further disaster, the
    disasters set aside until the drawing is over (so they cannot be drawn again)."""
    drawn = list(first or [])
    drawn += [t for t in (draw_token(s) for _ in range(count)) if t is not None]
    p = s.players[seat]
    aside = 0
    while True:
        keep = [t for t in drawn if t != "disaster"]
        disasters = len(drawn) - len(keep)
        p["trauma"].extend(keep)
        event(s, "trauma_drawn", seat=seat, count=len(keep), secret={"tokens": keep},
              shown_to=[seat])
        if not disasters:
            break
        event(s, "disaster", seat=seat, count=disasters)
        aside += disasters
        if not p["revealed"]:
            return_tokens(s, ["disaster"] * aside)
            push(s, frame("execution", seat=seat))
            return
        drawn = [t for t in (draw_token(s) for _ in range(DISASTER_REDRAW * disasters))
                 if t is not None]
        if not drawn:
            break
    return_tokens(s, ["disaster"] * aside)


@op("trauma_discard")
def _trauma_discard(s: State, f: Frame) -> None:
    """The player discards trauma tokens of his choice (face down, back to the pool)."""
    name, count = f["args"][:2]
    may = len(f["args"]) > 2
    if "ans" in f:
        kind = f.pop("ans").split()[1]
        seat = f["seat"]
        if kind == "none":
            return
        s.players[seat]["trauma"].remove(kind)
        return_tokens(s, [kind])
        event(s, "trauma_discarded", seat=seat)
        f["left"] -= 1
    elif "seat" not in f:
        seats = who(s, f["ctx"], name)
        if not seats:
            return
        f["seat"], f["left"] = seats[0], count
    tokens = s.players[f["seat"]]["trauma"]
    if f["left"] > 0 and tokens:
        options = [f"trauma {k}" for k in KINDS if k in tokens]
        ask(s, f, f["seat"], "trauma", options + (["trauma none"] if may else []))


@op("trauma_discard_random")
def _trauma_discard_random(s: State, f: Frame) -> None:
    name, count = f["args"]
    for seat in who(s, f["ctx"], name):
        tokens = s.players[seat]["trauma"]
        for _ in range(min(count, len(tokens))):
            token = pick_random(s, tokens)
            tokens.remove(token)
            return_tokens(s, [token])
            event(s, "trauma_discarded", seat=seat)


@op("trauma_on_location")
def _trauma_on_location(s: State, f: Frame) -> None:
    """BSG-3.1: a player starting the turn in the Brig or Sickbay takes its token, and a new
    one from the pool replaces it unseen."""
    seat = f["seat"]
    loc = s.players[seat]["loc"]
    token = s.trauma_at.get(loc) if loc is not None else None
    if loc is None or token is None:
        return
    s.trauma_at[loc] = draw_token(s)
    event(s, "trauma_taken_from_location", seat=seat, location=loc)
    gain_trauma(s, seat, 0, [token])


# --- allies -------------------------------------------------------------------------------

def allies_here(s: State, loc: str | None) -> list[str]:
    return [a["id"] for a in s.allies if ALLIES[a["id"]]["location"] == loc]


@op("ally_encounter")
def _ally_encounter(s: State, f: Frame) -> None:
    """BSG-23.5: ending the Movement step with an ally means meeting one of them."""
    seat = f["seat"]
    p = s.players[seat]
    if s.flags.get("skip_turn") or p["revealed"] or p["met_round"] == s.turn:
        return
    here = allies_here(s, p["loc"])
    if not here:
        return
    if "ans" not in f and len(here) > 1:
        ask(s, f, seat, "ally", [f"ally {a}" for a in sorted(here)])
        return
    ally = f["ans"].split()[1] if "ans" in f else here[0]
    p["met_round"] = s.turn
    entry = next(a for a in s.allies if a["id"] == ally)
    s.allies.remove(entry)
    s.ally_out.append(ally)
    token = entry["token"]
    event(s, "ally_met", seat=seat, ally=ally, token=token)
    return_tokens(s, [token] if token else [])
    push(s, frame("ally_replace", placer=seat))
    if token in KINDS:
        steps(s, ALLIES[ally][token], {"src": "ally", "card": ally, "actor": seat})


@op("ally_replace")
def _ally_replace(s: State, f: Frame) -> None:
    """Draw a new ally; `placer` puts one of his own tokens on it (a random pool token if he
    has none, BSG-23.5.4)."""
    placer = f["placer"]
    if "ally" not in f:
        ally = draw_ally(s)
        if ally is None:
            return
        f["ally"] = ally
        event(s, "ally_placed", ally=ally, location=ALLIES[ally]["location"])
    token = None
    if "ans" in f:
        token = f.pop("ans").split()[1]
        s.players[placer]["trauma"].remove(token)
    elif placer is not None and s.players[placer]["trauma"]:
        tokens = s.players[placer]["trauma"]
        ask(s, f, placer, "trauma", [f"trauma {k}" for k in KINDS if k in tokens],
            card=f["ally"])
        return
    else:
        token = draw_token(s)
    s.allies.append({"id": f["ally"], "token": token})


@op("allies_check")
def _allies_check(s: State, f: Frame) -> None:
    """BSG-23.6: allies whose character came into play or whose location was lost leave; each
    replacement gets a token from the Cylon player with the most trauma tokens."""
    for entry in list(s.allies):
        if ally_valid(s, entry["id"]):
            continue
        s.allies.remove(entry)
        s.ally_out.append(entry["id"])
        return_tokens(s, [entry["token"]] if entry["token"] else [])
        event(s, "ally_removed", ally=entry["id"])
        push(s, frame("ally_placer"))


@op("ally_placer")
def _ally_placer(s: State, f: Frame) -> None:
    """Ties for the most tokens: the current player picks among them (the Exodus rulebook),
    or with `ally_tie=turn_order` the first in turn order (the unified rulebook)."""
    if "ans" in f:
        push(s, frame("ally_replace", placer=s.seat_of(f["ans"].split()[1])))
        return
    cylons = [q for q in P.revealed_cylons(s) if s.players[q]["trauma"]]
    if not cylons:
        push(s, frame("ally_replace", placer=None))
        return
    most = max(len(s.players[q]["trauma"]) for q in cylons)
    tied = [q for q in cylons if len(s.players[q]["trauma"]) == most]
    if len(tied) > 1 and s.opt("ally_tie") != "turn_order":
        ask(s, f, s.current, "target", [f"target {s.players[q]['character']}" for q in tied])
        return
    push(s, frame("ally_replace", placer=tied[0]))
