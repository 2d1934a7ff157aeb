"""Who a bearer token belongs to, on a shared server: static tokens from a file or the environment, or JWTs
signed by a configured issuer (checked against its JWKS with PyJWT).

Static tokens (for small teams):
    SQLCLARIFY_TOKENS_FILE=/etc/sqlclarify/tokens   one user a line: `USER TOKEN [PERMISSION,...]`; `#` comments;
                                                    TOKEN may be `sha256:HEX` (the token's SHA-256) instead
    SQLCLARIFY_TOKENS="alice=TOKEN1,bob=TOKEN2"     the same without a file (no permissions)
JWTs (a team's identity provider):
    SQLCLARIFY_JWT_ISSUER=https://id.example.com/   the `iss` a token must carry
    SQLCLARIFY_JWT_JWKS_URL=...                     its keys (default: ISSUER/.well-known/jwks.json); https,
                                                    plain http only on loopback
    SQLCLARIFY_JWT_AUDIENCE=sqlclarify              the `aud` a token must carry (required with an issuer)
    SQLCLARIFY_JWT_USER_CLAIM=sub                   the claim that names the user (default `sub`)
Permission `verify` lets a user verify answers for the team, `vocabulary` add and remove the team's words for
everyone (see `sqlclarify.permissions`). A JWT's permissions are its `scope` claim.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import os
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from sqlclarify.errors import InputError

USER_NAME = re.compile(r"[^\s\x00-\x1f\x7f]{1,128}")  # printable, no spaces: it names store namespaces
JWT_ALGORITHMS = ["RS256", "RS384", "RS512", "ES256", "ES384", "PS256", "EdDSA"]
MIN_TOKEN_CHARS = 16  # a static token shorter than this is refused at start: it could be guessed


class Unauthorized(Exception):
    """The request carries no valid credentials (one line, no secret in it)."""


@dataclass(frozen=True)
class Identity:
    user: str
    permissions: tuple[str, ...] = ()
    source: str = "token"  # "token" or "jwt"


@dataclass
class StaticTokens:
    """Token digest -> Identity; compared by digest in constant time."""

    by_digest: dict[str, Identity] = field(default_factory=dict)

    def add(self, user: str, token: str, permissions: tuple[str, ...] = (), where: str = "") -> None:
        if not USER_NAME.fullmatch(user):
            raise InputError(f"{where}user name '{user[:40]}' must be 1-128 printable characters without spaces")
        if token.startswith("sha256:"):
            digest = token.removeprefix("sha256:").lower()
            if not re.fullmatch(r"[0-9a-f]{64}", digest):
                raise InputError(f"{where}'{user}' has a sha256: token that is not 64 hex digits")
        elif len(token) < MIN_TOKEN_CHARS:
            raise InputError(f"{where}the token of '{user}' is shorter than {MIN_TOKEN_CHARS} characters")
        else:
            digest = _digest(token)
        self.by_digest[digest] = Identity(user, permissions)

    def find(self, token: str) -> Identity | None:
        wanted = _digest(token)
        found = None
        for digest, identity in self.by_digest.items():  # every entry compared: no early exit to time
            if hmac.compare_digest(digest, wanted):
                found = identity
        return found


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def parse_tokens_file(text: str, where: str = "tokens file") -> StaticTokens:
    """A tokens file: `USER TOKEN [PERMISSION,...]` per line."""
    tokens = StaticTokens()
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip() if not raw.lstrip().startswith("#") else ""
        if not line:
            continue
        parts = line.split()
        if len(parts) not in (2, 3):
            raise InputError(f"{where} line {number}: expected 'USER TOKEN [PERMISSION,...]'")
        permissions = tuple(p for p in parts[2].split(",") if p) if len(parts) == 3 else ()
        tokens.add(parts[0], parts[1], permissions, where=f"{where} line {number}: ")
    return tokens


def parse_tokens_env(text: str) -> StaticTokens:
    """SQLCLARIFY_TOKENS: `user=token,user=token`."""
    tokens = StaticTokens()
    for pair in filter(None, (p.strip() for p in text.split(","))):
        user, sep, token = pair.partition("=")
        if not sep:
            raise InputError("SQLCLARIFY_TOKENS must be 'user=token,user=token'")
        tokens.add(user.strip(), token.strip(), where="SQLCLARIFY_TOKENS: ")
    return tokens


@dataclass(frozen=True)
class JwtSettings:
    issuer: str
    jwks_url: str
    audience: str
    user_claim: str


@dataclass
class Verifier:
    """What the server accepts: static tokens and/or JWTs of one issuer."""

    tokens: StaticTokens
    jwt: JwtSettings | None
    _jwks: Any = None

    @property
    def configured(self) -> bool:
        return bool(self.tokens.by_digest) or self.jwt is not None

    def identify(self, authorization: str | None) -> Identity:
        """The user of an `Authorization: Bearer ...` header; Unauthorized otherwise (blocking: a JWKS fetch)."""
        if not self.configured:
            raise Unauthorized(
                "this server accepts no one yet: its operator sets SQLCLARIFY_TOKENS_FILE, SQLCLARIFY_TOKENS or "
                "SQLCLARIFY_JWT_ISSUER"
            )
        scheme, _, token = (authorization or "").strip().partition(" ")
        token = token.strip()
        if scheme.lower() != "bearer" or not token:
            raise Unauthorized("missing bearer token: send 'Authorization: Bearer TOKEN'")
        if len(token) > 8192:
            raise Unauthorized("invalid token")
        if (found := self.tokens.find(token)) is not None:
            return found
        if self.jwt is not None and token.count(".") == 2:
            return self._identify_jwt(token)
        raise Unauthorized("invalid token")

    def _identify_jwt(self, token: str) -> Identity:
        import jwt

        assert self.jwt is not None
        if self._jwks is None:
            self._jwks = jwt.PyJWKClient(self.jwt.jwks_url, cache_keys=True, lifespan=300, timeout=10)
        try:
            key = self._jwks.get_signing_key_from_jwt(token)
            claims = jwt.decode(
                token,
                key.key,
                algorithms=JWT_ALGORITHMS,
                issuer=self.jwt.issuer,
                audience=self.jwt.audience,
                options={"require": ["exp", "iss", "aud"]},
            )
        except jwt.PyJWKClientConnectionError:
            raise Unauthorized("cannot reach the token issuer's keys") from None
        except (jwt.PyJWTError, ValueError):
            raise Unauthorized("invalid token") from None
        user = claims.get(self.jwt.user_claim)
        if not isinstance(user, str) or not USER_NAME.fullmatch(user):
            raise Unauthorized(f"the token's '{self.jwt.user_claim}' claim does not name a user")
        scopes = claims.get("scope") or ""
        permissions = tuple(scopes.split()) if isinstance(scopes, str) else ()
        return Identity(user, permissions, "jwt")


def verifier_from(env: dict[str, str] | os._Environ[str] | None = None) -> Verifier:
    """The Verifier the environment configures (InputError, one line, when it is wrong)."""
    env = os.environ if env is None else env
    tokens = StaticTokens()
    if path := env.get("SQLCLARIFY_TOKENS_FILE"):
        try:
            text = Path(path).expanduser().read_text()
        except OSError as exc:
            raise InputError(f"cannot read SQLCLARIFY_TOKENS_FILE {path}: {exc.strerror}") from None
        tokens.by_digest.update(parse_tokens_file(text, where=path).by_digest)
    if inline := env.get("SQLCLARIFY_TOKENS"):
        tokens.by_digest.update(parse_tokens_env(inline).by_digest)
    jwt_settings = None
    if issuer := env.get("SQLCLARIFY_JWT_ISSUER"):
        jwks = env.get("SQLCLARIFY_JWT_JWKS_URL") or issuer.rstrip("/") + "/.well-known/jwks.json"
        audience = (env.get("SQLCLARIFY_JWT_AUDIENCE") or "").strip()
        if not audience:  # a token the same issuer made for another application would be taken, scopes and all
            raise InputError(
                "SQLCLARIFY_JWT_AUDIENCE is required with SQLCLARIFY_JWT_ISSUER: the `aud` this server's tokens carry"
            )
        check_jwks_url(jwks)
        jwt_settings = JwtSettings(issuer, jwks, audience, env.get("SQLCLARIFY_JWT_USER_CLAIM") or "sub")
    return Verifier(tokens, jwt_settings)


def check_jwks_url(url: str) -> None:
    """InputError unless the keys come over https (plain http only from a loopback host): keys fetched in the
    clear could be swapped for an attacker's, who would then sign any user's token."""
    try:
        parts = urlsplit(url)
        host = (parts.hostname or "").lower()
    except ValueError:
        raise InputError(f"the JWKS URL is not a URL: {url[:200]}") from None
    if parts.scheme == "https" and host:
        return
    if parts.scheme == "http" and _is_loopback(host):
        return
    raise InputError(f"the JWKS URL must be https (plain http only on loopback): {url[:200]}")


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@lru_cache(maxsize=1)
def server_verifier() -> Verifier:
    """The server's Verifier, read once at the first request."""
    return verifier_from()
