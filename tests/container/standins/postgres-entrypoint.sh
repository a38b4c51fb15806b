#!/bin/sh
# The part of the official PostgreSQL image's docker-entrypoint.sh that
# compose.yaml relies on, for the stand-in image the container test makes
# from Debian's postgresql-15 (this machine reaches no container registry):
# POSTGRES_PASSWORD_FILE (compose's secrets) read as root, before the switch
# to the postgres user; on an empty data folder, initdb with POSTGRES_USER as
# the superuser and POSTGRES_PASSWORD, scram-sha-256 over TCP, the database POSTGRES_DB owned by
# that user; the server listens on TCP only once that is done (pg_isready -h
# 127.0.0.1 fails while initialising, as with the official image); the
# scripts in /docker-entrypoint-initdb.d run then, as with the official image; then
# `exec postgres` as the postgres user. Any other command runs as given.
set -eu

case "${1:-postgres}" in -*) set -- postgres "$@" ;; esac
[ "$#" -gt 0 ] || set -- postgres

if [ "$1" != postgres ]; then exec "$@"; fi

# As the official image's file_env: one of the two, the file's content
# without its last newline, exported for the rest (the file is root's).
if [ -n "${POSTGRES_PASSWORD_FILE:-}" ]; then
	if [ -n "${POSTGRES_PASSWORD:-}" ]; then
		echo "error: both POSTGRES_PASSWORD and POSTGRES_PASSWORD_FILE are set (but are exclusive)" >&2
		exit 1
	fi
	POSTGRES_PASSWORD=$(cat "$POSTGRES_PASSWORD_FILE")
	export POSTGRES_PASSWORD
	unset POSTGRES_PASSWORD_FILE
fi

PGDATA=${PGDATA:-/var/lib/postgresql/data}
if [ "$(id -u)" = 0 ]; then
	mkdir -p "$PGDATA" /var/run/postgresql
	chown postgres:postgres "$PGDATA" /var/run/postgresql
	chmod 700 "$PGDATA"
	exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

if [ ! -s "$PGDATA/PG_VERSION" ]; then
	: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set (as with the official image)}"
	user=${POSTGRES_USER:-postgres}
	db=${POSTGRES_DB:-$user}
	pwfile=$(mktemp)
	printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
	initdb --username="$user" --pwfile="$pwfile" --encoding=UTF8 \
		--locale=C.UTF-8 --auth-local=trust --auth-host=scram-sha-256 \
		-D "$PGDATA" >/dev/null
	rm -f "$pwfile"
	printf 'host all all all scram-sha-256\n' >>"$PGDATA/pg_hba.conf"
	pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
	if [ "$db" != postgres ]; then
		psql -v ON_ERROR_STOP=1 --username="$user" --dbname=postgres \
			-c "CREATE DATABASE \"$db\" OWNER \"$user\"" >/dev/null
	fi
	# The init scripts, in order: run when executable, else read (*.sh), or
	# fed to psql (*.sql), with the server on its socket only.
	for file in /docker-entrypoint-initdb.d/*; do
		case "$file" in
		*.sh) if [ -x "$file" ]; then "$file"; else . "$file"; fi ;;
		*.sql) psql -v ON_ERROR_STOP=1 --username="$user" --dbname="$db" -f "$file" ;;
		esac
	done
	pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
	echo "PostgreSQL init process complete; ready for start up."
fi

shift
exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
