"""Numbers as people read them: in full for table cells, compact and with their unit for option values."""

from __future__ import annotations

CURRENCY_SIGNS = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹"}
PERCENT_UNITS = {"%", "percent", "pct"}
COMPACT_STEPS = ((1e12, "T"), (1e9, "B"), (1e6, "M"))


def plain_number(value: int | float) -> str:
    """A number in full with thousands separators: 1,234.57; small fractions keep 4 places (0.0123)."""
    if isinstance(value, float):
        return f"{value:,.4f}".rstrip("0").rstrip(".") if abs(value) < 1 else f"{value:,.2f}"
    return f"{value:,}"


def compact_number(
    value: int | float, unit: str | None = None, decimals: int | None = None, fraction: bool = False
) -> str:
    """A number short enough for a choice list, with its unit: $558,217, $1.2M, 3.42%, 12,345 users; a
    `fraction` (a ratio with a percent unit, see `percent_of_one`) is shown as a percentage: 0.0364 → 3.64%."""
    if fraction:
        value = value * 100
    magnitude = abs(value)
    step = next(((size, suffix) for size, suffix in COMPACT_STEPS if magnitude >= size), None)
    if step is not None:
        text = f"{value / step[0]:,.1f}".rstrip("0").rstrip(".") + step[1]
    elif magnitude >= 1000 or isinstance(value, int):
        text = f"{value:,.0f}"
    else:
        text = f"{value:,.{2 if decimals is None else decimals}f}"
    return _with_unit(text, unit)


def _with_unit(text: str, unit: str | None) -> str:
    if not unit:
        return text
    sign = CURRENCY_SIGNS.get(unit.upper())
    if sign:
        return f"-{sign}{text[1:]}" if text.startswith("-") else f"{sign}{text}"
    if unit.lower() in PERCENT_UNITS:
        return f"{text}%"
    return f"{text} {unit}"


def is_percent(unit: str | None) -> bool:
    return bool(unit) and unit.lower() in PERCENT_UNITS  # type: ignore[union-attr]


def percent_of_one(metric_type: str, unit: str | None) -> bool:
    """Whether a metric's values are fractions shown as percentages: a ratio (numerator / denominator, so 0.0364)
    whose unit is a percent. A derived metric with a percent unit is taken as computed in percent already
    (`100.0 * clicks / impressions`)."""
    return metric_type == "ratio" and is_percent(unit)


def unit_number(value: int | float, unit: str | None, decimals: int | None = None, fraction: bool = False) -> str:
    """A metric's value in full with its unit, for answers and table cells: 3.64% (a fraction 0.0364 when
    `fraction`), $1,234.50, 12,345 users."""
    if fraction:
        value = value * 100
    if is_percent(unit):
        places = 2 if decimals is None else decimals
        return f"{value:,.{places}f}%"
    if decimals is not None and isinstance(value, float):
        return _with_unit(f"{value:,.{decimals}f}", unit)
    return _with_unit(plain_number(value), unit)
