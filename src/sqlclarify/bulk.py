"""Reading many objects at once (a long thread's history) without the garbage collector's quadratic walk."""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator


@contextlib.contextmanager
def paused_gc() -> Iterator[None]:
    """No cyclic garbage collection inside the block. A history read allocates many objects that all stay alive
    (every turn with its rows), and each collection would walk every one kept so far."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
