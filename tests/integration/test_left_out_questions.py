"""A question about an element the catalog left out is answered with the reason it is left out, not with
another metric and not with "outside what I can answer"."""

from __future__ import annotations

import shutil

import pytest

from sqlclarify.agent import Agent
from tests.conftest import ROOT

LATEST = ROOT / "tests" / "data" / "catalogs" / "saas_latest"
SAAS_DB = ROOT / "examples" / "saas" / "saas.sqlite"
# a conversion rate written on a metric the catalog does not have (so it stays left out, whatever the compiler
# computes); "conversion" in its label as a question would say it
CONVERSION = """
  - name: trial_to_paid
    label: Trial to paid conversion rate
    type: ratio
    numerator: paid_trials
    denominator: signups
"""


@pytest.fixture(scope="module")
def agent(tmp_path_factory: pytest.TempPathFactory) -> Agent:
    project = tmp_path_factory.mktemp("catalog") / "project"
    shutil.copytree(LATEST, project)
    billing = project / "semantic" / "billing.yml"
    billing.write_text(billing.read_text() + CONVERSION)
    checkpoint = tmp_path_factory.mktemp("threads") / "threads.sqlite"
    with Agent(database=str(SAAS_DB), catalog=str(project), checkpoint=str(checkpoint)) as opened:
        yield opened


@pytest.mark.parametrize("question", ["What's our conversion rate?", "trial to paid rate in 2024"])
def test_a_left_out_metric_is_answered_with_its_reason(agent: Agent, question: str) -> None:
    turn = agent.ask(question)
    assert turn.status == "refused"
    assert turn.message == "'trial_to_paid' is in the catalog but left out: input metric 'paid_trials' does not exist"


def test_the_other_metrics_still_answer(agent: Agent) -> None:
    turn = agent.ask("signups in 2024")
    assert turn.status == "answered", turn.message
