"""A loopback OpenAI-compatible chat-completions server that plays a script of replies.

Tests drive the real ChatOpenAI HTTP path through it: tool calls, plain text, malformed arguments,
HTTP errors and slow answers. Only 127.0.0.1 is used; the server stops with its fixture.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class ScriptedOpenAI:
    def __init__(self) -> None:
        self.replies: deque[dict[str, Any]] = deque()
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def start(self) -> ScriptedOpenAI:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def push(self, *replies: dict[str, Any]) -> None:
        """Queue replies: {"tool": name, "args": {...} or "raw json", "content": "..."}, {"content": "..."},
        {"status": 500}, {"status": 429}, or any of them with "delay": seconds."""
        with self._lock:
            self.replies.extend(replies)

    def _next(self, body: dict[str, Any]) -> dict[str, Any]:
        with self._lock:
            self.requests.append(body)
            return self.replies.popleft() if self.replies else {"status": 500, "message": "script exhausted"}

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        scripted = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", 0))
                body = json.loads(self.rfile.read(length) or b"{}")
                reply = scripted._next(body)
                if reply.get("delay"):
                    time.sleep(reply["delay"])
                if reply.get("status"):
                    self._send(
                        reply["status"],
                        {"error": {"message": reply.get("message", "scripted failure"), "type": "server_error"}},
                    )
                    return
                self._send(200, completion(body, reply))

            def _send(self, status: int, payload: dict[str, Any]) -> None:
                data = json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.send_header("retry-after-ms", "10")  # keep client backoff short in tests
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout)

        return Handler


def completion(request: dict[str, Any], reply: dict[str, Any]) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": reply.get("content")}
    if "tool" in reply:
        args = reply.get("args", {})
        message["tool_calls"] = [
            {
                "id": f"call_{abs(hash(json.dumps(reply, sort_keys=True))) % 10**8}",
                "type": "function",
                "function": {"name": reply["tool"], "arguments": args if isinstance(args, str) else json.dumps(args)},
            }
        ]
    prompt_chars = sum(len(json.dumps(m)) for m in request.get("messages", []))
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 0,
        "model": request.get("model", "scripted"),
        "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if "tool" in reply else "stop"}],
        "usage": {"prompt_tokens": prompt_chars // 4, "completion_tokens": 20, "total_tokens": prompt_chars // 4 + 20},
    }
