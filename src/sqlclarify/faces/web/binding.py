"""Where the page may listen: loopback only, until the server authenticates its users."""

from __future__ import annotations

import ipaddress

from sqlclarify.errors import InputError

LOOPBACK_NAMES = {"localhost", "ip6-localhost"}


def require_loopback(host: str) -> None:
    """InputError (one line) unless `host` is a loopback address or name: the page has no login of its own, so
    on any other address anyone on the network would act as the server's user."""
    name = host.strip().strip("[]").lower()
    if name in LOOPBACK_NAMES:
        return
    try:
        if ipaddress.ip_address(name).is_loopback:
            return
    except ValueError:
        pass
    raise InputError(
        f"sqlclarify web binds loopback only ({host} is not): it has no login of its own; "
        "serve it through the LangGraph server with authentication to share it (see 'Running a shared server')"
    )
