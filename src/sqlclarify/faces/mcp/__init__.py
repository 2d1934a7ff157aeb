"""The MCP server (stdio and streamable HTTP) and its OAuth resource-server checks."""
