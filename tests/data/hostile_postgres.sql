-- PostgreSQL's own dangers, one statement per line: files, programs, settings, sleeps, locks, other sessions,
-- other servers and catalog tables with secrets. Each must be refused by the validator in the postgres
-- dialect and by the engine alone (validator bypassed), leaving the database and the file system unchanged.
SELECT pg_read_file('/etc/passwd')
SELECT pg_catalog.pg_read_file('/etc/passwd', 0, 100)
SELECT pg_read_binary_file('/etc/passwd')
SELECT * FROM pg_ls_dir('/')
SELECT pg_stat_file('/etc/passwd')
SELECT lo_import('/etc/passwd')
SELECT lo_export(1, '/tmp/sqlclarify_pwned')
COPY markets TO PROGRAM 'touch /tmp/sqlclarify_pwned'
COPY (SELECT 1) TO '/tmp/sqlclarify_pwned'
COPY markets FROM '/etc/passwd'
SELECT set_config('default_transaction_read_only', 'off', false)
SELECT set_config('transaction_read_only', 'off', true)
SELECT current_setting('data_directory')
SET default_transaction_read_only = off
SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE
SELECT pg_sleep(30)
SELECT pg_sleep_for('30 seconds')
SELECT * FROM markets FOR UPDATE
SELECT * FROM markets FOR SHARE
SELECT * FROM markets FOR NO KEY UPDATE SKIP LOCKED
SELECT pg_terminate_backend(pg_backend_pid())
SELECT pg_cancel_backend(1)
SELECT * FROM pg_authid
SELECT rolpassword FROM pg_catalog.pg_authid
SELECT passwd FROM pg_shadow
SELECT * FROM pg_user_mapping
SELECT * FROM pg_catalog.pg_file_settings
SELECT * FROM pg_hba_file_rules
SELECT * FROM dblink('host=127.0.0.1', 'DELETE FROM markets') AS t(a text)
SELECT dblink_exec('DELETE FROM markets')
SELECT query_to_xml('DELETE FROM markets', true, false, '')
SELECT nextval('some_sequence')
SELECT pg_reload_conf()
SELECT pg_advisory_lock(1)
COMMIT; DELETE FROM markets
SELECT 1; COMMIT; SET default_transaction_read_only = off; DELETE FROM markets
DO $$ BEGIN DELETE FROM markets; END $$
CREATE EXTENSION dblink
CREATE FUNCTION f() RETURNS int LANGUAGE sql AS 'SELECT 1'
LISTEN x
NOTIFY x
PREPARE p AS DELETE FROM markets
DEALLOCATE ALL
RESET ALL
DISCARD ALL
VACUUM FULL markets
CLUSTER markets
CALL some_procedure()
START TRANSACTION READ WRITE
