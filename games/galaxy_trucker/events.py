"""What a move did, as typed data for captions (never words): one TypedDict per event kind.

Every event carries `event`, its kind. Squares are `col,row` texts, goods single letters
(r, y, g, b), seats ints. `private` marks an event only its seat may see (the view drops it for
everyone else). `EVENTS` maps each kind to its TypedDict; a test checks every emitted event
against it.
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict, get_type_hints


class _Seat(TypedDict):
    seat: int
    private: NotRequired[int]


# -- round, building, launch ----------------------------------------------------------------------

class RoundStarted(TypedDict):
    event: Literal["round_started"]
    round: int
    ship_class: str


class RoughRoads(TypedDict):
    event: Literal["rough_roads"]
    cards: list[str]


class DeadZone(TypedDict):
    event: Literal["dead_zone"]
    column: int


class NastySurprise(TypedDict):
    event: Literal["nasty_surprise"]
    card: str


class IntrigueChosen(_Seat):
    event: Literal["intrigue_chosen"]


class Drew(_Seat):
    event: Literal["drew"]


class TileInHand(_Seat):
    event: Literal["tile_in_hand"]
    tile: int


class Took(_Seat):
    event: Literal["took"]
    tile: int
    source: str  # faceup, reserve, mto


class Placed(_Seat):
    event: Literal["placed"]
    tile: int
    square: str
    rotation: int


class Rotated(_Seat):
    event: Literal["rotated"]
    square: str
    rotation: int


class Lifted(_Seat):
    event: Literal["lifted"]
    square: str
    tile: int


class Returned(_Seat):
    event: Literal["returned"]
    tile: int


class Reserved(_Seat):
    event: Literal["reserved"]
    tile: int


class Peeked(_Seat):
    event: Literal["peeked"]
    pile: int


class Oriented(_Seat):
    event: Literal["oriented"]
    direction: str


class Finished(_Seat):
    event: Literal["finished"]
    clock: int
    late: bool


class Order(TypedDict):
    event: Literal["order"]
    seats: list[int]


class ReserveLost(_Seat):
    event: Literal["reserve_lost"]
    tiles: list[int]


class Repaired(_Seat):
    event: Literal["repaired"]
    square: str
    tile: int


class AlienAboard(_Seat):
    event: Literal["alien_aboard"]
    alien: str
    square: str
    role: str


class Launched(TypedDict):
    event: Literal["launched"]
    order: list[int]
    positions: list[int | None]


# -- cards, dice, movement ------------------------------------------------------------------------

class Card(TypedDict):
    event: Literal["card"]
    card: str
    kind: str


class Moved(_Seat):
    event: Literal["moved"]
    days: int
    before: int
    after: int


class Roll(TypedDict):
    event: Literal["roll"]
    roller: int
    shot: str
    kind: str  # small, large, light, heavy (after Meteoric Inversion)
    side: str  # f, b, l, r
    dice: list[int]
    total: int


class RollSquare(TypedDict):
    event: Literal["roll_square"]
    why: str
    dice: list[int]
    column: int
    row: int


class Missed(_Seat):
    event: Literal["missed"]
    shot: str


class Bounced(_Seat):
    event: Literal["bounced"]
    square: str
    shot: str


class ShotDown(_Seat):
    event: Literal["shot_down"]
    square: str
    shot: str
    cannon: NotRequired[str]


class Shielded(_Seat):
    event: Literal["shielded"]
    square: str
    shot: str
    boosted: bool


class ArmourHeld(_Seat):
    event: Literal["armour_held"]
    square: str
    cause: str


class Destroyed(_Seat):
    event: Literal["destroyed"]
    square: str
    tile: int
    cause: str


class FellOff(_Seat):
    event: Literal["fell_off"]
    square: str
    tile: int
    cause: str


class Explosion(_Seat):
    event: Literal["explosion"]
    square: str


class Sabotage(TypedDict):
    event: Literal["sabotage"]
    attempt: int
    dice: list[int]
    square: str
    targets: list[int]


class EnginePower(_Seat):
    event: Literal["engine_power"]
    powered: int
    value: int


class Firepower(_Seat):
    event: Literal["firepower"]
    powered: list[str]
    boosted: list[str]
    value: int  # half units


class Hyperspace(_Seat):
    event: Literal["hyperspace"]
    engine: str
    half: int


class BackFromHyperspace(_Seat):
    event: Literal["returned_from_hyperspace"]
    half: int


class BatteryUsed(_Seat):
    event: Literal["battery_used"]
    square: str


class Techie(_Seat):
    event: Literal["techie"]


class CrewLost(_Seat):
    event: Literal["crew_lost"]
    square: str
    alien: str  # "" for an astronaut
    cause: str


class Woke(_Seat):
    event: Literal["woke"]
    square: str


class GoodLost(_Seat):
    event: Literal["good_lost"]
    square: str
    good: str
    cause: str


class GoodsOffered(_Seat):
    event: Literal["goods_offered"]
    goods: str


class GoodsDiscarded(_Seat):
    event: Literal["goods_discarded"]
    goods: str


class Loaded(_Seat):
    event: Literal["loaded"]
    square: str
    good: str


class Unloaded(_Seat):
    event: Literal["unloaded"]
    square: str
    good: str


class Recharged(_Seat):
    event: Literal["recharged"]
    square: str
    good: str


class Landed(_Seat):
    event: Literal["landed"]
    planet: int


class Explored(_Seat):
    event: Literal["explored"]


class Credits(_Seat):
    event: Literal["credits"]
    amount: int
    why: str


class Paid(_Seat):
    event: Literal["paid"]
    amount: int
    owed: int


class Loan(_Seat):
    event: Literal["loan"]
    forced: bool


class Repaid(_Seat):
    event: Literal["repaid"]


class EnemyResult(_Seat):
    event: Literal["enemy_beaten", "enemy_tied", "enemy_won"]
    value: int
    strength: int


class Diplomat(_Seat):
    event: Literal["diplomat"]


class GaveUp(_Seat):
    event: Literal["gave_up"]
    reason: str


class WillGiveUp(_Seat):
    event: Literal["will_give_up"]


class WillAbandon(_Seat):
    event: Literal["will_abandon"]
    half: int


class GiveUpCancelled(_Seat):
    event: Literal["give_up_cancelled"]


class HalfDropped(_Seat):
    event: Literal["half_dropped"]
    half: int
    reason: str
    goods: str
    credits: int


class Envy(TypedDict):
    event: Literal["envy"]
    shooter: int
    target: int


class Somersault(TypedDict):
    event: Literal["somersault"]


class DejaVu(TypedDict):
    event: Literal["deja_vu"]
    cards: list[str]


class Crossing(_Seat):
    event: Literal["crossing", "waiting"]


class Demand(_Seat):
    event: Literal["demand"]
    target: int
    amount: int
    column: int


class Bid(_Seat):
    event: Literal["bid"]
    amount: int  # 0: passed


class AuctionWon(_Seat):
    event: Literal["auction_won"]
    amount: int


class AuctionUnsold(TypedDict):
    event: Literal["auction_unsold"]


class UnionPaid(_Seat):
    event: Literal["union_paid"]
    goods: int


class Guessed(_Seat):
    event: Literal["guessed"]
    guess: int


class DieShown(TypedDict):
    event: Literal["die_shown"]
    roller: int
    die: int


class Offers(TypedDict):
    event: Literal["offers"]
    offers: dict[str, int]


class Targeted(TypedDict):
    event: Literal["targeted"]
    square: str


class Depot(TypedDict):
    event: Literal["depot"]
    tiles: list[int]


class Picked(_Seat):
    event: Literal["picked"]
    tile: int


class BuiltIn(_Seat):
    event: Literal["built_in"]
    square: str
    tile: int
    rotation: int


class Replaced(_Seat):
    event: Literal["replaced"]
    square: str
    tile: int


class Rolled(_Seat):
    event: Literal["rolled"]
    die: int


class ScoreRow(TypedDict, total=False):
    seat: int
    finished: bool
    place: int  # order of arrival, 1 first (finishers only): not credits
    arrival: int
    best_looking: int
    goods: int
    luxury: int
    manager: int
    orientation: int
    lost: int
    workers: int
    made_to_order: int
    total: int


class FlightOver(TypedDict):
    """The last card is behind the ships (or nobody flies any more): what follows is the end of
    the round (ships still in hyperspace, then the scoring), no card's doing."""

    event: Literal["flight_over"]
    round: int


