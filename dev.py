"""Set everything up and run the bot or the tests: `python3 dev.py run` / `python3 dev.py test`.

Needs only Python 3.11+. Creates `.venv/` on first use and reinstalls the pinned requirements
whenever the requirements files change.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")


def ensure_env(requirements: str) -> None:
    if sys.version_info < (3, 11):  # noqa: UP036 - dev.py is what old Pythons run first
        sys.exit(f"Python 3.11 or newer is needed (this is {sys.version.split()[0]}).")
    if not PYTHON.exists():
        print("Creating .venv …", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    files = [ROOT / "requirements.txt", ROOT / requirements]
    digest = hashlib.sha256(b"".join(f.read_bytes() for f in files)).hexdigest()
    stamp = VENV / f".installed-{requirements}"
    if stamp.exists() and stamp.read_text() == digest:
        return
    print(f"Installing {requirements} …", flush=True)
    subprocess.run([PYTHON, "-m", "pip", "install", "--quiet", "--upgrade", "pip"], check=True)
    subprocess.run([PYTHON, "-m", "pip", "install", "--quiet", "-r", ROOT / requirements],
                   check=True)
    stamp.write_text(digest)


def has_token() -> bool:
    if os.environ.get("DISCORD_TOKEN", "").strip():
        return True
    env_file = ROOT / ".env"
    return env_file.exists() and any(
        line.startswith("DISCORD_TOKEN=") and line.split("=", 1)[1].strip()
        for line in env_file.read_text().splitlines()
    )


def foreground(args: list) -> int:
    """Run `args` and wait for it. Ctrl+C reaches the child too (same process group): let it stop
    in its own words instead of printing our traceback, and return its exit code."""
    with subprocess.Popen(args) as child:
        while True:
            try:
                return child.wait()
            except KeyboardInterrupt:
                continue


def main() -> int:
    command = sys.argv[1] if len(sys.argv) > 1 else "run"
    extra = sys.argv[2:]
    os.chdir(ROOT)
    if command == "run":
        ensure_env("requirements.txt")
        args = [] if has_token() else ["--local"]
        return foreground([PYTHON, "-m", "bot", *args, *extra])
    if command == "test":
        ensure_env("requirements-dev.txt")
        return foreground([PYTHON, "-m", "pytest", "-q", *extra])
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main())
