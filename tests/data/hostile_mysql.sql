-- MySQL's and MariaDB's own dangers, one statement per line: server files read or written, sleeps, locks,
-- settings, other sessions, the server's own catalog (users and password hashes), executable comments that
-- every parser takes for comments, and writes in MySQL's own syntax. Each must be refused by the validator in
-- the mysql dialect and by the engine alone (validator bypassed), leaving the database and the files unchanged.
SELECT LOAD_FILE('/etc/passwd')
SELECT load_file('/etc/hostname') AS x FROM markets
SELECT * FROM markets INTO OUTFILE '/tmp/sqlclarify_pwned.txt'
SELECT * FROM markets INTO DUMPFILE '/tmp/sqlclarify_pwned.bin'
SELECT code INTO @stolen FROM markets LIMIT 1
SELECT * FROM markets /*! INTO OUTFILE '/tmp/sqlclarify_pwned_comment.txt' */
SELECT 1 /*!50000 , (SELECT LOAD_FILE('/etc/passwd')) */
SELECT 1 /*M! , SLEEP(30) */
LOAD DATA LOCAL INFILE '/etc/passwd' INTO TABLE markets
LOAD DATA INFILE '/etc/passwd' REPLACE INTO TABLE markets
SELECT SLEEP(30)
SELECT BENCHMARK(100000000000, SHA2('x', 512))
SELECT GET_LOCK('sqlclarify', 10)
SELECT RELEASE_ALL_LOCKS()
SELECT MASTER_POS_WAIT('log', 4, 30)
SELECT * FROM markets FOR UPDATE
SELECT * FROM markets LOCK IN SHARE MODE
SELECT * FROM mysql.user
SELECT user, password FROM mysql.user
SELECT * FROM mysql.global_priv
SELECT * FROM information_schema.processlist
SELECT * FROM performance_schema.threads
SELECT * FROM sys.session
SELECT @@global.secure_file_priv
SET GLOBAL read_only = 0
SET SESSION TRANSACTION READ WRITE
SET SESSION sql_log_bin = 0
SET @@session.max_statement_time = 0
START TRANSACTION READ WRITE
COMMIT; DELETE FROM markets
SELECT 1; SET SESSION TRANSACTION READ WRITE; DELETE FROM markets
DO SLEEP(30)
DO RELEASE_ALL_LOCKS()
HANDLER markets OPEN
LOCK TABLES markets WRITE
UNLOCK TABLES
FLUSH TABLES WITH READ LOCK
KILL 1
SHUTDOWN
INSTALL PLUGIN evil SONAME 'evil.so'
INSTALL SONAME 'ha_connect'
CREATE FUNCTION sys_exec RETURNS INTEGER SONAME 'lib_mysqludf_sys.so'
CREATE USER evil IDENTIFIED BY 'x'
CREATE TEMPORARY TABLE evil (a INT)
CREATE TABLE evil ENGINE=CONNECT TABLE_TYPE=MYSQL CONNECTION='mysql://root@127.0.0.1/mysql/user'
CREATE SERVER evil FOREIGN DATA WRAPPER mysql OPTIONS (HOST '127.0.0.1')
INSERT INTO markets SET code = 'XX', name = 'x', region = 'y'
INSERT IGNORE INTO markets VALUES ('XX', 'x', 'y')
INSERT INTO markets VALUES ('ID', 'x', 'y') ON DUPLICATE KEY UPDATE name = 'pwned'
REPLACE markets SET code = 'ID', name = 'x', region = 'y'
UPDATE markets m JOIN daily_users d ON d.market = m.code SET m.name = 'pwned'
DELETE m FROM markets m JOIN daily_users d ON d.market = m.code
DELETE LOW_PRIORITY QUICK IGNORE FROM markets
RENAME TABLE markets TO gone
ALTER TABLE markets ENGINE = MyISAM
OPTIMIZE TABLE markets
REPAIR TABLE markets
CHECK TABLE markets
CHECKSUM TABLE markets
SHOW GRANTS
SHOW PROCESSLIST
SHOW VARIABLES
PREPARE s FROM 'DELETE FROM markets'
EXECUTE s
CALL mysql.evil()
SELECT NEXTVAL(some_sequence)
SELECT SETVAL(some_sequence, 100)
XA START 'x'
BINLOG 'x'
PURGE BINARY LOGS BEFORE NOW()
RESET MASTER
CHANGE MASTER TO MASTER_HOST = '127.0.0.1'