class RoundScored(TypedDict):
    event: Literal["round_scored"]
    round: int
    rows: list[ScoreRow]


class GameOver(TypedDict):
    event: Literal["game_over"]
    credits: list[int]
    loans: list[int]


EVENT_TYPES: tuple[Any, ...] = (
    RoundStarted, RoughRoads, DeadZone, NastySurprise, IntrigueChosen, Drew, TileInHand, Took,
    Placed, Rotated, Lifted, Returned, Reserved, Peeked, Oriented, Finished, Order, ReserveLost,
    Repaired, AlienAboard, Launched, Card, Moved, Roll, RollSquare, Missed, Bounced, ShotDown,
    Shielded, ArmourHeld, Destroyed, FellOff, Explosion, Sabotage, EnginePower, Firepower,
    Hyperspace, BackFromHyperspace, BatteryUsed, Techie, CrewLost, Woke, GoodLost, GoodsOffered,
    GoodsDiscarded, Loaded, Unloaded, Recharged, Landed, Explored, Credits, Paid, Loan, Repaid,
    EnemyResult, Diplomat, GaveUp, WillGiveUp, WillAbandon, GiveUpCancelled, HalfDropped, Envy,
    Somersault, DejaVu, Crossing, Demand, Bid, AuctionWon, AuctionUnsold, UnionPaid, Guessed,
    DieShown, Offers, Targeted, Depot, Picked, BuiltIn, Replaced, Rolled, FlightOver, RoundScored,
    GameOver,
)


def _kinds(cls: Any) -> tuple[str, ...]:
    return get_type_hints(cls)["event"].__args__


EVENTS: dict[str, Any] = {kind: cls for cls in EVENT_TYPES for kind in _kinds(cls)}
