-- Reads past a row-level policy, one per line, on every engine: each must return only the markets the user may see.
WITH orders AS (SELECT * FROM orders) SELECT DISTINCT market FROM orders
WITH orders AS (SELECT market FROM orders) SELECT DISTINCT market FROM orders
SELECT DISTINCT market FROM orders WHERE EXISTS (WITH orders AS (SELECT 1 AS x) SELECT x FROM orders)
SELECT DISTINCT market FROM orders, (WITH orders AS (SELECT 2 AS z) SELECT z FROM orders) AS w
WITH x AS (SELECT market FROM orders) SELECT DISTINCT market FROM x
SELECT DISTINCT o.market FROM orders AS o JOIN orders AS p ON p.order_id = o.order_id
SELECT DISTINCT market FROM (SELECT market FROM orders) AS orders
