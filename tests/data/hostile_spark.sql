-- Spark SQL's own dangers, one statement per line: path tables and functions that read files, reflection into
-- the JVM, script transforms that run programs, commands on the session, the catalog or the cache, and writes
-- in Spark's own syntax. Each must be refused by the validator in the spark dialect and by the engine alone
-- (validator bypassed), leaving the data files and the file system unchanged.
SELECT * FROM parquet.`/tmp`
SELECT * FROM csv.`/etc/passwd`
SELECT * FROM text.`/etc/passwd`
SELECT * FROM json.`/etc/hostname`
SELECT * FROM orc.`/tmp`
SELECT * FROM binaryFile.`/etc/passwd`
SELECT * FROM delta.`/tmp/sqlclarify_pwned`
SELECT * FROM read_files('/etc/passwd')
SELECT * FROM read_files('/etc/passwd', format => 'text')
SELECT reflect('java.lang.System', 'getenv', 'HOME')
SELECT java_method('java.lang.System', 'getProperty', 'user.home')
SELECT try_reflect('java.lang.System', 'exit', 0)
SELECT code, reflect('java.lang.Thread', 'sleep', 30000L) FROM markets
SELECT TRANSFORM(code) USING 'cat /etc/passwd' AS (line) FROM markets
SELECT TRANSFORM(code) USING 'touch /tmp/sqlclarify_pwned' FROM markets
FROM markets SELECT TRANSFORM(code) USING 'cat' AS (x)
SELECT * FROM spark_catalog.default.markets
SELECT * FROM global_temp.markets
SELECT current_user(), input_file_name() FROM markets
INSERT OVERWRITE DIRECTORY '/tmp/sqlclarify_pwned' USING parquet SELECT * FROM markets
INSERT OVERWRITE LOCAL DIRECTORY '/tmp/sqlclarify_pwned' SELECT * FROM markets
INSERT OVERWRITE TABLE markets SELECT * FROM markets
INSERT INTO spark_catalog.default.evil SELECT * FROM markets
CREATE TABLE evil USING parquet LOCATION '/tmp/sqlclarify_pwned' AS SELECT * FROM markets
CREATE TABLE evil USING csv OPTIONS (path '/etc/passwd')
CREATE TEMPORARY VIEW passwd USING text OPTIONS (path '/etc/passwd')
CREATE OR REPLACE TEMPORARY VIEW markets AS SELECT 1 AS code
CREATE OR REPLACE GLOBAL TEMPORARY VIEW g AS SELECT 1 AS x
CREATE FUNCTION evil AS 'java.lang.Runtime' USING JAR '/tmp/evil.jar'
CREATE TEMPORARY FUNCTION evil AS 'org.apache.hadoop.hive.ql.udf.UDFReflect'
DROP TEMPORARY FUNCTION IF EXISTS evil
DROP VIEW markets
CACHE TABLE markets
CACHE LAZY TABLE evil AS SELECT * FROM markets
UNCACHE TABLE markets
CLEAR CACHE
REFRESH TABLE markets
REFRESH '/tmp'
ADD JAR /tmp/evil.jar
ADD FILE /etc/passwd
ADD ARCHIVE /tmp/evil.zip
LIST FILE
SET spark.sql.runSQLOnFiles = true
SET spark.sql.ansi.enabled = false
RESET
SET TIME ZONE 'America/Los_Angeles'
USE spark_catalog.default
SHOW TABLES
SHOW FUNCTIONS
DESCRIBE TABLE markets
EXPLAIN SELECT * FROM markets
LOAD DATA LOCAL INPATH '/etc/passwd' INTO TABLE markets
MSCK REPAIR TABLE markets
ANALYZE TABLE markets COMPUTE STATISTICS
DECLARE VARIABLE v INT DEFAULT 1
SET VAR v = 2
EXECUTE IMMEDIATE 'DROP VIEW markets'
BEGIN DROP VIEW markets; END
SELECT * FROM markets WHERE code = (SELECT reflect('java.lang.System', 'getenv', 'PATH'))
SELECT * FROM markets TABLESAMPLE (100 PERCENT) WHERE reflect('java.lang.System', 'exit', '1') IS NULL
