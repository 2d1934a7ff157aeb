-- PostgreSQL's whole-row references to a table with hidden columns (see hostile_boundary.sql)
SELECT row_to_json(u) FROM users AS u
SELECT row_to_json(u.*) FROM users AS u
SELECT to_json(u) FROM users AS u
SELECT to_jsonb(users) FROM users
SELECT (u).password_hash FROM users AS u
SELECT (u.*)::text FROM users AS u
SELECT u::text FROM users AS u
SELECT CAST(u AS TEXT) FROM users AS u
SELECT array_agg(u) FROM users AS u
SELECT json_agg(u) FROM users AS u
SELECT u FROM users AS u
SELECT users FROM users
SELECT row_to_json(o) FROM orders AS o
SELECT (SELECT u::text FROM users AS u LIMIT 1)
WITH users AS (SELECT 1 AS x) SELECT row_to_json(u) FROM public.users AS u
SELECT row_to_json(t) FROM (SELECT * FROM users) AS t
-- A role switch back from the boundary's role, then a query run as text: the engine's screen refuses both, always
SELECT set_config('role', 'none', true), query_to_xml('SELECT password_hash FROM users', true, false, '')
SELECT pg_catalog.set_config('role', 'none', true) AS r
TABLE users
SELECT * FROM ONLY users
