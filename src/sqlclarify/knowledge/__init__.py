"""What the team and each user taught the agent, kept in the LangGraph Store beside the threads."""
