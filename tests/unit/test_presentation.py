"""A raw value as its column reads (the catalog's unit, decimals, percent, grain and value labels)."""

import pytest

from sqlclarify.presentation import format_cell


@pytest.mark.parametrize(
    ("value", "column", "shown"),
    [
        (143708.6003, {"unit": "USD"}, "$143,708.60"),  # money to the cent
        (143708.6003, {"unit": "USD", "decimals": 0}, "$143,709"),
        (4572055.0, {"unit": "users"}, "4,572,055 users"),  # a count summed as a float
        (1.51, {"unit": "%", "decimals": 2}, "1.51%"),  # a derived metric already in percent
        (0.0364, {"unit": "%", "fraction": True}, "3.64%"),  # a ratio: a fraction shown as a percentage
        (10.506, {"unit": "%", "decimals": 1, "signed": True}, "+10.5%"),
        (-803074.9, {"unit": "USD", "decimals": 2, "signed": True}, "-$803,074.90"),
        ("2025-11-01", {"grain": "month"}, "Nov 2025"),
        ("2025-10-01", {"grain": "quarter"}, "Q4 2025"),
        ("2025-01-01 00:00:00", {"grain": "year"}, "2025"),
        ("ID", {"values": {"ID": "Indonesia"}}, "Indonesia"),
        (None, {"unit": "USD"}, "NULL"),
        (12, None, "12"),
        (1234.5678, None, "1,234.57"),
    ],
)
def test_format_cell(value, column, shown) -> None:
    assert format_cell(value, column) == shown
