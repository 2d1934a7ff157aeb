-- Reads past the data boundary, one per line, on every engine: the shop database (tests/integration/test_boundary_enforced.py)
-- has users(user_id, email, password_hash, api_key, session_token) and orders(..., card_number, ...); the secret columns are
-- hidden by the default boundary. Each must be refused by the boundary's SQL check alone, and must return no secret where the
-- database enforces the boundary alone (SQLite, DuckDB, PostgreSQL with its boundary role).
-- A CTE named like the hidden table: the real table inside it is still the real table
WITH users AS (SELECT password_hash, api_key FROM users) SELECT password_hash, api_key FROM users
WITH users AS (SELECT * FROM users) SELECT * FROM users
WITH users AS (SELECT user_id, password_hash AS h FROM users) SELECT h FROM users
WITH u AS (SELECT 1 AS x), users AS (SELECT session_token AS s FROM users) SELECT s FROM users
WITH orders AS (SELECT card_number FROM orders) SELECT card_number FROM orders
WITH users AS (SELECT api_key AS email FROM users) SELECT email FROM users
-- A CTE of that name anywhere else in the statement does not hide the real table here
SELECT password_hash FROM users WHERE EXISTS (WITH users AS (SELECT 1 AS x) SELECT x FROM users)
SELECT api_key FROM users UNION ALL SELECT x FROM (WITH users AS (SELECT 'a' AS x) SELECT x FROM users) AS t
SELECT (SELECT max(api_key) FROM users) AS k FROM (WITH users AS (SELECT 1 AS x) SELECT x FROM users) AS t
SELECT k FROM (SELECT session_token AS k FROM users) AS users
-- Hidden columns in joins, filters and ordering
SELECT u.user_id FROM users AS u JOIN users AS v USING (password_hash)
SELECT user_id FROM users WHERE password_hash LIKE '$2b%'
SELECT user_id FROM users ORDER BY api_key
SELECT count(*) FROM users GROUP BY session_token
SELECT * FROM users
SELECT users.* FROM users
SELECT u.* FROM users AS u
SELECT count(*) FROM (SELECT * FROM users) AS t WHERE t.api_key = 'sk-live-123'
-- A join on every shared column name, the hidden one included, without naming it (an oracle on its value)
SELECT user_id FROM users NATURAL JOIN (SELECT '$2b$12$hash' AS password_hash) AS t
