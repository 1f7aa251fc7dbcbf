"""The translation catalogs stay complete and consistent, and lookups degrade gracefully.

English is the source catalog: every key must be present and non-empty in every language, with the
same `{placeholders}`, or a player would see English (or a raw key) in the middle of a game.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from pathlib import Path

import discord
import pytest
from babel.messages.pofile import read_po
from discord import app_commands
from discord.app_commands import TranslationContext, TranslationContextLocation, locale_str

from bot import i18n

OTHER_LANGUAGES = [lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT_LANGUAGE]
DISCORD_NAME = re.compile(r"^[-_\w]{1,32}$")
PO_LINE = re.compile(r'(?:(?:msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) )?"(?:[^"\\]|\\.)*"')

AF_IDS = {
    "af.facility": [
        "alien_artifact", "colonist_hub", "colony_constructor", "lunar_mine", "maintenance_bay",
        "orbital_market", "raiders_outpost", "shipyard", "solar_converter", "terraforming_station",
    ],
    "af.territory": [
        "asimov_crater", "bradbury_plateau", "burroughs_desert", "heinlein_plains",
        "herbert_valley", "lem_badlands", "pohl_foothills", "van_vogt_mountains",
    ],
    "af.card": [
        "alien_city", "alien_monument", "booster_pod", "data_crystal", "gravity_manipulator",
        "holographic_decoy", "orbital_teleporter", "plasma_cannon", "polarity_device",
        "resource_cache", "stasis_beam", "temporal_warper",
    ],
    "af.field": ["isolation_field", "positron_field", "repulsor_field"],
}
AF_RULE_TOPICS = [
    "overview", "setup", "turn", "scoring", "resources", "cards", "control", "hub", "relic",
    "notation",
]
AF_SIMPLE = [
    *(f"af.colour.{c}" for c in ("red", "blue", "yellow", "green", "grey")),
    "af.resource.fuel", "af.resource.ore", "af.resource.vp", "af.relic_ship",
]


def placeholders(text: str) -> set[str]:
    """The field names a `str.format` template uses (raises ValueError if it is malformed)."""
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


def context(where: TranslationContextLocation) -> TranslationContext:
    """A translation context as discord.py builds one while syncing commands."""
    return TranslationContext(location=where, data=None)  # type: ignore[arg-type]


# --- the files -------------------------------------------------------------------------------

PO_FILES = [path for lang in i18n.LANGUAGES for path in i18n.po_paths(lang)]


@pytest.mark.parametrize("path", PO_FILES, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_po_file_parses(path: Path) -> None:
    raw = path.read_bytes()
    raw.decode("utf-8")  # strict: babel would read other encodings if the header said so
    with path.open("rb") as fh:
        parsed = read_po(fh, abort_invalid=True)
    assert len(parsed) > 0, f"{path} has no messages"
    # babel forgives unterminated strings and silently merges duplicate msgids: check the text too.
    bad = [n for n, line in enumerate(raw.decode("utf-8").splitlines(), 1)
           if line.strip() and not line.startswith("#") and not PO_LINE.fullmatch(line)]
    assert not bad, f"{path}: malformed lines {bad[:10]}"
    msgids = len(re.findall(r'^msgid "', raw.decode("utf-8"), flags=re.MULTILINE))
    assert msgids == len(parsed) + 1, f"{path}: duplicate msgids (header + {len(parsed)} unique)"
    plural = [m.id[0] for m in parsed if isinstance(m.id, tuple)]
    assert all(m.id[0] == m.id[1] for m in parsed if isinstance(m.id, tuple)), plural


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_language_has_the_same_domains(lang: str) -> None:
    english = [p.name for p in i18n.po_paths("en")]
    assert [p.name for p in i18n.po_paths(lang)] == english
    assert "bot.po" in english


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_key_is_in_two_domains(lang: str) -> None:
    seen: dict[str, str] = {}
    twice = []
    for path in i18n.po_paths(lang):
        with path.open("rb") as fh:
            for message in read_po(fh):
                key = message.id[0] if isinstance(message.id, tuple) else message.id
                if key and key in seen:
                    twice.append(f"{key}: {seen[key]} and {path.name}")
                seen[key] = path.name
    assert not twice, twice


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_plural_entries_have_every_form(lang: str) -> None:
    """A counted word has every plural form its language needs, with English's placeholders."""
    counts = {"en": 2, "es": 3, "zh": 1}
    counted = [k for k in sorted(i18n.keys()) if i18n.plural_forms("en", k)]
    for key in counted:
        forms = i18n.plural_forms(lang, key)
        assert len(forms) == counts[lang], (lang, key, forms)
        english = placeholders(i18n.plural_forms("en", key)[-1])
        assert all(placeholders(f) <= english | {"count"} for f in forms), (lang, key)


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_every_english_key_is_translated(lang: str) -> None:
    translated = i18n.catalog(lang)
    english_keys = i18n.keys()
    missing = sorted(k for k in english_keys if not translated.get(k, "").strip())
    assert not missing, f"{lang} lacks {len(missing)} keys: {missing[:20]}"


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_no_keys_beyond_english(lang: str) -> None:
    extra = sorted(set(i18n.catalog(lang)) - i18n.keys())
    assert not extra, f"{lang} has keys English lacks (typo or stale?): {extra[:20]}"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_placeholders_match_english(lang: str) -> None:
    english = i18n.catalog("en")
    wrong = []
    for key, text in i18n.catalog(lang).items():
        try:
            fields = placeholders(text)
        except ValueError as exc:
            wrong.append(f"{key}: malformed braces ({exc})")
            continue
        if key in english and fields != placeholders(english[key]):
            wrong.append(f"{key}: {sorted(fields)} vs English {sorted(placeholders(english[key]))}")
    assert not wrong, "\n".join(wrong)


