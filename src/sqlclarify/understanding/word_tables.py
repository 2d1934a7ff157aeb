"""English word tables (lemminflect's lemmas and inflections), with every answer kept on disk.

lemminflect reads two large gzipped tables and imports numpy the first time it is asked anything: about half a
second of a command's start on a quiet machine. The answers a process needed are kept, per lemminflect version,
in the user's cache folder (`words/`), so the next process asks lemminflect only about words it has not seen;
a command on a catalog already read never imports it. The file is a cache: unreadable, it is read again from
lemminflect; unwritable (read-only home, full disk), nothing is kept. `SQLCLARIFY_WORD_CACHE=0` keeps nothing.
"""

from __future__ import annotations

import atexit
import json
import os
import tempfile
import threading
from pathlib import Path
from typing import Any

_lock = threading.Lock()
_known: dict[str, Any] | None = None  # key -> lemminflect's answer, as JSON keeps it
_added: dict[str, Any] = {}  # answers asked of lemminflect in this process, not yet written
_saved_at_exit = False
MAX_KEPT = 50_000  # answers in the file at most (about 2 MB, read in ~15 ms); past it, the file is begun again


def lemmas(word: str, upos: str) -> tuple[str, ...]:
    """lemminflect's `getLemma(word, upos)`: the lemmas of `word` as that part of speech."""
    return tuple(_kept(f"lemma|{upos}|{word}", lambda: _lemminflect().getLemma(word, upos=upos)))


def all_lemmas(word: str) -> dict[str, tuple[str, ...]]:
    """lemminflect's `getAllLemmas(word)`: each part of speech `word` can be, with its lemmas."""
    found = _kept(f"all_lemmas|{word}", lambda: _lemminflect().getAllLemmas(word))
    return {pos: tuple(forms) for pos, forms in found.items()}


def inflections(word: str, tag: str) -> tuple[str, ...]:
    """lemminflect's `getInflection(word, tag)`: the forms of lemma `word` for a Penn tag ("NNS", "VBD")."""
    return tuple(_kept(f"inflection|{tag}|{word}", lambda: _lemminflect().getInflection(word, tag=tag)))


def _lemminflect() -> Any:
    import lemminflect  # its tables and numpy load here, only for a word no kept answer covers

    return lemminflect


def _kept(key: str, ask: Any) -> Any:
    """The kept answer for `key`, else lemminflect's (kept from now on)."""
    global _saved_at_exit
    known = _known if _known is not None else _load()
    if key in known:
        return known[key]
    answer = json.loads(json.dumps(ask()))  # as it will read back: tuples become lists
    with _lock:
        known[key] = answer
        _added[key] = answer
        if not _saved_at_exit:
            atexit.register(save)
            _saved_at_exit = True
    return answer


def _file() -> Path | None:
    """This lemminflect version's file, or None when nothing is to be kept."""
    if os.environ.get("SQLCLARIFY_WORD_CACHE", "1") == "0":
        return None
    from importlib.metadata import PackageNotFoundError, version

    from platformdirs import user_cache_dir

    try:  # from package metadata: importing lemminflect to read its version would cost what this file saves
        release = version("lemminflect")
    except PackageNotFoundError:
        return None
    return Path(user_cache_dir("sqlclarify")) / "words" / f"lemminflect-{release}.json"


def _read(path: Path | None) -> dict[str, Any]:
    if path is None:
        return {}
    try:
        data = json.loads(path.read_bytes())
    except (OSError, ValueError):  # none yet, or unreadable: lemminflect answers again
        return {}
    return data if isinstance(data, dict) else {}


def _load() -> dict[str, Any]:
    global _known
    with _lock:
        if _known is None:
            _known = _read(_file())
        return _known


def save() -> None:
    """Write this process's new answers beside what is kept (another process may have added some since), then
    rename, so a concurrent reader never sees half a file. Runs at exit; harmless to call again."""
    with _lock:
        added = dict(_added)
        _added.clear()
    path = _file()
    if not added or path is None:
        return
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        merged = {**_read(path), **added}
        if len(merged) > MAX_KEPT:  # words of many catalogs over time: begin again rather than read a huge file
            merged = added
        fd, tmp = tempfile.mkstemp(prefix=".writing-", suffix=".json", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(merged, out, separators=(",", ":"), sort_keys=True)
        os.replace(tmp, path)
    except OSError:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)


def forget() -> None:
    """Drop what this process read from the file (tests point the cache folder elsewhere between cases)."""
    global _known
    save()
    with _lock:
        _known = None
