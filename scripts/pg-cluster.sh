#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL cluster for the API tests and benchmarks.
#   scripts/pg-cluster.sh start   prints PG_TEST_URL=postgres://postgres@127.0.0.1:PORT/postgres
#   scripts/pg-cluster.sh stop
# State lives in .tmp/pg (port and data folder), so stop finds what start made.
set -euo pipefail
cd "$(dirname "$0")/.."
state=.tmp/pg
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
start_server() {
  as_pg "$pgbin/pg_ctl" -D "$1" -l "$1/server.log" -w -t 30 \
    -o "-p $2 -c listen_addresses=127.0.0.1 -k $1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
}

case "${1:-}" in
  start)
    [ -n "$pgbin" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }
    if [ -f "$state/port" ] && [ -d "$(cat "$state/dir" 2>/dev/null)" ]; then
      dir=$(cat "$state/dir"); port=$(cat "$state/port")
      # A cluster left by an earlier run may have stopped (a reboot): start it again in place.
      as_pg "$pgbin/pg_ctl" -D "$dir" status >/dev/null 2>&1 || start_server "$dir" "$port"
      echo "PG_TEST_URL=postgres://postgres@127.0.0.1:$port/postgres"; exit 0
    fi
    mkdir -p "$state"
    port=${PG_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
    dir=$(mktemp -d /tmp/crewcard-pg.XXXXXX)
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    chmod 700 "$dir"
    as_pg "$pgbin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    start_server "$dir" "$port"
    echo "$port" > "$state/port"; echo "$dir" > "$state/dir"
    echo "PG_TEST_URL=postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -f "$state/dir" ] || exit 0
    dir=$(cat "$state/dir")
    as_pg "$pgbin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir" "$state"
    ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