def _every_form(lang: str) -> Iterator[tuple[str, str]]:
    """(key, text) for every entry of every domain, each plural form on its own."""
    for path in i18n.po_paths(lang):
        with path.open("rb") as fh:
            for m in read_po(fh):
                key = m.id[0] if isinstance(m.id, tuple) else m.id
                forms = m.string if isinstance(m.string, tuple | list) else (m.string,)
                yield from ((key, text) for text in forms if key and text)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_counted_words_are_never_either_or(lang: str) -> None:
    """A counted word is a plural entry, never "ship(s)", "nave(s)" or "saldría(n)"."""
    either_or = re.compile(r"\w\((?:s|es|n|a|as|os)\)|\w/(?:s|es|as|os)\b")
    bad = [(key, text) for key, text in _every_form(lang) if either_or.search(text)]
    assert not bad, bad
    if lang != "zh":  # Chinese has one form
        one = i18n.t(lang, "af.event.built", player="P", count=1)
        assert i18n.t(lang, "af.event.built", player="P", count=2) != one.replace("1", "2")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_players_read_no_rule_ids(lang: str) -> None:
    """Rule ids ("BSG-27.5") belong in docs and tests; only the `/… rules` texts (keys with a
    `rules` part) cite them, on purpose, for players who want to look a rule up."""
    rule_id = re.compile(r"\b(?:AF|AE|GT|BSG)-\d")
    bad = [(key, text) for key, text in _every_form(lang)
           if rule_id.search(text) and "rules" not in key.split(".")]
    assert not bad, bad


def test_chinese_is_simplified() -> None:
    """Every Han character must exist in GB2312, the Simplified set (catches 後, 於, 麼, 電...)."""
    bad = {
        key: "".join(sorted({ch for ch in text if "\u4e00" <= ch <= "\u9fff"
                             and not _in_gb2312(ch)}))
        for key, text in i18n.catalog("zh").items()
    }
    bad = {k: v for k, v in bad.items() if v}
    assert not bad, f"non-Simplified characters: {bad}"


def _in_gb2312(ch: str) -> bool:
    try:
        ch.encode("gb2312")
    except UnicodeEncodeError:
        return False
    return True


# --- Alien Frontiers content ---------------------------------------------------------------

def test_alien_frontiers_keys_exist() -> None:
    expected = {f"{prefix}.{ident}.{part}" for prefix, ids in AF_IDS.items() for ident in ids
                for part in ("name", "rules")}
    expected |= {f"af.rules.{topic}.{part}" for topic in AF_RULE_TOPICS
                 for part in ("title", "body")}
    expected |= set(AF_SIMPLE)
    missing = sorted(expected - i18n.keys())
    assert not missing, f"English lacks {missing}"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_rules_bodies_fit_an_embed(lang: str) -> None:
    long = {k: len(v) for k, v in i18n.catalog(lang).items()
            if k.startswith("af.rules.") and k.endswith(".body") and len(v) > 1500}
    assert not long, f"bodies over 1,500 characters: {long}"


def test_seed_names_are_used() -> None:
    """Spot checks that the names from the Chinese and Spanish rulebooks are the ones shown."""
    assert i18n.names_for("af.facility.lunar_mine.name") == {
        "en": "Lunar Mine", "zh": "月面矿脉", "es": "Mina Lunar"}
    assert i18n.names_for("af.card.plasma_cannon.name")["zh"] == "电浆炮"
    assert i18n.names_for("af.territory.burroughs_desert.name")["es"] == "Desierto de Burroughs"
    assert i18n.names_for("af.territory.van_vogt_mountains.name")["zh"] == "范·沃格特山脉"


