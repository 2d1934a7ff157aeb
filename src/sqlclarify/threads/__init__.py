"""Threads: where they live (a SQLite file or PostgreSQL), the thread index, and claims."""

from sqlclarify.threads.claims import Claim
from sqlclarify.threads.store import ThreadStore, open_checkpointer, open_store
from sqlclarify.threads.target import default_target, is_postgres_url

__all__ = ["Claim", "ThreadStore", "default_target", "is_postgres_url", "open_checkpointer", "open_store"]
