"""Who calls the MCP server over HTTP: bearer tokens, as an OAuth 2.1 resource server (MCP authorization spec).

Two kinds of token, either or both:
- static tokens for small teams: a JSON file of {"token": "user name"} (or {"token": {"user": "name",
  "permissions": ["verify", "vocabulary"]}}) that the operator hands out;
- JWTs from one OAuth issuer, checked against its JWKS (PyJWT): signature, `iss`, `aud` (this server's resource
  URL), `exp`; the user is a claim (`sub` by default), their permissions the `scope` claim.

The MCP SDK does the rest: 401 with `WWW-Authenticate: Bearer … resource_metadata=…`, RFC 9728 protected-resource
metadata naming the issuer, and the authenticated token in a context variable the tools read. The user always
comes from the token, never from the request.

Host/Origin checks (DNS rebinding) are set for every bind address: the bind address, loopback, the public URL's
host and the operator's extra host names; nothing else is answered.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import anyio.to_thread
from mcp.server.auth.provider import AccessToken
from mcp.server.auth.settings import AuthSettings
from mcp.server.transport_security import TransportSecuritySettings

from sqlclarify.errors import InputError

MIN_TOKEN_CHARS = 16  # a static token shorter than this is guessable
MAX_USER_CHARS = 200
JWT_ALGORITHMS = ["RS256", "RS384", "RS512", "ES256", "ES384", "ES512", "PS256", "PS384", "PS512", "EdDSA"]
LEEWAY_S = 30  # clock skew allowed on exp/nbf/iat
JWKS_CACHE_S = 300
LOOPBACK_NAMES = ("localhost",)


@dataclass(frozen=True)
class HttpAuth:
    """How HTTP callers prove who they are. `resource_url` is the MCP endpoint as clients reach it: the JWT
    audience and the subject of the protected-resource metadata."""

    resource_url: str
    static_tokens: dict[str, str] = field(default_factory=dict)  # sha256(token) hex → user (+ "\n" permission…)
    issuer: str | None = None
    jwks_url: str | None = None
    user_claim: str = "sub"

    @property
    def enabled(self) -> bool:
        return bool(self.static_tokens) or self.issuer is not None

    def settings(self) -> AuthSettings:
        """The SDK's resource-server settings: metadata names the issuer (for static tokens, this server)."""
        return AuthSettings(
            issuer_url=self.issuer or _origin(self.resource_url),
            resource_server_url=self.resource_url,
            validate_token_resource=False,  # the verifier checks the audience itself
        )

    def verifier(self) -> TokenUsers:
        return TokenUsers(self)


class TokenUsers:
    """The SDK's TokenVerifier: a bearer token → an AccessToken whose `subject` is the user, or None."""

    def __init__(self, auth: HttpAuth) -> None:
        self.auth = auth
        self._jwks: Any = None

    async def verify_token(self, token: str) -> AccessToken | None:
        stored = self._static_user(token)
        if stored is not None:
            user, permissions = split_entry(stored)
            return AccessToken(
                token=token,
                client_id=f"static:{user}",
                scopes=permissions,  # what this user may change of the team's knowledge (sqlclarify.permissions)
                subject=user,
                resource=self.auth.resource_url,
            )
        if self.auth.issuer is None or token.count(".") != 2:
            return None
        claims = await anyio.to_thread.run_sync(self._decode, token)  # JWKS fetches block: off the event loop
        if claims is None:
            return None
        user = claims.get(self.auth.user_claim)
        if not _good_user(user):
            return None
        return AccessToken(
            token=token,
            client_id=str(claims.get("client_id") or claims.get("azp") or user),
            scopes=str(claims.get("scope") or "").split(),
            expires_at=int(claims["exp"]),
            resource=self.auth.resource_url,
            subject=user,
            claims={"iss": claims.get("iss")},
        )

    def _static_user(self, token: str) -> str | None:
        digest = hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()
        found = None
        for known, user in self.auth.static_tokens.items():  # compare every entry: no timing on which matched
            if hmac.compare_digest(known, digest):
                found = user
        return found

    def _decode(self, token: str) -> dict[str, Any] | None:
        import jwt

        try:
            if self._jwks is None:
                self._jwks = jwt.PyJWKClient(
                    self.auth.jwks_url or discover_jwks_url(self.auth.issuer or ""),
                    cache_keys=True,
                    lifespan=JWKS_CACHE_S,
                    timeout=10,
                )
            key = self._jwks.get_signing_key_from_jwt(token)
            return jwt.decode(
                token,
                key.key,
                algorithms=JWT_ALGORITHMS,
                audience=self.auth.resource_url,
                issuer=self.auth.issuer,
                leeway=LEEWAY_S,
                options={"require": ["exp", "iss", "aud"]},
            )
        except (jwt.PyJWTError, OSError, ValueError, KeyError):
            return None  # a bad, expired, foreign or unverifiable token is no token: 401


def discover_jwks_url(issuer: str) -> str:
    """The issuer's `jwks_uri` from its RFC 8414 (or OpenID Connect) metadata."""
    import urllib.request

    base = issuer.rstrip("/")
    for suffix in ("/.well-known/oauth-authorization-server", "/.well-known/openid-configuration"):
        try:
            with urllib.request.urlopen(base + suffix, timeout=10) as response:
                found = json.load(response).get("jwks_uri")
        except (OSError, ValueError):
            continue
        if isinstance(found, str) and found:
            return found
    raise ValueError(f"no jwks_uri in the metadata of {issuer}")


