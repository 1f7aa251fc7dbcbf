"""`python -m bot`: run the bot on Discord, or `--local` for a table in your browser."""

from __future__ import annotations

import argparse
import asyncio
import sys

from bot.config import Config, ConfigError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    parser.add_argument("--local", action="store_true",
                        help="play locally in a browser with simulated players (no Discord)")
    parser.add_argument("--port", type=int, default=8765, help="port of the local table")
    args = parser.parse_args(argv)
    try:
        config = Config.from_env(_dotenv(), need_token=not args.local)
    except ConfigError as error:
        print(error, file=sys.stderr)
        return 2
    config.configure_logging()
    if args.local:
        from bot.local import run_local

        return asyncio.run(run_local(config, port=args.port))
    from bot.core import GameBot

    GameBot(config).run(config.token or "", log_handler=None)
    return 0


def _dotenv() -> dict[str, str]:
    """The environment, with `.env` filling in what is not set."""
    import os

    from dotenv import dotenv_values

    values = {k: v for k, v in dotenv_values(".env").items() if v is not None}
    return {**values, **os.environ}


if __name__ == "__main__":
    sys.exit(main())
