-- ClickHouse's star and pattern forms on a table with hidden columns (see hostile_boundary.sql); the SQL check alone judges them
SELECT COLUMNS('pass') FROM users
SELECT COLUMNS('.*key.*') FROM users
SELECT * APPLY(toString) FROM users
SELECT tuple(*) FROM users
SELECT * EXCEPT (email) FROM users
SELECT u.* FROM users AS u
SELECT toJSONString(tuple(*)) FROM users
SELECT password_hash FROM users FINAL
