-- MySQL's forms on a table with hidden columns (see hostile_boundary.sql); the SQL check alone judges them
SELECT JSON_OBJECT('k', u.password_hash) FROM users AS u
SELECT JSON_ARRAYAGG(api_key) FROM users
SELECT GROUP_CONCAT(session_token) FROM users
SELECT CONCAT_WS(',', user_id, password_hash) FROM users
SELECT users.* FROM users
