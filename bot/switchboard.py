"""The local table's switchboard: our page on the printed address, in front of simcord's preview.

simcord serves one channel per preview and one preview at a time, so this page lists the server's
channels and threads (read live, so threads the bot opens for tournament tables appear), and a link
closes the current preview, opens one on the chosen channel and redirects the browser to it. A
form opens a thread as one of the players, as a member does on Discord, and shows it.

The preview's address carries its capability token: it reaches the browser in the redirect only,
never a log. The HTTP part is the standard library's asyncio streams, loopback only, one request
per connection, bounded in size and time. It answers only requests naming its own host (no DNS
rebinding), coming from its own page or the address bar (`Sec-Fetch-Site`, `Origin`), and its
form carries a token of this run (no posts from other sites).
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import html
import http
import logging
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING
from urllib.parse import parse_qs, urlsplit

from bot.i18n import DEFAULT_LANGUAGE, LANGUAGES, t
from bot.local import ORGANISER, LocalServer, exclusive

if TYPE_CHECKING:
    from simcord.actors import MemberActor
    from simcord.builders import ChannelHandle
    from simcord.preview import Preview

log = logging.getLogger(__name__)

HOST = "127.0.0.1"
LINE_LIMIT = 8 * 1024
MAX_HEADERS = 64
MAX_BODY = 4 * 1024
READ_SECONDS = 30.0
HEADERS = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",  # a Back to this page shows the threads as they are now
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": ("default-src 'none'; style-src 'unsafe-inline'; "
                                "base-uri 'none'; frame-ancestors 'none'"),
}


class Silent(Exception):
    """A connection that never sent a request (a browser's spare socket): closed unanswered, so
    no answer waits on a socket the browser may use later."""


class Refused(Exception):
    """A request answered with an error page: its status and catalog key."""

    def __init__(self, status: int, key: str) -> None:
        super().__init__(key)
        self.status = status
        self.key = key


@dataclass(frozen=True)
class Request:
    method: str
    path: str
    headers: Mapping[str, str]  # names in lower case
    form: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Response:
    status: int
    body: str = ""
    location: str | None = None

    def encode(self) -> bytes:
        body = self.body.encode()
        lines = [f"HTTP/1.1 {self.status} {http.HTTPStatus(self.status).phrase}",
                 *(f"{k}: {v}" for k, v in HEADERS.items()),
                 f"Content-Length: {len(body)}", "Connection: close"]
        if self.location is not None:
            lines.append(f"Location: {self.location}")
        return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


async def read_request(reader: asyncio.StreamReader) -> Request:
    """One HTTP/1.x request, bounded: a line, `MAX_HEADERS` headers, a `MAX_BODY` form."""
    first = await reader.readline()
    if not first:
        raise Silent
    parts = first.decode("latin-1").rstrip("\r\n").split(" ")
    if len(parts) != 3 or not parts[2].startswith("HTTP/1."):
        raise Refused(400, "local.page.bad_request")
    method, target, _version = parts
    headers: dict[str, str] = {}
    for _ in range(MAX_HEADERS):
        line = (await reader.readline()).decode("latin-1")
        if line in ("\r\n", "\n", ""):
            break
        name, colon, value = line.partition(":")
        if not colon:
            raise Refused(400, "local.page.bad_request")
        headers[name.strip().lower()] = value.strip()
    else:
        raise Refused(431, "local.page.bad_request")
    form: dict[str, str] = {}
    if method == "POST":
        length = headers.get("content-length", "")
        if "transfer-encoding" in headers or not length.isdigit():
            raise Refused(411, "local.page.bad_request")
        if int(length) > MAX_BODY:
            raise Refused(413, "local.page.bad_request")
        body = (await reader.readexactly(int(length))).decode("utf-8", "replace")
        form = {k: v[0] for k, v in parse_qs(body, max_num_fields=16).items()}
    return Request(method, urlsplit(target).path, headers, form)


def page_language(accept: str) -> str:
    """The first language of the browser's `Accept-Language` that we have, by its weight."""
    weighted = []
    for position, item in enumerate(accept.split(",")[:16]):
        tag, _, params = item.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            with contextlib.suppress(ValueError):
                weight = float(params.strip()[2:])
        weighted.append((-weight, position, tag.strip().lower().split("-")[0]))
    return next((lang for _, _, lang in sorted(weighted) if lang in LANGUAGES), DEFAULT_LANGUAGE)


def _live(preview: Preview | None) -> bool:
    """The preview is serving (simcord gives it no address once it is closed)."""
    from simcord import SetupError

    if preview is None:
        return False
    try:
        return bool(preview.url)
    except SetupError:
        return False


class Switchboard:
    """Our page on the printed address, and the one preview it moves between channels."""

    def __init__(self, server: LocalServer) -> None:
        self.server = server
        self.port: int | None = None
        self.token = secrets.token_urlsafe(24)
        self.preview: Preview | None = None
        self.shown: int | None = None  # the channel the preview shows
        self._viewer: MemberActor = server.players[0]
        self._listener: asyncio.Server | None = None
        self._switching = asyncio.Lock()

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.port}/"

    async def start(self, port: int) -> None:
        """Listen on 127.0.0.1:`port` (0: any free port); OSError when it is taken."""
        self._listener = await asyncio.start_server(self._serve, HOST, port, limit=LINE_LIMIT)
        self.port = int(self._listener.sockets[0].getsockname()[1])

    async def close(self) -> None:
        if self._listener is not None:
            self._listener.close()
            self._listener = None
        if self.preview is not None:
            await self.preview.close()
            self.preview = None

    def viewer(self) -> MemberActor:
        """Whom the browser acts as: the viewer of the preview page used last (its "viewing as"
        switch), else the player last chosen here."""
        pages = getattr(self.preview, "_pages", {}) if _live(self.preview) else {}
        used = [page for page in pages.values() if page.id != "python"]
        if used:
            latest = max(used, key=lambda page: page.last_activity)
            self._viewer = next((p for p in self.server.players if p.id == latest.viewer.id),
                                self._viewer)
        return self._viewer

    async def show(self, channel: ChannelHandle, viewer: MemberActor | None = None) -> str:
        """Move the preview to `channel` (as `viewer`); its capability-bearing address."""
        async with self._switching:
            viewer = viewer or self.viewer()
            current = self.preview
            if _live(current) and self.shown == channel.id and current.viewers[0].id == viewer.id:
                return current.url
            async with exclusive(self.server.env, "local.switch"):
                if current is not None:
                    await current.close()
                self.preview = self.server.preview(channel, viewer)
                await self.preview.__aenter__()
            self.shown, self._viewer = channel.id, viewer
            log.debug("the preview shows #%s as %s", channel.name, viewer.name)
            return self.preview.url

    # ------------------------------------------------------------------ HTTP

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        language = DEFAULT_LANGUAGE
        try:
            try:
                request = await asyncio.wait_for(read_request(reader), READ_SECONDS)
                language = page_language(request.headers.get("accept-language", ""))
                response = await self._answer(request, language)
            except Refused as refused:
                response = self._error(refused.status, refused.key, language)
            except (ValueError, asyncio.IncompleteReadError, asyncio.LimitOverrunError):
                response = self._error(400, "local.page.bad_request", language)
            writer.write(response.encode())
            await writer.drain()
        except (Silent, TimeoutError, ConnectionError):
            pass  # the browser went away or sent nothing: there is no one to answer
        except Exception:
            log.exception("the switchboard could not answer a request")
        finally:
            writer.close()
            with contextlib.suppress(ConnectionError):
                await writer.wait_closed()

    def _check_origin(self, request: Request) -> None:
        """Only our own page and the address bar: the host named is ours (a rebound DNS name is
        not); another site may not switch the preview, and only our page may post."""
        ours = {f"{HOST}:{self.port}", f"localhost:{self.port}"}
        if request.headers.get("host") not in ours:
            raise Refused(403, "local.page.refused")
        site = request.headers.get("sec-fetch-site", "none")
        origin = request.headers.get("origin")
        foreign_origin = origin is not None and origin.removeprefix("http://") not in ours
        posted_elsewhere = request.method == "POST" and (
            site not in ("none", "same-origin") or foreign_origin)
        if site == "cross-site" or posted_elsewhere:
            raise Refused(403, "local.page.refused")

    async def _answer(self, request: Request, language: str) -> Response:
        self._check_origin(request)
        if request.path == "/":
            if request.method != "GET":
                raise Refused(405, "local.page.bad_request")
            return Response(200, self.page(language))
        if request.path.startswith("/channel/"):
            if request.method != "GET":
                raise Refused(405, "local.page.bad_request")
            channel = self._channel(request.path.removeprefix("/channel/"))
            return Response(303, location=await self._show(channel))
        if request.path == "/thread":
            if request.method != "POST":
                raise Refused(405, "local.page.bad_request")
            return await self._open_thread(request.form)
        raise Refused(404, "local.page.not_found")

    def _channel(self, text: str) -> ChannelHandle:
        found = (self.server.find(int(text)) if text.isascii() and text.isdigit() and len(text) < 24
                 else None)
        if found is None:
            raise Refused(404, "local.page.not_found")
        return found

    async def _show(self, channel: ChannelHandle, viewer: MemberActor | None = None) -> str:
        from simcord import SetupError

        try:
            return await self.show(channel, viewer)
        except (SetupError, TimeoutError):
            log.warning("the preview of #%s could not be opened", channel.name, exc_info=True)
            raise Refused(503, "local.page.unavailable") from None

    async def _open_thread(self, form: Mapping[str, str]) -> Response:
        if not hmac.compare_digest(form.get("token", ""), self.token):
            raise Refused(403, "local.page.refused")
        parent = self._channel(form.get("channel", ""))
        player = self.server.player(form.get("player", ""))
        if player is None or parent.id not in {c.id for c in self.server.channels}:
            raise Refused(400, "local.page.bad_request")
        from simcord import BackendError, SetupError

        try:
            thread = await self.server.open_thread(player, parent, form.get("name", ""))
        except (BackendError, SetupError, TimeoutError):
            log.warning("a thread could not be opened in #%s", parent.name, exc_info=True)
            raise Refused(503, "local.page.unavailable") from None
        return Response(303, location=await self._show(thread, player))

    # ------------------------------------------------------------------ pages

    def page(self, language: str) -> str:
        """The channel list with its threads, and the form that opens a thread."""
        server, viewer = self.server, self.viewer()
        open_now = html.escape(t(language, "local.page.open_now"))
        items = []
        for channel in server.channels:
            threads = "".join(
                f'<li class="thread">{self._link(thread, open_now)}</li>'
                for thread in server.threads(channel))
            topic = html.escape(getattr(server.env.bot.get_channel(channel.id), "topic", "") or "")
            items.append(f"<li>{self._link(channel, open_now)}<div class=topic>{topic}</div>"
                         + (f"<ul>{threads}</ul>" if threads else "") + "</li>")
        parents = "".join(f'<option value="{c.id}">#{html.escape(c.name or "")}</option>'
                          for c in server.channels)
        players = "".join(
            f'<option value="{p.name}"{" selected" if p.id == viewer.id else ""}>{p.name}</option>'
            for p in server.players)

        def say(key: str, **params: object) -> str:
            return html.escape(t(language, key, **params))

        tournaments = f"#{server.tournaments.name}"
        body = f"""
<p>{say("local.page.intro", address=self.url)}</p>
<ul class=channels>{"".join(items)}</ul>
<p>{say("local.page.organiser", organiser=ORGANISER, tournaments=tournaments)}</p>
<form method=post action="/thread">
<h2>{say("local.page.new_thread")}</h2>
<p>{say("local.page.thread_help")}</p>
<input type=hidden name=token value="{self.token}">
<label>{say("local.page.in_channel")} <select name=channel>{parents}</select></label>
<label>{say("local.page.thread_name")} <input name=name maxlength=100
 placeholder="{say("local.thread_default", player=viewer.name)}"></label>
<label>{say("local.page.as_player")} <select name=player>{players}</select></label>
<button>{say("local.page.open_thread")}</button>
</form>"""
        return _document(language, t(language, "local.page.title", server=server.guild.name),
                         body)

    def _link(self, channel: ChannelHandle, open_now: str) -> str:
        shown = channel.id == self.shown and _live(self.preview)
        mark = f" <span class=now>{open_now}</span>" if shown else ""
        prefix = "" if channel.is_thread else "# "
        return (f'<a href="/channel/{channel.id}">{prefix}{html.escape(channel.name or "")}'
                f"</a>{mark}")

    def _error(self, status: int, key: str, language: str) -> Response:
        body = (f"<p>{html.escape(t(language, key))}</p>"
                f'<p><a href="/">{html.escape(t(language, "local.page.back"))}</a></p>')
        return Response(status, _document(language, t(language, key), body))


