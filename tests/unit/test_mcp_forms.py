"""Questions as elicitation forms: every kind passes the SDK's schema rules, and answers come back as options."""

from __future__ import annotations

from mcp.server.elicitation import _validate_rendered_properties

from sqlclarify.forms import elicitation_message, elicitation_schema, form_answers
from sqlclarify.state import ClarificationQuestion, QuestionOption

OPTIONS = [QuestionOption(label=label) for label in ("Alpha", "Beta, the second", "Gamma")]
QUESTIONS = [
    ClarificationQuestion(
        id="one", text="Which one?", kind="single_choice", options=OPTIONS, default="Alpha", slot="a"
    ),
    ClarificationQuestion(
        id="many", text="Which ones?", kind="multiple_choice", options=OPTIONS, default=["Alpha"], slot="b"
    ),
    ClarificationQuestion(id="sure", text="Is that it?", kind="yes_no", default="yes", slot="c"),
    ClarificationQuestion(id="words", text="Anything else?", kind="free_text", slot="d"),
]


def test_every_kind_is_a_valid_flat_property() -> None:
    schema = elicitation_schema(QUESTIONS)
    _validate_rendered_properties(schema)  # raises on anything the spec's PrimitiveSchemaDefinition refuses
    props = schema["properties"]
    assert props["one"] == {
        "title": "Which one?",
        "type": "string",
        "enum": ["Alpha", "Beta, the second", "Gamma"],
        "default": "Alpha",
    }
    assert props["many"]["type"] == "array" and props["many"]["items"]["enum"][1] == "Beta, the second"
    assert props["many"]["default"] == ["Alpha"]
    assert props["sure"] == {"title": "Is that it?", "type": "boolean", "default": True}
    assert props["words"] == {"title": "Anything else?", "type": "string"}
    assert schema["required"] == ["words"]  # only the question without a default


def test_answers_come_back_as_option_numbers() -> None:
    content = {"one": "Gamma", "many": ["Alpha", "Beta, the second"], "sure": False, "words": "only iOS"}
    assert form_answers(QUESTIONS, content) == {"one": "3", "many": "1,2", "sure": "no", "words": "only iOS"}
    # blank: the default, and no answer for a question without one
    assert form_answers(QUESTIONS, {"words": ""}) == {"one": "1", "many": "1", "sure": "yes"}


def test_message_says_why_then_what() -> None:
    assert elicitation_message(QUESTIONS[:1], reason="Two tables fit.") == "Two tables fit.\nWhich one?"


def test_option_values_are_in_the_form() -> None:
    options = [
        QuestionOption(label="Alpha", description="the first", value="$1.2M"),
        QuestionOption(label="Beta", value="$558,217"),
        QuestionOption(label="Gamma"),
    ]
    question = ClarificationQuestion(id="metric", text="Which?", kind="single_choice", options=options, slot="m")
    schema = elicitation_schema([question])
    _validate_rendered_properties(schema)
    prop = schema["properties"]["metric"]
    assert prop["enum"] == ["Alpha", "Beta", "Gamma"]  # labels stay the answers
    assert prop["description"] == "Alpha — $1.2M: the first; Beta — $558,217"


def test_a_shortlist_has_a_free_text_field_whose_name_wins() -> None:
    shortlist = ClarificationQuestion(
        id="metric", text="Which metric?", kind="single_choice", options=OPTIONS, default="Alpha", slot="m", more=True
    )
    schema = elicitation_schema([shortlist])
    _validate_rendered_properties(schema)
    assert schema["properties"]["metric"]["enum"][0] == "Alpha"
    assert schema["properties"]["metric_other"]["type"] == "string"
    assert "required" not in schema
    assert form_answers([shortlist], {"metric": "Gamma", "metric_other": " Delta "}) == {"metric": "Delta"}
    assert form_answers([shortlist], {"metric": "Gamma", "metric_other": ""}) == {"metric": "3"}
    assert "metric_other" not in elicitation_schema(QUESTIONS[:1])["properties"]
