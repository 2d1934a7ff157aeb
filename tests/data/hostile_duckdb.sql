-- DuckDB's own dangers, one statement per line: files read or written outside the data, extensions, other
-- databases, settings and secrets. Each must be refused by the validator in the duckdb dialect and by the
-- engine alone (validator bypassed), leaving the database and the file system unchanged.
COPY markets TO '/tmp/sqlclarify_pwned.csv'
COPY (SELECT * FROM markets) TO '/tmp/sqlclarify_pwned.parquet' (FORMAT parquet)
EXPORT DATABASE '/tmp/sqlclarify_pwned_dir'
IMPORT DATABASE '/tmp'
ATTACH '/tmp/sqlclarify_pwned.duckdb' AS evil
ATTACH ':memory:' AS m
DETACH evil
SELECT * FROM read_text('/etc/passwd')
SELECT * FROM read_blob('/etc/passwd')
SELECT * FROM read_csv('/etc/passwd')
SELECT * FROM read_csv_auto('/etc/passwd')
SELECT * FROM '/etc/passwd'
SELECT * FROM read_parquet('/tmp/*.parquet')
SELECT * FROM read_json_auto('/etc/passwd')
SELECT * FROM sniff_csv('/etc/passwd')
SELECT * FROM glob('/etc/*')
SELECT getenv('HOME')
INSTALL httpfs
FORCE INSTALL httpfs
LOAD httpfs
SET enable_external_access = true
SET lock_configuration = false
RESET enable_external_access
SET threads = 64
SET memory_limit = '100GB'
PRAGMA enable_profiling
CREATE SECRET s (TYPE s3, KEY_ID 'x', SECRET 'y')
SELECT * FROM query('DELETE FROM markets')
SELECT * FROM query_table('markets')
CHECKPOINT
CREATE MACRO m() AS 1
CREATE TABLE stolen AS SELECT * FROM markets
DELETE FROM markets
UPDATE markets SET name = 'pwned'
