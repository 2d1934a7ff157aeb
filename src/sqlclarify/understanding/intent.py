"""What a message asks for, without a model: a data question, a follow-up, help, a change, or neither."""

from __future__ import annotations

import re

from sqlclarify.state import Intent
from sqlclarify.understanding.slots import Extraction

# A verb that changes data, followed within a few words by what it would change: "drop the table",
# "delete all rows", "update the DAU for ID to 0", "insert a new market". A bare "update" ("the latest
# update on DAU") is not a request to write. The SQL layers refuse writes whatever this says.
_SOON = r"(?:\W+\w+){0,6}?\W+"
CHANGE_DATA = re.compile(
    r"\b(?:truncate|delete\s+from|drop\s+table|insert\s+into|update\s+\w+\s+set|alter\s+table)\b"
    rf"|\b(?:delete|remove|drop|wipe|erase|purge|destroy|clear){_SOON}"
    r"(?:tables?|rows?|records?|data|columns?|database|db|all|everything|every|entries|it|them)\b"
    rf"|\b(?:update|modify|overwrite|alter|rename|edit){_SOON}(?:to|=|set|tables?|columns?)\b"
    rf"|\b(?:insert|add){_SOON}(?:into|rows?|records?|new|entry|entries)\b"
    r"|\bcreate\s+(?:a\s+)?(?:new\s+)?(?:table|view|index|trigger)\b"
    r"|\bset\s+\w+\s*=",
    re.IGNORECASE,
)
HELP = re.compile(
    r"^\s*(?:help|hi|hello|hey|thanks|thank you|\?+|what can you do|what do you know|"
    r"(?:what|which) (?:metrics|data|questions)|list (?:the )?metrics|show (?:me )?(?:the )?metrics)\b",
    re.IGNORECASE,
)
FOLLOW_UP_CUE = re.compile(
    r"^\s*(?:same|and|also|now|only|just|instead|but|what about|how about|then|ok,? now|break (?:it|that) down)\b",
    re.IGNORECASE,
)
DATA_WORDS = re.compile(
    r"\b(how many|how much|number of|count|total|sum|average|avg|mean|top|most|least|highest|lowest|list|show|"
    r"which|who|what (?:is|are|was|were)|per|by|trend|compare|max|min)\b",
    re.IGNORECASE,
)
SLOT_ONLY = {"markets", "date_range", "platform", "ad_network", "grain", "group_by"}


def classify_intent(question: str, found: Extraction, has_previous: bool, schema_words: frozenset[str]) -> Intent:
    """The intent of `question`, given the slots read from it and whether the thread has a prior question."""
    if CHANGE_DATA.search(question):
        return "change_data"
    if HELP.search(question) and not found.mentioned:
        return "help"
    if has_previous and found.mentioned and (FOLLOW_UP_CUE.search(question) or "metric" not in found.mentioned):
        return "follow_up"
    if "metric" in found.mentioned:
        return "data_question"
    words = set(re.findall(r"[a-z_]+", question.lower()))
    if DATA_WORDS.search(question) or words & schema_words or found.mentioned & SLOT_ONLY:
        return "data_question"
    return "out_of_scope"
