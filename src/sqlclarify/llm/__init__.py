"""The model path: an OpenAI-compatible chat model driving classify and SQL generation with tool calls."""
