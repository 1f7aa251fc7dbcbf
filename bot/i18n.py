"""Player-facing text in English, Simplified Chinese and Spanish.

Every string a player reads goes through `t()`, keyed by a stable dotted id
(`af.card.booster_pod.name`) so wording can change without touching code. The text lives in plain
gettext PO files, `locales/<lang>/LC_MESSAGES/bot.po`, read with babel on first use: translators
use any PO tool and there is no compile step to forget. English is the complete source catalog;
other languages fall back to it key by key, and a key missing everywhere shows as itself, so a gap
is visible but never crashes a game (the test suite keeps the catalogs complete).
"""

from __future__ import annotations

import logging
import re
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

import discord
from babel.messages.pofile import PoFileError, read_po
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

log = logging.getLogger(__name__)

LANGUAGES = ("en", "zh", "es")
DEFAULT_LANGUAGE = "en"
DOMAIN = "bot"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locales"

# Discord's limits for localized application-command data.
NAME_PATTERN = re.compile(r"^[-_\w]{1,32}$")  # Python's \w is Unicode letters, digits and "_"
TEXT_LIMIT = 100

LocaleLike = discord.Locale | str | None
_NAME_PLACES = {Where.command_name, Where.group_name, Where.parameter_name}
_TEXT_PLACES = {Where.command_description, Where.group_description, Where.parameter_description,
                Where.choice_name}  # Discord caps descriptions and choice names at 100 characters
_warned: set[str] = set()


def _supported(locale: LocaleLike) -> str | None:
    """Our language for a locale, or None when we have no catalog for it.

    Only the language subtag matters: zh-CN and zh-TW both get the Simplified catalog (the closest
    we have), es-ES and es-419 share one neutral Spanish catalog.
    """
    if locale is None:
        return None
    code = locale.value if isinstance(locale, discord.Locale) else str(locale)
    lang = code.replace("_", "-").split("-", 1)[0].strip().lower()
    return lang if lang in LANGUAGES else None


def language_of(locale: LocaleLike) -> str:
    """The catalog language ("en", "zh" or "es") to use for a Discord locale; English by default."""
    return _supported(locale) or DEFAULT_LANGUAGE


def po_path(lang: str) -> Path:
    """Where the PO file of one language lives."""
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def _load(lang: str) -> MappingProxyType[str, str]:
    """Parse one catalog once; read-only so no caller can corrupt the shared cache.

    Empty and fuzzy entries are left out, as gettext does, so they fall back to English. A missing
    or malformed file is logged and treated as empty: players get English rather than a crash,
    and the test suite is what refuses a broken file.
    """
    path = po_path(lang)
    try:
        with path.open("rb") as fh:
            parsed = read_po(fh, domain=DOMAIN, abort_invalid=True)
    except (OSError, PoFileError, ValueError) as exc:  # ValueError covers bad UTF-8
        log.error("cannot read the %s catalog %s: %s", lang, path, exc)
        return MappingProxyType({})
    messages = {
        m.id: m.string
        for m in parsed
        if isinstance(m.id, str) and m.id and isinstance(m.string, str) and m.string
        and not m.fuzzy
    }
    return MappingProxyType(messages)


def catalog(lang: str) -> dict[str, str]:
    """A copy of one language's messages (key -> text), loaded once and cached."""
    return dict(_load(lang))


def keys() -> set[str]:
    """Every key of the English source catalog."""
    return set(_load(DEFAULT_LANGUAGE))


def reload() -> None:
    """Drop the cached catalogs so edited PO files are read again (tests, live fixes)."""
    _load.cache_clear()
    _warned.clear()


class _KeepMissing(dict[str, Any]):
    """Format arguments that leave an unknown `{placeholder}` as it is instead of raising."""

    def __missing__(self, name: str) -> str:
        return "{" + name + "}"


def _format(text: str, kwargs: dict[str, Any]) -> str:
    """`str.format` that never raises: a broken translation must not break a game message."""
    if "{" not in text and "}" not in text:
        return text
    try:
        return text.format_map(_KeepMissing(kwargs))
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        log.warning("cannot format %r with %r", text, sorted(kwargs))
        return text


def lookup(lang: str, key: str) -> str | None:
    """The raw text for `key` in exactly one language, with no fallback."""
    return _load(lang).get(key) if lang in LANGUAGES else None


def t(locale: LocaleLike, key: str, **kwargs: Any) -> str:
    """`key` in the player's language, formatted with `kwargs`.

    Falls back to English, then to the key itself (logged once), so a missing entry shows up on
    screen without raising in the middle of a turn.
    """
    text = lookup(language_of(locale), key) or lookup(DEFAULT_LANGUAGE, key)
    if text is None:
        if key not in _warned:
            _warned.add(key)
            log.warning("missing translation key %s", key)
        return key
    return _format(text, kwargs)


def names_for(key: str) -> dict[str, str]:
    """`key` in every language that has it (lang -> text), to match autocomplete input in any."""
    return {lang: text for lang in LANGUAGES if (text := lookup(lang, key))}


def command_name(text: str) -> str | None:
    """`text` as a Discord command/option name (lowercase, no spaces, <= 32), or None if impossible.

    Spaces and the name separators "·" and "." become "-", other punctuation is dropped; accents
    and CJK characters are kept because Discord accepts any letter.
    """
    name = re.sub(r"[\s·・.]+", "-", text.strip().lower())
    name = "".join(ch for ch in name if ch in "-_" or ch.isalnum())
    name = re.sub(r"-{2,}", "-", name).strip("-")[:32].rstrip("-")
    if NAME_PATTERN.fullmatch(name) and name == name.lower():
        return name
    return None


def _clip(text: str, limit: int) -> str:
    """Shorten to Discord's limit with an ellipsis rather than have the command sync rejected."""
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


class BotTranslator(app_commands.Translator):
    """Localizes slash-command names, descriptions and choices from the same PO catalogs.

    A `locale_str` names its catalog entry with `locale_str("move", key="af.cmd.move.name")`; other
    extras are format arguments. Returning None lets Discord show the default (English) text.
    """

    async def load(self) -> None:
        """Parse every catalog when the translator is installed, before the first command sync."""
        for lang in LANGUAGES:
            _load(lang)

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        """The catalog text for `string.extras["key"]` in `locale`'s language, fitted to Discord."""
        key = string.extras.get("key")
        lang = _supported(locale)
        if not key or lang is None:
            return None
        text = lookup(lang, key)
        if not text:
            return None
        args = {k: v for k, v in string.extras.items() if k != "key"}
        text = _format(text, args)
        where = context.location
        if where in _NAME_PLACES:
            return command_name(text)
        return _clip(text, TEXT_LIMIT) if where in _TEXT_PLACES else text
