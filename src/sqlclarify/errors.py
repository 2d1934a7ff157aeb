"""Errors a user can act on. Each message is one line; the CLI prints it and exits non-zero."""


class SqlclarifyError(Exception):
    """Base class: bad input or an unusable resource, reported without a traceback."""


class InputError(SqlclarifyError):
    """The question or the answer cannot be used as given."""


class CatalogError(SqlclarifyError):
    """The metric catalog is missing or malformed."""


class DatabaseError(SqlclarifyError):
    """The database to query cannot be opened."""


class CheckpointError(SqlclarifyError):
    """The checkpoint file (where threads live) cannot be used."""


class ThreadNotFound(SqlclarifyError):
    """No thread has this id."""


class NoPendingQuestion(SqlclarifyError):
    """An answer was sent to a thread that is not waiting for one."""


class PendingQuestion(SqlclarifyError):
    """A new question was sent to a thread that is waiting for an answer."""
