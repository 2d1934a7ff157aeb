-- Hostile statements: one per line (a literal \n is a line break). Each must be refused by the validator, and must leave the database
-- unchanged and finish within the timeout when sent through the graph by a scripted model.
DELETE FROM markets
dElEtE fRoM markets
DELETE FROM "markets"
DELETE FROM [markets]
UPDATE markets SET name = 'pwned'
UPDATE "daily_users" SET dau = 0
INSERT INTO markets VALUES ('XX', 'Nowhere', 'None')
INSERT OR REPLACE INTO markets VALUES ('ID', 'x', 'y')
REPLACE INTO markets VALUES ('ID', 'x', 'y')
INSERT INTO markets SELECT * FROM markets
DROP TABLE markets
DROP TABLE IF EXISTS ad_revenue
DROP VIEW IF EXISTS v
DROP INDEX IF EXISTS i
CREATE TABLE evil (a)
CREATE TEMP TABLE evil (a)
CREATE VIEW v AS SELECT * FROM markets
CREATE INDEX i ON markets (name)
CREATE TRIGGER t AFTER INSERT ON markets BEGIN DELETE FROM markets; END
ALTER TABLE markets RENAME TO gone
ALTER TABLE markets ADD COLUMN x TEXT
TRUNCATE TABLE markets
PRAGMA writable_schema = ON
PRAGMA query_only = OFF
PRAGMA journal_mode = DELETE
ATTACH DATABASE '/tmp/evil.db' AS evil
ATTACH ':memory:' AS m
DETACH DATABASE main
VACUUM
VACUUM INTO '/tmp/stolen.db'
REINDEX
ANALYZE
BEGIN; DELETE FROM markets; COMMIT
SAVEPOINT s
RELEASE s
ROLLBACK
SELECT 1; DELETE FROM markets
SELECT * FROM markets; DROP TABLE markets
SELECT 1 /* ; */ ; DROP TABLE markets
SELECT 1 -- harmless\n; DELETE FROM markets
WITH d AS (DELETE FROM markets RETURNING *) SELECT * FROM d
WITH x AS (SELECT 1) DELETE FROM markets
WITH x AS (SELECT 1) INSERT INTO markets SELECT 'A', 'B', 'C' FROM x
SELECT * INTO stolen FROM markets
SELECT * INTO OUTFILE '/tmp/x' FROM markets
COPY markets TO '/tmp/x.csv'
EXEC xp_cmdshell 'rm -rf /'
EXECUTE sp_evil
CALL evil()
MERGE INTO markets USING markets AS s ON 1 = 1 WHEN MATCHED THEN DELETE
GRANT ALL ON markets TO public
REVOKE ALL ON markets FROM public
SET x = 1
USE other
LOAD DATA INFILE '/etc/passwd' INTO TABLE markets
SELECT load_extension('/tmp/evil.so')
SELECT LOAD_EXTENSION('/tmp/evil.so', 'entry')
SELECT readfile('/etc/passwd')
SELECT writefile('/tmp/x', 'y')
SELECT edit('x')
SELECT fts3_tokenizer('simple')
SELECT code FROM markets UNION SELECT load_extension('x')
SELECT * FROM markets WHERE name = (SELECT writefile('/tmp/x', name) FROM markets)
ＤＥＬＥＴＥ ＦＲＯＭ markets
DELETE FROM markets WHERE code = 'ID'
UPDATE markets SET name = 'x' WHERE 1 = 1 RETURNING *
SELECT * FROM other_db.markets
SELECT * FROM sqlite_temp_master