def load_static_tokens(path: str | Path) -> dict[str, str]:
    """A tokens file (JSON: {"token": "user name", …}) as {sha256(token): user}; InputError (one line) when it
    cannot be read, is not such an object, or holds a short token or a blank or unprintable user name."""
    source = Path(path).expanduser()
    try:
        data = json.loads(source.read_text(encoding="utf-8"))
    except OSError as exc:
        raise InputError(f"cannot read the tokens file {source}: {exc.strerror}") from exc
    except ValueError as exc:
        raise InputError(f"the tokens file {source} is not JSON: {' '.join(str(exc).split())}") from exc
    if not isinstance(data, dict) or not data:
        raise InputError(f'the tokens file {source} must be a JSON object {{"token": "user name", …}}')
    tokens: dict[str, str] = {}
    for token, entry in data.items():
        if len(token) < MIN_TOKEN_CHARS:
            raise InputError(f"the tokens file {source} has a token shorter than {MIN_TOKEN_CHARS} characters")
        user, permissions = _entry(entry)
        if not _good_user(user) or permissions is None:
            raise InputError(
                f'the tokens file {source} needs "user name" or {{"user": "name", "permissions": [...]}} per token'
            )
        tokens[hashlib.sha256(token.encode()).hexdigest()] = user.strip() + "".join(f"\n{p}" for p in permissions)
    return tokens


def _entry(entry: Any) -> tuple[Any, list[str] | None]:
    """A tokens file's value: "user name", or {"user": "name", "permissions": ["verify", "vocabulary"]}."""
    if isinstance(entry, dict):
        permissions = entry.get("permissions", [])
        good = isinstance(permissions, list) and all(isinstance(p, str) and p.isidentifier() for p in permissions)
        return entry.get("user"), permissions if good else None
    return entry, []


def split_entry(stored: str) -> tuple[str, list[str]]:
    """(user, permissions) of a `static_tokens` value (the user, then one permission a line)."""
    user, *permissions = stored.split("\n")
    return user, permissions


def _good_user(user: Any) -> bool:
    return isinstance(user, str) and bool(user.strip()) and len(user) <= MAX_USER_CHARS and user.isprintable()


def http_auth(
    host: str,
    port: int,
    tokens_file: str | None = None,
    issuer: str | None = None,
    jwks_url: str | None = None,
    user_claim: str | None = None,
    public_url: str | None = None,
) -> HttpAuth:
    """The HTTP auth the operator configured (flags, else SQLCLARIFY_MCP_* variables); InputError when it cannot
    work: a wildcard bind without a public URL, an issuer that is not an https (or loopback http) URL."""
    tokens_file = tokens_file or os.environ.get("SQLCLARIFY_MCP_TOKENS") or None
    issuer = issuer or os.environ.get("SQLCLARIFY_MCP_ISSUER") or None
    jwks_url = jwks_url or os.environ.get("SQLCLARIFY_MCP_JWKS_URL") or None
    user_claim = user_claim or os.environ.get("SQLCLARIFY_MCP_USER_CLAIM") or "sub"
    public_url = public_url or os.environ.get("SQLCLARIFY_MCP_PUBLIC_URL") or None
    if public_url is None and is_wildcard(host):
        raise InputError(f"--http {host}:{port} listens on every address: give --public-url, the URL clients use")
    resource = (public_url or f"http://{_url_host(host)}:{port}").rstrip("/")
    if not resource.endswith("/mcp"):
        resource += "/mcp"
    if urlsplit(resource).scheme not in ("http", "https") or not urlsplit(resource).hostname:
        raise InputError(f"--public-url must be an http(s) URL, got '{public_url}'")
    for name, url in (("--issuer", issuer), ("--jwks-url", jwks_url)):
        if url is not None and not _usable_url(url):
            raise InputError(f"{name} must be an https URL (http only on loopback), got '{url}'")
    return HttpAuth(
        resource_url=resource,
        static_tokens=load_static_tokens(tokens_file) if tokens_file else {},
        issuer=issuer.rstrip("/") if issuer else None,
        jwks_url=jwks_url,
        user_claim=user_claim,
    )


def check_bind(host: str, auth: HttpAuth) -> None:
    """Refuse to listen beyond this machine without token auth."""
    if not auth.enabled and not is_loopback(host):
        raise InputError(
            f"refusing to serve MCP on {host} without authentication: give --tokens FILE or --issuer URL "
            "(or bind 127.0.0.1)"
        )


def transport_security(host: str, port: int, auth: HttpAuth, extra_hosts: list[str]) -> TransportSecuritySettings:
    """Host/Origin checks for this bind: loopback names, the bound address, the public URL's host and the
    operator's extra host names (NAME or NAME:PORT)."""
    hosts = {f"127.0.0.1:{port}", f"localhost:{port}", f"[::1]:{port}"}
    if not is_wildcard(host):
        hosts.add(f"{_url_host(host)}:{port}")
    public = urlsplit(auth.resource_url)
    hosts.add(public.netloc)
    for name in extra_hosts:
        hosts.add(name if re.search(r":(\d+|\*)$", name) else f"{name}:{port}")
    origins = {f"http://{h}" for h in hosts} | {f"https://{h}" for h in hosts}
    if public.port is None:  # a default port: the Host header and the Origin carry none
        hosts.add(public.hostname or "")
        origins.add(f"{public.scheme}://{public.hostname}")
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True, allowed_hosts=sorted(hosts), allowed_origins=sorted(origins)
    )


def is_loopback(host: str) -> bool:
    if host.lower() in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def is_wildcard(host: str) -> bool:
    try:
        return ipaddress.ip_address(host.strip("[]")).is_unspecified
    except ValueError:
        return False


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host and not host.startswith("[") else host


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def _usable_url(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme == "https" and parts.hostname:
        return True
    return parts.scheme == "http" and parts.hostname is not None and is_loopback(parts.hostname)
