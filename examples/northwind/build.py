"""Build examples/northwind/northwind.sqlite from the classic Northwind sample database (Ms-PL; see LICENSE.md).

`northwind.sql` beside this file is the PostgreSQL port of Microsoft's Northwind Traders data by
github.com/pthom/northwind_psql, unchanged. Northwind Traders is a food and drink wholesaler: 830 orders from
1996-07-04 to 1998-05-06 by 91 customers in 21 countries, 77 products in 8 categories from 29 suppliers,
9 sales employees and 3 shippers.

The tables are shaped the way a dbt staging layer would shape them, and no row is dropped:
- `order_lines` (one row per order detail) carries its order's `order_date` and the money of the line,
  rounded to cents: `gross_amount` = unit price x quantity, `discount_amount` = gross x discount,
  `net_amount` = gross - discount.
- `orders` gets `shipper_id` (was `ship_via`) and `is_shipped_late` (shipped after the required date).
- `products` gets `is_discontinued`; customers, suppliers, shippers and employees get a `..._name` column.
Prices and freight were stored as float32 in the source (32.3800011): they are rounded to cents.

Run: python examples/northwind/build.py   (standard library only)
"""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

HERE = Path(__file__).parent
SOURCE = HERE / "northwind.sql"
OUT = HERE / "northwind.sqlite"

# the source tables, with the columns of the PostgreSQL script in order (only the tables used)
RAW = {
    "categories": "category_id, category_name, description, picture",
    "customers": "customer_id, company_name, contact_name, contact_title, address, city, region, postal_code, "
    "country, phone, fax",
    "employees": "employee_id, last_name, first_name, title, title_of_courtesy, birth_date, hire_date, address, "
    "city, region, postal_code, country, home_phone, extension, photo, notes, reports_to, photo_path",
    "order_details": "order_id, product_id, unit_price, quantity, discount",
    "orders": "order_id, customer_id, employee_id, order_date, required_date, shipped_date, ship_via, freight, "
    "ship_name, ship_address, ship_city, ship_region, ship_postal_code, ship_country",
    "products": "product_id, product_name, supplier_id, category_id, quantity_per_unit, unit_price, units_in_stock, "
    "units_on_order, reorder_level, discontinued",
    "shippers": "shipper_id, company_name, phone",
    "suppliers": "supplier_id, company_name, contact_name, contact_title, address, city, region, postal_code, "
    "country, phone, fax, homepage",
}

STAGING = """
CREATE TABLE categories (
    category_id INTEGER PRIMARY KEY, category_name TEXT NOT NULL, description TEXT);
INSERT INTO categories SELECT category_id, category_name, description FROM raw.categories;

CREATE TABLE suppliers (
    supplier_id INTEGER PRIMARY KEY, supplier_name TEXT NOT NULL, city TEXT, country TEXT);
INSERT INTO suppliers SELECT supplier_id, company_name, city, country FROM raw.suppliers;

CREATE TABLE products (
    product_id INTEGER PRIMARY KEY, product_name TEXT NOT NULL,
    supplier_id INTEGER REFERENCES suppliers(supplier_id), category_id INTEGER REFERENCES categories(category_id),
    quantity_per_unit TEXT, list_price REAL, is_discontinued INTEGER NOT NULL);
INSERT INTO products SELECT product_id, product_name, supplier_id, category_id, quantity_per_unit,
    round(unit_price, 2), discontinued FROM raw.products;

CREATE TABLE customers (
    customer_id TEXT PRIMARY KEY, customer_name TEXT NOT NULL, contact_name TEXT, city TEXT, country TEXT);
INSERT INTO customers SELECT customer_id, company_name, contact_name, city, country FROM raw.customers;

CREATE TABLE employees (
    employee_id INTEGER PRIMARY KEY, employee_name TEXT NOT NULL, title TEXT, hire_date TEXT, city TEXT,
    country TEXT, manager_id INTEGER);
INSERT INTO employees SELECT employee_id, first_name || ' ' || last_name, title, hire_date, city, country,
    reports_to FROM raw.employees;

CREATE TABLE shippers (shipper_id INTEGER PRIMARY KEY, shipper_name TEXT NOT NULL);
INSERT INTO shippers SELECT shipper_id, company_name FROM raw.shippers;

CREATE TABLE orders (
    order_id INTEGER PRIMARY KEY, customer_id TEXT REFERENCES customers(customer_id),
    employee_id INTEGER REFERENCES employees(employee_id), shipper_id INTEGER REFERENCES shippers(shipper_id),
    order_date TEXT NOT NULL, required_date TEXT, shipped_date TEXT, freight REAL,
    ship_city TEXT, ship_country TEXT, is_shipped_late INTEGER NOT NULL);
INSERT INTO orders SELECT order_id, customer_id, employee_id, ship_via, order_date, required_date, shipped_date,
    round(freight, 2), ship_city, ship_country,
    CASE WHEN shipped_date > required_date THEN 1 ELSE 0 END FROM raw.orders;

CREATE TABLE order_lines (
    order_line_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(order_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id), order_date TEXT NOT NULL,
    unit_price REAL NOT NULL, quantity INTEGER NOT NULL, discount REAL NOT NULL,
    gross_amount REAL NOT NULL, discount_amount REAL NOT NULL, net_amount REAL NOT NULL);
INSERT INTO order_lines SELECT row_number() OVER (ORDER BY d.order_id, d.product_id), d.order_id, d.product_id,
    o.order_date, round(d.unit_price, 2), d.quantity, round(d.discount, 2),
    round(round(d.unit_price, 2) * d.quantity, 2),
    round(round(d.unit_price, 2) * d.quantity * round(d.discount, 2), 2),
    round(round(d.unit_price, 2) * d.quantity, 2) - round(round(d.unit_price, 2) * d.quantity * round(d.discount, 2), 2)
    FROM raw.order_details d JOIN raw.orders o ON o.order_id = d.order_id;
UPDATE order_lines SET net_amount = round(net_amount, 2);
"""


def main() -> None:
    OUT.unlink(missing_ok=True)
    con = sqlite3.connect(OUT)
    con.execute("ATTACH DATABASE ':memory:' AS raw")
    for table, columns in RAW.items():
        con.execute(f"CREATE TABLE raw.{table} ({columns})")
    # one INSERT per line in the source; its literals ('text' with '' escapes, numbers, NULL) are SQLite's too
    insert = re.compile(r"^INSERT INTO (\w+) VALUES (\(.*\));$")
    for line in SOURCE.read_text(encoding="utf-8").splitlines():
        match = insert.match(line)
        if match and match.group(1) in RAW:
            con.execute(f"INSERT INTO raw.{match.group(1)} VALUES {match.group(2)}")
    con.executescript(STAGING)
    con.commit()
    con.execute("DETACH DATABASE raw")
    con.execute("VACUUM")
    con.close()


if __name__ == "__main__":
    main()
