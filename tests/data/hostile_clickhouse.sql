-- ClickHouse's own dangers, one statement per line: table functions that read files, URLs, object stores or
-- other servers or run programs, settings, system tables, sleeps, and writes in ClickHouse's own syntax. Each
-- must be refused by the validator in the clickhouse dialect and by the engine alone (validator bypassed),
-- leaving the database and the file system unchanged.
SELECT * FROM file('/etc/passwd', 'LineAsString')
SELECT * FROM file('/etc/*', 'LineAsString')
SELECT * FROM url('http://127.0.0.1:1/x', 'LineAsString')
SELECT * FROM s3('http://127.0.0.1:1/bucket/x.csv')
SELECT * FROM remote('127.0.0.1:1', system.one)
SELECT * FROM remoteSecure('127.0.0.1:1', system.one)
SELECT * FROM cluster('default', system.one)
SELECT * FROM mysql('127.0.0.1:1', 'db', 't', 'u', 'p')
SELECT * FROM postgresql('127.0.0.1:1', 'db', 't', 'u', 'p')
SELECT * FROM sqlite('/tmp/x.db', 't')
SELECT * FROM jdbc('jdbc:x', 't')
SELECT * FROM odbc('DSN=x', 't')
SELECT * FROM hdfs('hdfs://127.0.0.1:1/x', 'CSV')
SELECT * FROM executable('evil.sh', 'TSV', 'x String')
SELECT * FROM input('x String')
SELECT * FROM merge(currentDatabase(), '.*')
SELECT * FROM system.users
SELECT * FROM system.settings
SELECT * FROM system.processes
SELECT * FROM system.query_log
SELECT * FROM system.numbers
SELECT * FROM INFORMATION_SCHEMA.TABLES
SELECT sleep(3)
SELECT sleepEachRow(1) FROM numbers(10)
SELECT getSetting('readonly')
SELECT count() FROM markets SETTINGS readonly = 0
SELECT count() FROM markets SETTINGS max_execution_time = 0
SELECT dictGet('d', 'x', 1)
SET readonly = 0
SET max_execution_time = 0
SELECT * FROM markets INTO OUTFILE '/tmp/sqlclarify_pwned.csv'
INSERT INTO FUNCTION file('/tmp/sqlclarify_pwned.csv', 'CSV') SELECT * FROM markets
INSERT INTO markets SELECT * FROM markets
ALTER TABLE markets DELETE WHERE 1
ALTER TABLE markets UPDATE name = 'pwned' WHERE 1
ALTER TABLE markets DROP PARTITION tuple()
OPTIMIZE TABLE markets FINAL
TRUNCATE TABLE markets
DETACH TABLE markets
ATTACH TABLE markets
RENAME TABLE markets TO gone
EXCHANGE TABLES markets AND daily_users
CREATE TABLE evil ENGINE = File(CSV, '/tmp/sqlclarify_pwned.csv') AS SELECT * FROM markets
CREATE DICTIONARY evil (x String) PRIMARY KEY x SOURCE(FILE(path '/etc/passwd' format 'LineAsString')) LAYOUT(FLAT()) LIFETIME(0)
CREATE USER evil
SYSTEM SHUTDOWN
SYSTEM DROP DNS CACHE
KILL QUERY WHERE 1
BACKUP TABLE markets TO File('/tmp/sqlclarify_pwned_backup')
SELECT 1; DROP TABLE markets
