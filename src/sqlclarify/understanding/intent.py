"""What a message asks for, without a model: a data question, a follow-up, help, a change, or neither."""

from __future__ import annotations

import re

from sqlclarify.state import Intent
from sqlclarify.understanding.found import Found

# A request to change data: SQL that writes, or a sentence that starts with a verb that changes data
# ("update DAU for ID to 2000000", "delete the ad revenue for BR", "set new users for PH to 0").
# A question about change ("did DAU drop in all markets?", "did we add new users?") is a question.
# The SQL layers refuse writes whatever this says.
SQL_WRITE = re.compile(
    r"\b(?:truncate\s+table|delete\s+from|drop\s+(?:table|view|database|schema|index)|insert\s+into|"
    r"update\s+\w+\s+set|alter\s+table|create\s+(?:or\s+replace\s+)?(?:table|view|index|trigger|database))\b",
    re.IGNORECASE,
)
CHANGE_VERB_FIRST = re.compile(
    r"^\W*(?:(?:please|pls|kindly|now|then|ok|okay)\W+|(?:can|could|would|will)\s+you\s+(?:please\s+)?)*"
    r"(?:update|set|change|modify|overwrite|edit|correct|fix|delete|remove|drop|wipe|erase|purge|destroy|clear|"
    r"truncate|insert|add|append|create|rename|alter|replace|reset|zero\s+out)\b",
    re.IGNORECASE,
)
CHANGE_OF_DATA = re.compile(
    r"\b(?:delete|remove|drop|wipe|erase|purge|destroy|truncate|clear|insert|update|modify|overwrite|alter)\b"
    r"(?:\W+\w+){0,4}?\W+(?:rows?|records?|tables?|columns?|database|db|everything|entries)\b",
    re.IGNORECASE,
)
# "add the status as well", "add a breakdown by platform too", "include last year as well": more of the last answer
# (a breakdown, a period), not a write; a number or rows/records/a table named keep it a change ("add 500 to …")
ADD_TO_ANSWER = re.compile(
    r"^\W*(?:(?:please|pls|now|then|ok|okay|and|also)\W+)*(?:add|include|append)\b"
    r"(?=.*\b(?:as\s+well|too|also|breakdown|split|broken\s+down|by)\b)"
    r"(?!.*(?:\d|\b(?:rows?|records?|entries|entry|tables?|database|db|into)\b))",
    re.IGNORECASE,
)
SET_TO_VALUE = re.compile(r"\b(?:set|update|change|overwrite)\b.{0,80}?\bto\s+-?\d", re.IGNORECASE)
QUESTION_START = re.compile(
    r"^\W*(?:did|does|do|has|have|had|is|are|was|were|how|what|which|why|when|who|where|will|can|could|should)\b",
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


def is_change_request(question: str) -> bool:
    """True for a request to write ("delete the ad revenue for BR"), not for a question about change."""
    if SQL_WRITE.search(question):
        return True
    if ADD_TO_ANSWER.search(question):
        return False
    if QUESTION_START.search(question) and not CHANGE_VERB_FIRST.search(question):
        return False
    return bool(CHANGE_VERB_FIRST.search(question) or SET_TO_VALUE.search(question) or CHANGE_OF_DATA.search(question))


def classify_intent(question: str, found: Found, has_previous: bool, schema_words: frozenset[str]) -> Intent:
    """The intent of `question`, given what was read from it and whether the thread has an earlier answer.

    With a catalog and no metric in sight, a question is out of scope (the model, when there is one,
    gets to read it anyway); without a catalog every question may be about the data.
    """
    if is_change_request(question):
        return "change_data"
    mentioned = found.mentioned
    if HELP.search(question) and not mentioned:
        return "help"
    reading = found.reading
    if has_previous and mentioned and (FOLLOW_UP_CUE.search(question) or "metric" not in mentioned):
        return "follow_up"
    if has_previous and found.top_n and not reading.knows_metric:
        return "follow_up"  # "top 5": order the last answer's breakdown
    if has_previous and FOLLOW_UP_CUE.search(question) and reading.unplaced and not mentioned:
        return "follow_up"  # "and gross?": a word that may pick a sibling of the last metric
    if reading.knows_metric:
        return "data_question"
    if found.has_catalog:
        return "out_of_scope"
    words = set(re.findall(r"[a-z_]+", question.lower()))
    if DATA_WORDS.search(question) or words & schema_words:
        return "data_question"
    return "out_of_scope"
