-- Umami's own login and database (compose.yaml's `analytics` profile, docs/analytics.md), apart
-- from the waitlist's, so that a flaw in Umami reaches no signup: the role `umami` owns the
-- database `umami` and nothing else, may not even connect to the waitlist's database, and is no
-- superuser. Its password is UMAMI_DB_PASSWORD, read from the environment, never written here.
--
-- The postgres image runs it as POSTGRES_USER on the waitlist's database when its volume is first
-- initialised (compose.yaml mounts it into /docker-entrypoint-initdb.d). On a volume initialised
-- before, run it by hand, the same way (docs/analytics.md, "A deployment from before"). Run again,
-- it makes only what is missing and sets the password to UMAMI_DB_PASSWORD's.
\set ON_ERROR_STOP on
\getenv umami_password UMAMI_DB_PASSWORD
\if :{?umami_password}
  SELECT :'umami_password' = '' AS umami_password_missing \gset
\else
  \set umami_password_missing true
\endif
\if :umami_password_missing
  \echo 'umami.sql: UMAMI_DB_PASSWORD is unset or empty: no login or database made for Umami. To add them later, see docs/analytics.md ("A deployment from before").'
  \quit
\endif

SELECT 'CREATE ROLE umami' WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'umami') \gexec
ALTER ROLE umami WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS
  PASSWORD :'umami_password';

SELECT 'CREATE DATABASE umami OWNER umami'
  WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'umami') \gexec

-- Every role may connect to every database unless told otherwise (PUBLIC's default CONNECT):
-- the waitlist's database is its owner's alone, and Umami's is Umami's.
SELECT format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database()) \gexec
REVOKE ALL ON DATABASE umami FROM PUBLIC;
