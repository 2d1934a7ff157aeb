"""One module per node of the graph; each node is `(state, runtime) -> partial state`."""

from sqlclarify.nodes.clarify import clarify
from sqlclarify.nodes.classify import classify
from sqlclarify.nodes.disambiguate import disambiguate
from sqlclarify.nodes.execute import execute
from sqlclarify.nodes.generate_sql import generate_sql
from sqlclarify.nodes.respond import respond
from sqlclarify.nodes.validate import validate

__all__ = ["clarify", "classify", "disambiguate", "execute", "generate_sql", "respond", "validate"]
