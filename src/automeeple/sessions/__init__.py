"""Saved games: the sessions file (:mod:`.store`) and the game being played in it
(:mod:`.session`)."""

from .session import HUMAN, Session
from .store import SessionRow, Store, StoreError, default_db_path

__all__ = ["HUMAN", "Session", "SessionRow", "Store", "StoreError", "default_db_path"]
