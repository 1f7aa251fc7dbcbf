"""Engine keys of Alien Frontiers ↔ catalog ids of the translation files (pure, no imports).

The engine uses short keys (`solar`, `lem`, `isolation`); the catalogs use the full ids
(`af.facility.solar_converter.name`, `af.territory.lem_badlands.name`). Cards share one key.
"""

from __future__ import annotations

from collections.abc import Callable

FACILITIES: dict[str, str] = {
    "solar": "solar_converter",
    "mine": "lunar_mine",
    "artifact": "alien_artifact",
    "hub": "colonist_hub",
    "constructor": "colony_constructor",
    "market": "orbital_market",
    "outpost": "raiders_outpost",
    "shipyard": "shipyard",
    "terraform": "terraforming_station",
    "bay": "maintenance_bay",
}
TERRITORIES: dict[str, str] = {
    "asimov": "asimov_crater",
    "bradbury": "bradbury_plateau",
    "burroughs": "burroughs_desert",
    "heinlein": "heinlein_plains",
    "herbert": "herbert_valley",
    "lem": "lem_badlands",
    "pohl": "pohl_foothills",
    "van_vogt": "van_vogt_mountains",
}
FIELDS: dict[str, str] = {
    "isolation": "isolation_field",
    "positron": "positron_field",
    "repulsor": "repulsor_field",
}


def facility_key(engine_key: str) -> str:
    """Catalog key prefix of a facility: `solar` → `af.facility.solar_converter`."""
    return f"af.facility.{FACILITIES.get(engine_key, engine_key)}"


def territory_key(engine_key: str) -> str:
    """Catalog key prefix of a territory: `lem` → `af.territory.lem_badlands`."""
    return f"af.territory.{TERRITORIES.get(engine_key, engine_key)}"


def field_key(engine_key: str) -> str:
    """Catalog key prefix of a field generator: `isolation` → `af.field.isolation_field`."""
    return f"af.field.{FIELDS.get(engine_key, engine_key)}"


def card_key(card: str) -> str:
    """Catalog key prefix of an alien tech card (engine and catalog share the id)."""
    return f"af.card.{card}"


def colour_key(colour: str) -> str:
    """Catalog key of a colour name: `red` → `af.colour.red`."""
    return f"af.colour.{colour}"


def facility_name(tr: Callable[..., str], engine_key: str) -> str:
    return tr(facility_key(engine_key) + ".name")


def territory_name(tr: Callable[..., str], engine_key: str) -> str:
    return tr(territory_key(engine_key) + ".name")


def field_name(tr: Callable[..., str], engine_key: str) -> str:
    return tr(field_key(engine_key) + ".name")


def card_name(tr: Callable[..., str], card: str) -> str:
    return tr(card_key(card) + ".name")
