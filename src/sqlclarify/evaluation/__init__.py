"""`sqlclarify eval`: run scripted conversations and score answers and clarifications."""
