"""Player-facing text in English, Simplified Chinese and Spanish.

Every string a player reads goes through `t()`, keyed by a stable dotted id
(`af.card.booster_pod.name`) so wording can change without touching code. The text lives in plain
gettext PO files, one per domain (`locales/<lang>/LC_MESSAGES/<domain>.po`: `bot` for the platform,
one per game and one for tournaments), read with babel on first use and merged: translators use
any PO tool and there is no compile step to forget. English is the complete source catalog; other
languages fall back to it key by key, and a key missing everywhere shows as itself, so a gap is
visible but never crashes a game (the test suite keeps the catalogs complete).

Counted words use gettext plural entries (`msgid_plural`, `msgstr[n]`, chosen by the catalog's
`Plural-Forms` for the `count` argument), lists are joined as the language joins them (babel's
`format_list`), and an engine's `Msg` (a key and parameters, the engines' way of speaking without
knowing any catalog) is translated here, its parameters too.
"""

from __future__ import annotations

import gettext
import logging
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

import discord
from babel.dates import format_timedelta
from babel.lists import format_list
from babel.messages.pofile import PoFileError, read_po
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from games.base import GameError, Msg

log = logging.getLogger(__name__)

LANGUAGES = ("en", "zh", "es")
DEFAULT_LANGUAGE = "en"
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


def po_paths(lang: str) -> list[Path]:
    """The PO files of one language, one per domain."""
    return sorted((LOCALE_DIR / lang / "LC_MESSAGES").glob("*.po"))


@dataclass(frozen=True)
class _Catalog:
    messages: Mapping[str, str]  # key -> text (a plural entry's first form)
    plurals: Mapping[str, tuple[str, ...]]  # key -> every form of a plural entry
    plural_index: Callable[[int], int]  # count -> form index, from the catalog's Plural-Forms


def _plural_rule(header: str | None) -> Callable[[int], int]:
    match = re.search(r"plural=([^;]+)", header or "")
    return gettext.c2py(match.group(1).strip()) if match else (lambda n: int(n != 1))


@cache
def _load(lang: str) -> _Catalog:
    """Parse one language's catalogs once; read-only so no caller can corrupt the shared cache.

    Empty and fuzzy entries are left out, as gettext does, so they fall back to English. A missing
    or malformed file is logged and treated as empty: players get English rather than a crash,
    and the test suite is what refuses a broken file.
    """
    messages: dict[str, str] = {}
    plurals: dict[str, tuple[str, ...]] = {}
    rule: Callable[[int], int] | None = None
    for path in po_paths(lang):
        try:
            with path.open("rb") as fh:
                parsed = read_po(fh, domain=path.stem, abort_invalid=True)
        except (OSError, PoFileError, ValueError) as exc:  # ValueError covers bad UTF-8
            log.error("cannot read the %s catalog %s: %s", lang, path, exc)
            continue
        rule = rule or _plural_rule(parsed.plural_forms)
        for m in parsed:
            if not m.id or m.fuzzy:
                continue
            if isinstance(m.id, tuple):
                forms = tuple(m.string) if isinstance(m.string, tuple | list) else ()
                if forms and all(forms):
                    plurals[m.id[0]] = forms
                    messages[m.id[0]] = forms[0]
            elif isinstance(m.id, str) and isinstance(m.string, str) and m.string:
                messages[m.id] = m.string
    return _Catalog(MappingProxyType(messages), MappingProxyType(plurals),
                    rule or (lambda n: int(n != 1)))


def catalog(lang: str) -> dict[str, str]:
    """A copy of one language's messages (key -> text), loaded once and cached."""
    return dict(_load(lang).messages)


def plural_forms(lang: str, key: str) -> tuple[str, ...]:
    """Every form of a plural entry in one language (empty if `key` is not a plural entry)."""
    return _load(lang).plurals.get(key, ()) if lang in LANGUAGES else ()


def keys() -> set[str]:
    """Every key of the English source catalog."""
    return set(_load(DEFAULT_LANGUAGE).messages)


def reload() -> None:
    """Drop the cached catalogs so edited PO files are read again (tests, live fixes)."""
    _load.cache_clear()
    _warned.clear()


class _KeepMissing(dict[str, Any]):
    """Format arguments that leave an unknown `{placeholder}` as it is instead of raising."""

    def __missing__(self, name: str) -> str:
        return "{" + name + "}"


def _format(text: str, kwargs: Mapping[str, Any]) -> str:
    """`str.format` that never raises: a broken translation must not break a game message."""
    if "{" not in text and "}" not in text:
        return text
    try:
        return text.format_map(_KeepMissing(kwargs))
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        log.warning("cannot format %r with %r", text, sorted(kwargs))
        return text


def lookup(lang: str, key: str, count: Any = None) -> str | None:
    """The raw text for `key` in exactly one language, with no fallback (the plural form for
    `count` when the entry is a plural one)."""
    if lang not in LANGUAGES:
        return None
    loaded = _load(lang)
    forms = loaded.plurals.get(key)
    if forms and isinstance(count, int) and not isinstance(count, bool):
        return forms[min(max(loaded.plural_index(abs(count)), 0), len(forms) - 1)]
    return loaded.messages.get(key)


def _value(lang: str, value: Any) -> Any:
    """A format argument as the player reads it: a Msg translated, a list joined."""
    if isinstance(value, Msg):
        return _say(lang, value.key, value.params)
    if isinstance(value, list | tuple):
        parts = [str(_value(lang, v)) for v in value]
        return format_list(parts, locale=lang) if parts else ""
    return value


def _say(lang: str, key: str, params: Mapping[str, Any]) -> str:
    count = params.get("count")
    text = lookup(lang, key, count) or lookup(DEFAULT_LANGUAGE, key, count)
    if text is None:
        if key not in _warned and " " not in key:
            _warned.add(key)
            log.warning("missing translation key %s", key)
        text = key
    return _format(text, {k: _value(lang, v) for k, v in params.items()})


def t(locale: LocaleLike, key: str, **kwargs: Any) -> str:
    """`key` in the player's language, formatted with `kwargs` (`count` picks a plural form; a
    `Msg` argument is translated, a list joined).

    Falls back to English, then to the key itself (logged once), so a missing entry shows up on
    screen without raising in the middle of a turn.
    """
    return _say(language_of(locale), key, kwargs)


@dataclass(frozen=True)
class Tr:
    """`t` bound to one language, as the renderers take it (`tr(key, **kw)`); a plain value, so
    it travels to the render workers."""

    lang: str

    def __call__(self, key: str, **kwargs: Any) -> str:
        return _say(self.lang, key, kwargs)


def duration(locale: LocaleLike, seconds: float) -> str:
    """A length of time as the language says it, in its largest whole unit ("18 hours")."""
    return format_timedelta(round(seconds), threshold=2, format="long",
                            locale=language_of(locale))


def tr_for(locale: LocaleLike) -> Tr:
    return Tr(language_of(locale))


def say(locale: LocaleLike, message: Msg | GameError) -> str:
    """An engine's words (a `Msg`, or the one a `GameError` carries) in the player's language."""
    msg = message.msg if isinstance(message, GameError) else message
    return _say(language_of(locale), msg.key, msg.params)


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
