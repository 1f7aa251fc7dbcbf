"""Tests of the tournament pairing and standings rules (TR-P*, TR-S*)."""
