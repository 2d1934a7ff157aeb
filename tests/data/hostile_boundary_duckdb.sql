-- DuckDB's whole-row, positional and pattern references to a table with hidden columns (see hostile_boundary.sql)
SELECT to_json(u) FROM users AS u
SELECT to_json(users) FROM users
SELECT u FROM users AS u
SELECT users FROM users
SELECT (u).password_hash FROM users AS u
SELECT u.password_hash FROM users AS u
SELECT u::text FROM users AS u
SELECT CAST(u AS VARCHAR) FROM users AS u
SELECT array_agg(u) FROM users AS u
SELECT list(u) FROM users AS u
SELECT struct_extract(u, 'password_hash') FROM users AS u
SELECT u['api_key'] FROM users AS u
SELECT unnest(u) FROM users AS u
SELECT COLUMNS('pass.*') FROM users
SELECT COLUMNS(c -> c LIKE '%key%') FROM users
SELECT min(COLUMNS(*)) FROM users
SELECT #3 FROM users
SELECT #4, #5 FROM users
SELECT * EXCLUDE (email) FROM users
SELECT * REPLACE (1 AS email) FROM users
SELECT to_json(o) FROM orders AS o
WITH users AS (SELECT 1 AS x) SELECT to_json(u) FROM main.users AS u
SELECT to_json(t) FROM (SELECT * FROM users) AS t
FROM users
SELECT * LIKE 'pass%' FROM users
DESCRIBE users
SUMMARIZE users
PIVOT users ON password_hash USING count(*)
