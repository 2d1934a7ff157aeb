"""A loopback OpenAI-compatible chat-completions server that plays a script of replies.

Tests drive the real ChatOpenAI HTTP path through it: tool calls, plain text, malformed arguments,
HTTP errors and slow answers. Only 127.0.0.1 is used; the server stops with its fixture.

`ScriptedOpenAI(llamacpp_context=N)` behaves like llama.cpp's server (llama-cpp-python's with a function-calling
chat format): the tools reach the model only when the request sends `tool_choice` (else a scripted tool call
comes back as prose), and a prompt over N tokens (4 characters a token) is answered with HTTP 400
"prompt is M tokens".
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class ScriptedOpenAI:
    def __init__(self, llamacpp_context: int | None = None) -> None:
        self.llamacpp_context = llamacpp_context
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
        {"status": 500}, {"status": 429}, or any of them with "delay": seconds. Endpoint faults: {"calls": [reply,
        reply]} (several tool calls in one message), {"empty_choices": True}, {"raw": "a truncated body"}, and
        {"reject": ["tool_choice"], ...} (HTTP 400 when the request carries one of these parameters)."""
        with self._lock:
            self.replies.extend(replies)

    def push_front(self, reply: dict[str, Any]) -> None:
        with self._lock:
            self.replies.appendleft(reply)

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
                unanswered = _unanswered_tool_calls(body.get("messages", []))
                if unanswered:  # what OpenAI does with such a conversation
                    scripted._next(body)
                    self._send(
                        400,
                        {
                            "error": {
                                "message": f"tool_call_ids did not have response messages: {', '.join(unanswered)}"
                            }
                        },
                    )
                    return
                if scripted.llamacpp_context is not None:
                    if "tool_choice" not in body:
                        body = {k: v for k, v in body.items() if k != "tools"}  # what llama.cpp's template sees
                    size = prompt_tokens(body)
                    if size > scripted.llamacpp_context:
                        with scripted._lock:
                            scripted.requests.append(body)
                        message = (
                            "the request exceeds the available context size, try increasing it: "
                            f"prompt is {size} tokens, context is {scripted.llamacpp_context}"
                        )
                        self._send(400, {"error": {"code": 400, "message": message, "type": "exceed_context_size"}})
                        return
                reply = scripted._next(body)
                if scripted.llamacpp_context is not None and "tools" not in body and "tool" in reply:
                    reply = {**{k: v for k, v in reply.items() if k not in ("tool", "args")}, "content": "No tools."}
                if reply.get("delay"):
                    time.sleep(reply["delay"])
                rejected = [name for name in reply.get("reject", []) if name in body]
                if rejected:
                    self._send(400, {"error": {"message": f"unsupported parameter: {rejected[0]}"}})
                    scripted.push_front({k: v for k, v in reply.items() if k != "reject"})
                    return
                if "raw" in reply:
                    self._send_raw(200, reply["raw"].encode())
                    return
                if reply.get("status"):
                    self._send(
                        reply["status"],
                        {"error": {"message": reply.get("message", "scripted failure"), "type": "server_error"}},
                    )
                    return
                self._send(200, completion(body, reply))

            def _send(self, status: int, payload: dict[str, Any]) -> None:
                self._send_raw(status, json.dumps(payload).encode())

            def _send_raw(self, status: int, data: bytes) -> None:
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
    calls = reply.get("calls") or ([reply] if "tool" in reply else [])
    if calls:
        message["tool_calls"] = [
            {
                "id": f"call_{number}_{abs(hash(json.dumps(call, sort_keys=True))) % 10**8}",
                "type": "function",
                "function": {"name": call["tool"], "arguments": _arguments(call.get("args", {}))},
            }
            for number, call in enumerate(calls)
        ]
    prompt = prompt_tokens(request)
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 0,
        "model": request.get("model", "scripted"),
        "choices": []
        if reply.get("empty_choices")
        else [{"index": 0, "message": message, "finish_reason": "tool_calls" if calls else "stop"}],
        "usage": {"prompt_tokens": prompt, "completion_tokens": 20, "total_tokens": prompt + 20},
    }


def prompt_tokens(request: dict[str, Any]) -> int:
    """The request's prompt size as this server counts it: 4 characters of its messages and tools a token."""
    chars = sum(len(json.dumps(m)) for m in request.get("messages", [])) + len(json.dumps(request.get("tools", [])))
    return chars // 4


def _arguments(args: Any) -> str:
    return args if isinstance(args, str) else json.dumps(args)


def _unanswered_tool_calls(messages: list[dict[str, Any]]) -> list[str]:
    """Ids of tool calls that the following messages do not answer with a tool message."""
    missing: list[str] = []
    for index, message in enumerate(messages):
        if message.get("role") != "assistant" or not message.get("tool_calls"):
            continue
        answered = set()
        for later in messages[index + 1 :]:
            if later.get("role") != "tool":
                break
            answered.add(later.get("tool_call_id"))
        missing += [call["id"] for call in message["tool_calls"] if call["id"] not in answered]
    return missing
