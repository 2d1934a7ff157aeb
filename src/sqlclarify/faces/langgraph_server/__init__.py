"""The LangGraph server's pieces named in langgraph.json: the graph factory, auth, context and custom routes."""
