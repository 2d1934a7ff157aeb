-- Spark's struct, star and regex-column forms on a table with hidden columns (see hostile_boundary.sql); the SQL check alone judges them
SELECT to_json(struct(*)) FROM users
SELECT struct(u.*) FROM users AS u
SELECT `(pass.*)` FROM users
SELECT `(user_id)?+.+` FROM users
SELECT * EXCEPT (email) FROM users
SELECT named_struct('k', api_key) FROM users
SELECT to_json(named_struct('h', u.password_hash)) FROM users AS u
