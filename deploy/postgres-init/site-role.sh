#!/bin/sh
# compose.yaml mounts this into the db service's /docker-entrypoint-initdb.d:
# the PostgreSQL image runs it once, when it initialises an empty volume,
# as the server's own superuser (postgres) while the server listens on its
# socket only. It makes the site's role and database from .env: DB_USER may
# log in with DB_PASSWORD, owns DB_NAME, and may create databases (for the
# restore of docs/deploy-containers.md), but is no superuser: a fault in the site can reach the
# site's data, never the database server's files or programs.
set -eu
: "${DB_USER:?set DB_USER in .env}"
: "${DB_PASSWORD:?set DB_PASSWORD in .env}"
: "${DB_NAME:?set DB_NAME in .env}"
psql -v ON_ERROR_STOP=1 --username "${POSTGRES_USER:-postgres}" \
	--dbname postgres --set=user="$DB_USER" --set=password="$DB_PASSWORD" \
	--set=db="$DB_NAME" <<'SQL'
CREATE ROLE :"user" LOGIN CREATEDB NOSUPERUSER PASSWORD :'password';
CREATE DATABASE :"db" OWNER :"user";
SQL
echo "Die Rolle $DB_USER (kein Superuser) besitzt die Datenbank $DB_NAME."
