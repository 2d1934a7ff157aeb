"""The analysts' web page: `sqlclarify web`, or mounted on the LangGraph server (`langgraph.json` `http.app`)."""