# --- lookups ---------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("locale", "lang"),
    [
        ("zh-CN", "zh"), ("zh-TW", "zh"), ("zh", "zh"), ("zh_Hans", "zh"),
        ("es-ES", "es"), ("es-419", "es"), ("ES", "es"),
        ("en-US", "en"), ("en-GB", "en"), (None, "en"), ("", "en"), ("fr", "en"), ("ja", "en"),
        (discord.Locale.chinese, "zh"), (discord.Locale.taiwan_chinese, "zh"),
        (discord.Locale.spain_spanish, "es"), (discord.Locale.latin_american_spanish, "es"),
        (discord.Locale.american_english, "en"), (discord.Locale.french, "en"),
    ],
)
def test_language_of(locale: discord.Locale | str | None, lang: str) -> None:
    assert i18n.language_of(locale) == lang


def test_t_translates_by_locale() -> None:
    assert i18n.t("es-419", "af.resource.fuel") == "Combustible"
    assert i18n.t(discord.Locale.chinese, "af.resource.ore") == "矿石"
    assert i18n.t(None, "af.relic_ship") == "Relic Ship"


@pytest.fixture
def tiny_catalogs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Point the module at throwaway catalogs; the real ones are reloaded afterwards."""
    files = {
        "en": 'msgid "greet"\nmsgstr "Hello {player}"\n\nmsgid "bye"\nmsgstr "Bye"\n\n'
              'msgid "only.en"\nmsgstr "English only"\n',
        "zh": 'msgid "greet"\nmsgstr "你好，{player}"\n\nmsgid "bye"\nmsgstr ""\n\n'
              '#, fuzzy\nmsgid "only.en"\nmsgstr "草稿"\n',
        "es": 'msgid "greet\nmsgstr broken',
    }
    for lang, text in files.items():
        path = tmp_path / lang / "LC_MESSAGES" / "bot.po"
        path.parent.mkdir(parents=True)
        path.write_text(text, encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    i18n.reload()
    yield tmp_path
    monkeypatch.undo()
    i18n.reload()


def test_t_falls_back_to_english_then_to_the_key(tiny_catalogs: Path) -> None:
    assert i18n.t("zh-CN", "greet", player="Ann") == "你好，Ann"
    assert i18n.t("zh-CN", "bye") == "Bye"  # empty msgstr
    assert i18n.t("zh-CN", "only.en") == "English only"  # fuzzy entries are not used
    assert i18n.t("es-ES", "greet", player="Ana") == "Hello Ana"  # unreadable catalog
    assert i18n.t("zh-CN", "no.such.key") == "no.such.key"
    assert i18n.keys() == {"greet", "bye", "only.en"}
    assert i18n.names_for("greet") == {"en": "Hello {player}", "zh": "你好，{player}"}


def test_t_never_raises_on_bad_arguments() -> None:
    key = "af.resource.fuel"
    assert i18n.t("en", key, unused=1) == "Fuel"
    assert i18n.t("en", "missing.{odd}.key") == "missing.{odd}.key"


def test_format_keeps_unknown_placeholders() -> None:
    assert i18n._format("{player} takes {n} ore", {"n": 2}) == "{player} takes 2 ore"
    assert i18n._format("broken {", {}) == "broken {"


def test_catalog_is_cached_and_copies_are_safe() -> None:
    first = i18n.catalog("en")
    first["af.resource.fuel"] = "changed"
    assert i18n.catalog("en")["af.resource.fuel"] == "Fuel"
    assert i18n._load("en") is i18n._load("en")


def test_names_for_lists_every_language() -> None:
    names = i18n.names_for("af.card.stasis_beam.name")
    assert names == {"en": "Stasis Beam", "zh": "静止光束", "es": "Rayo de Estasis"}
    assert i18n.names_for("no.such.key") == {}


# --- the slash-command translator -------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Raiders' Outpost", "raiders-outpost"),
        ("Estación de Terraformación", "estación-de-terraformación"),
        ("范·沃格特山脉", "范-沃格特山脉"),
        ("  Move  ", "move"),
        ("!!!", None),
        ("x" * 40, "x" * 32),
    ],
)
def test_command_name(text: str, name: str | None) -> None:
    assert i18n.command_name(text) == name


@pytest.mark.parametrize("locale", [discord.Locale.chinese, discord.Locale.spain_spanish,
                                    discord.Locale.latin_american_spanish,
                                    discord.Locale.american_english])
async def test_translator_gives_valid_command_names(locale: discord.Locale) -> None:
    translator = i18n.BotTranslator()
    await translator.load()
    name_keys = sorted(k for k in i18n.catalog("en") if k.endswith(".name"))
    assert name_keys
    for key in name_keys:
        for where in (TranslationContextLocation.command_name,
                      TranslationContextLocation.parameter_name):
            name = await translator.translate(locale_str("x", key=key), locale, context(where))
            assert name is not None, key
            assert DISCORD_NAME.fullmatch(name) and name == name.lower(), (key, name)


async def test_translator_texts_and_limits() -> None:
    translator = i18n.BotTranslator()
    where = TranslationContextLocation
    beam = locale_str("Stasis Beam", key="af.card.stasis_beam.name")
    assert await translator.translate(beam, discord.Locale.chinese, context(where.choice_name)) \
        == "静止光束"
    assert await translator.translate(beam, discord.Locale.spain_spanish,
                                      context(where.command_name)) == "rayo-de-estasis"
    rules = locale_str("rules", key="af.card.plasma_cannon.rules")
    for locale in (discord.Locale.chinese, discord.Locale.latin_american_spanish):
        text = await translator.translate(rules, locale, context(where.command_description))
        assert text is not None and len(text) <= 100
        text = await translator.translate(rules, locale, context(where.choice_name))
        assert text is not None and len(text) <= 100


async def test_translator_returns_none_without_a_translation() -> None:
    translator = i18n.BotTranslator()
    name = context(app_commands.TranslationContextLocation.command_name)
    no_key = locale_str("move")
    unknown = locale_str("move", key="no.such.key")
    known = locale_str("move", key="af.resource.fuel")
    assert await translator.translate(no_key, discord.Locale.chinese, name) is None
    assert await translator.translate(unknown, discord.Locale.chinese, name) is None
    assert await translator.translate(known, discord.Locale.french, name) is None
    assert await translator.translate(known, discord.Locale.chinese, name) == "燃料"


def test_locale_dir_is_in_the_repo() -> None:
    repo = Path(__file__).resolve().parent.parent
    assert repo / "locales" == i18n.LOCALE_DIR


# --- counted words, lists and an engine's words ------------------------------------------------

@pytest.fixture
def plural_catalogs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    files = {
        "en": ('"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
               'msgid "ships"\nmsgid_plural "ships"\nmsgstr[0] "{count} ship"\n'
               'msgstr[1] "{count} ships"\n\nmsgid "has"\nmsgstr "{who} has {what}"\n\n'
               'msgid "colour.red"\nmsgstr "Red"\n'),
        "zh": ('"Plural-Forms: nplurals=1; plural=0;\\n"',
               'msgid "ships"\nmsgid_plural "ships"\nmsgstr[0] "{count} 艘船"\n\n'
               'msgid "has"\nmsgstr "{who}有{what}"\n\nmsgid "colour.red"\nmsgstr "红色"\n'),
        "es": ('"Plural-Forms: nplurals=3; plural=(n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? 1 '
               ': 2);\\n"',
               'msgid "ships"\nmsgid_plural "ships"\nmsgstr[0] "{count} nave"\n'
               'msgstr[1] "{count} de naves"\nmsgstr[2] "{count} naves"\n\n'
               'msgid "has"\nmsgstr "{who} tiene {what}"\n\nmsgid "colour.red"\nmsgstr "Rojo"\n'),
    }
    for lang, (plural, body) in files.items():
        path = tmp_path / lang / "LC_MESSAGES" / "bot.po"
        path.parent.mkdir(parents=True)
        path.write_text(f'msgid ""\nmsgstr ""\n{plural}\n\n{body}', encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    i18n.reload()
    yield tmp_path
    monkeypatch.undo()
    i18n.reload()


def test_counted_words_take_the_languages_plural_forms(plural_catalogs: Path) -> None:
    assert i18n.t("en", "ships", count=1) == "1 ship"
    assert i18n.t("en", "ships", count=3) == "3 ships"
    assert i18n.t("zh", "ships", count=3) == "3 艘船"
    assert i18n.t("es", "ships", count=1) == "1 nave"
    assert i18n.t("es", "ships", count=2) == "2 naves"
    assert i18n.t("es", "ships", count=1_000_000) == "1000000 de naves"


def test_engine_words_are_translated_with_their_parameters(plural_catalogs: Path) -> None:
    """An engine speaks in keys (`Msg`); names inside it and lists are translated too."""
    from games.base import IllegalMove, Msg

    error = IllegalMove("has", who="Ann", what=Msg("ships", {"count": 2}))
    assert i18n.say("en", error) == "Ann has 2 ships"
    assert i18n.say("zh-CN", error) == "Ann有2 艘船"
    listed = Msg("has", {"who": "Ana", "what": [Msg("colour.red"), "azul", "verde"]})
    assert i18n.say("es", listed) == "Ana tiene Rojo, azul y verde"
    assert i18n.say("en", Msg("has", {"who": "Ann", "what": ["a", "b"]})) == "Ann has a and b"
