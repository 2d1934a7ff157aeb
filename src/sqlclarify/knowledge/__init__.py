"""What sqlclarify learns from its users, kept in the LangGraph Store beside the threads."""
