"""A loopback OAuth issuer for tests: an RSA key, its JWKS and RFC 8414 metadata over real HTTP, and JWTs signed
with it (or with a key it never published)."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import jwt
from cryptography.hazmat.primitives.asymmetric import rsa


class Issuer:
    def __init__(self) -> None:
        self.key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        self.stranger = rsa.generate_private_key(public_exponent=65537, key_size=2048)  # never published
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def start(self) -> Issuer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def token(
        self,
        sub: str,
        audience: str,
        expires_in: float = 600,
        issuer: str | None = None,
        foreign_key: bool = False,
        **claims: Any,
    ) -> str:
        now = int(time.time())
        payload = {"sub": sub, "aud": audience, "iss": issuer or self.url, "iat": now, "exp": now + int(expires_in)}
        key = self.stranger if foreign_key else self.key
        return jwt.encode({**payload, **claims}, key, algorithm="RS256", headers={"kid": "test-key"})

    def _jwks(self) -> dict[str, Any]:
        public = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(self.key.public_key()))
        return {"keys": [{**public, "kid": "test-key", "use": "sig", "alg": "RS256"}]}

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        issuer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                if self.path == "/.well-known/oauth-authorization-server":
                    body = {"issuer": issuer.url, "jwks_uri": f"{issuer.url}/jwks.json"}
                elif self.path == "/jwks.json":
                    body = issuer._jwks()
                else:
                    self.send_response(404)
                    self.end_headers()
                    return
                data = json.dumps(body).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        return Handler
