"""`python -m sqlclarify`: the command line."""

from sqlclarify.faces.cli import main

main()
