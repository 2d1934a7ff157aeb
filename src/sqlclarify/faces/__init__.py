"""The ways in: the command line and chat, the web page, the MCP server and the LangGraph server.

Each face turns the same `Agent` turns into text, a screen, HTML or an MCP result; none holds logic of its own."""