STYLE = """
body{background:#313338;color:#dbdee1;font:16px/1.45 "gg sans","Noto Sans",sans-serif;
 max-width:46rem;margin:2rem auto;padding:0 1rem}
h1{color:#f2f3f5;font-size:1.4rem}h2{color:#f2f3f5;font-size:1.1rem;margin:0 0 .4rem}
a{color:#00a8fc;text-decoration:none}a:hover{text-decoration:underline}
ul.channels{list-style:none;padding:0}ul.channels>li{margin:.5rem 0}
ul.channels ul{list-style:none;padding-left:1.4rem;margin:.2rem 0}
li.thread::before{content:"\\2514 ";color:#80848e}
.topic{color:#949ba4;font-size:.85rem;padding-left:1.2rem}
.now{background:#5865f2;color:#fff;border-radius:4px;padding:0 .35rem;font-size:.75rem}
form{background:#2b2d31;border-radius:8px;padding:1rem;margin-top:1.5rem}
label{display:block;margin:.5rem 0}
input,select,button{font:inherit;background:#1e1f22;color:#dbdee1;border:1px solid #3f4147;
 border-radius:4px;padding:.3rem .5rem}
button{background:#5865f2;color:#fff;border:0;padding:.4rem 1rem;cursor:pointer}
"""


def _document(language: str, title: str, body: str) -> str:
    title = html.escape(title)
    return (f'<!doctype html><html lang="{language}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{title}</title><style>{STYLE}</style></head>"
            f"<body><h1>{title}</h1>{body}</body></html>")
