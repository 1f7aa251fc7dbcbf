"""Set everything up and run the bot or the tests.

    python3 dev.py run             start the bot (without a token: the local table in a browser)
    python3 dev.py test [ARGS]     the test suite on every core; ARGS go to pytest
    python3 dev.py test --long     also the slow tests and the long playouts (RUN_SLOW=1)
    python3 dev.py lock [ARGS]     rewrite the lock files from requirements*.txt (ARGS go to uv,
                                   e.g. --upgrade-package aiohttp)

Needs only Python 3.11+. Creates `.venv/` on first use and installs the lock file (every package,
transitive ones too, pinned with its hashes) again whenever it changes.
"""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
# What each lock file is compiled from: the bot's requirements, and the developers' (which
# include the bot's and stay on the same versions).
LOCKS = {"requirements.lock": "requirements.txt", "requirements-dev.lock": "requirements-dev.txt"}
# The long run: slow tests, and many more seeded playouts (unless set already).
LONG_RUN = {"RUN_SLOW": "1", "AF_PLAYOUTS": "1000", "AE_PLAYOUTS": "300"}


def say(text: str) -> None:
    print(f"dev.py: {text}", flush=True)


def ensure_env(lock: str) -> None:
    """A `.venv` with exactly the packages of `lock` (installed again when the file changes)."""
    if sys.version_info < (3, 11):  # noqa: UP036 - dev.py is what old Pythons run first
        sys.exit(f"Python 3.11 or newer is needed (this is {sys.version.split()[0]}).")
    if not PYTHON.exists():
        say("creating .venv (once, a few seconds) …")
        venv.EnvBuilder(with_pip=True).create(VENV)
    digest = hashlib.sha256((ROOT / lock).read_bytes()).hexdigest()
    stamp = VENV / f".installed-{lock}"
    if stamp.exists() and stamp.read_text() == digest:
        return
    say(f"installing the packages of {lock} (the first time: about a minute) …")
    began = time.monotonic()
    subprocess.run([PYTHON, "-m", "pip", "install", "-qq", "--disable-pip-version-check",
                    "--require-hashes", "-r", ROOT / lock], check=True)  # -qq: errors only
    stamp.write_text(digest)
    say(f"installed in {time.monotonic() - began:.0f} s")


def has_token() -> bool:
    if os.environ.get("DISCORD_TOKEN", "").strip():
        return True
    env_file = ROOT / ".env"
    return env_file.exists() and any(
        line.startswith("DISCORD_TOKEN=") and line.split("=", 1)[1].strip()
        for line in env_file.read_text().splitlines()
    )


def foreground(args: list, env: dict[str, str] | None = None) -> int:
    """Run `args` and wait for it. Ctrl+C reaches the child too (same process group): let it stop
    in its own words instead of printing our traceback, and return its exit code. A SIGTERM sent
    to us alone (a process manager) is passed on, so the child never runs on without us."""
    with subprocess.Popen(args, env=env) as child:
        previous = signal.signal(signal.SIGTERM, lambda *_: child.terminate())
        try:
            while True:
                try:
                    return child.wait()
                except KeyboardInterrupt:
                    continue
        finally:
            signal.signal(signal.SIGTERM, previous)


def test(extra: list[str]) -> int:
    env = dict(os.environ)
    long_run = "--long" in extra
    if long_run:
        extra = [arg for arg in extra if arg != "--long"]
        env = {**LONG_RUN, **env}
    ensure_env("requirements-dev.lock")
    # One test process per core (pytest-xdist); a test that waits no longer holds the others.
    args = [] if any("xdist" in arg for arg in extra) else ["-n", "auto", "--dist", "worksteal"]
    what = "the long run (slow tests, 1000 + 300 playouts)" if long_run else \
        "the tests (2½ to 4 minutes on 2 cores; the slow ones: --long)"
    say(f"running {what} …")
    return foreground([PYTHON, "-m", "pytest", *args, "-r", "fEs", "--durations=8", *extra],
                      env=env)


def lock(extra: list[str]) -> int:
    """Compile each lock file with uv (from the developers' lock): universal (any OS, Python
    3.11+), hashes of every file, versions already locked kept unless asked to move."""
    ensure_env("requirements-dev.lock")
    constraint: list[str] = []
    for lock_file, source in LOCKS.items():
        say(f"writing {lock_file} from {source} …")
        code = subprocess.call([
            PYTHON, "-m", "uv", "pip", "compile", "--quiet", "--universal",
            "--python-version", "3.11", "--generate-hashes",
            "--custom-compile-command", "python3 dev.py lock",
            *constraint, "--output-file", lock_file, source, *extra])
        if code:
            return code
        constraint = ["--constraint", lock_file]
    return 0


def main() -> int:
    command = sys.argv[1] if len(sys.argv) > 1 else "run"
    extra = sys.argv[2:]
    os.chdir(ROOT)
    if command == "run":
        ensure_env("requirements.lock")
        args = [] if has_token() else ["--local"]
        return foreground([PYTHON, "-m", "bot", *args, *extra])
    if command == "test":
        return test(extra)
    if command == "lock":
        return lock(extra)
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main())
