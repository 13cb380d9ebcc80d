#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on a spare port for the store contract suite and prints
# the DATABASE_URL to use. Debian's postgresql package must be installed; initdb refuses to run as
# root, so the cluster belongs to the postgres user.
set -euo pipefail
# A port nothing listens on yet (an earlier run's cluster may still hold the first one).
port="${PGTEST_PORT:-54329}"
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$bindir" ] || { echo "no PostgreSQL server installed (apt-get install postgresql)" >&2; exit 1; }
datadir=$(mktemp -d /tmp/gangway-pg.XXXXXX)
chown postgres:postgres "$datadir"
runuser="runuser -u postgres --"
[ "$(id -u)" = 0 ] || runuser=""
$runuser "$bindir/initdb" -D "$datadir" -A trust -U postgres >/dev/null
$runuser "$bindir/pg_ctl" -D "$datadir" -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off" -l "$datadir/log" -w start >/dev/null
"$bindir/psql" -h 127.0.0.1 -p "$port" -U postgres -qc "create database gangway_test" >/dev/null
echo "postgres://postgres@127.0.0.1:$port/gangway_test"
