"""Errors a user can act on. Each message is one line; the CLI prints it and exits non-zero."""


class SqlclarifyError(Exception):
    """Base class: bad input or an unusable resource, reported without a traceback."""

    exit_code = 2  # the CLI's exit status: 2 for bad input


class InfrastructureError(SqlclarifyError):
    """The thread store, its database or the disk failed under a call (server gone, disk full, I/O error):
    nothing the caller did wrong, so the CLI exits 1; trying again later may work."""

    exit_code = 1


class InputError(SqlclarifyError):
    """The question or the answer cannot be used as given."""


def infrastructure_fault(exc: BaseException) -> InfrastructureError | None:
    """`exc` as a one-line InfrastructureError when it is a database or disk fault under the thread store (a
    driver's operational error: server gone, disk full, I/O error); None for anything else (a bug keeps its
    traceback)."""
    import sqlite3

    faults: tuple[type[BaseException], ...] = (sqlite3.OperationalError, sqlite3.DatabaseError)
    try:
        import psycopg

        faults += (psycopg.OperationalError, psycopg.InterfaceError)
    except ImportError:  # pragma: no cover
        pass
    seen = exc
    while seen is not None:  # the fault may sit under a wrapper (the graph re-raises node errors)
        if isinstance(seen, faults):
            text = " ".join(str(seen).split()) or type(seen).__name__
            return InfrastructureError(f"{text} (a database or disk fault: try again once it is fixed)")
        seen = seen.__cause__ or seen.__context__  # type: ignore[assignment]
    return None


def require_text(value: object, what: str, limit: int) -> str:
    """`value` stripped; InputError when it is not text, is blank, or is longer than `limit` characters."""
    if not isinstance(value, str):
        raise InputError(f"the {what} must be text")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:  # undecodable bytes from argv arrive as lone surrogates
        raise InputError(f"the {what} is not valid UTF-8 text") from exc
    text = value.strip()
    if not text:
        raise InputError(f"the {what} is empty")
    if len(text) > limit:
        raise InputError(f"the {what} is longer than {limit} characters")
    return text


class CatalogError(SqlclarifyError):
    """The metric catalog is missing or malformed."""


class DatabaseError(SqlclarifyError):
    """The database to query cannot be opened."""


class CheckpointError(SqlclarifyError):
    """Where threads live (a checkpoint file or a PostgreSQL database) cannot be used."""


class CheckpointFault(CheckpointError, InfrastructureError):
    """The thread store failed while in use (disk I/O error, disk full): exit 1, not a bad setting."""


class ThreadNotFound(SqlclarifyError):
    """No thread has this id."""


class NoPendingQuestion(SqlclarifyError):
    """An answer was sent to a thread that is not waiting for one."""


class AlreadyAnswered(SqlclarifyError):
    """Another process answered this question first."""


class PendingQuestion(SqlclarifyError):
    """A new question was sent to a thread that is waiting for an answer."""


class ThreadBusy(SqlclarifyError):
    """Another process is changing this thread right now."""
