#!/usr/bin/env bash
# Starts a private PostgreSQL server for tests on a free loopback port and prints its URL.
# Usage: eval "$(scripts/throwaway-postgres.sh start)"  → sets PG_TEST_URL, PG_TEST_DIR
#        scripts/throwaway-postgres.sh stop "$PG_TEST_DIR"
# initdb and pg_ctl refuse to run as root, so as root they run as the postgres user.
set -euo pipefail

pg_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$dir" ] || { echo "PostgreSQL server binaries not found" >&2; exit 1; }
  echo "$dir"
}

as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    bin=$(pg_bin)
    dir=$(mktemp -d /tmp/groundwork-pg.XXXXXX)
    [ "$(id -u)" = "0" ] && chown postgres "$dir"
    port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-sync >"$dir/initdb.log" 2>&1
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-h 127.0.0.1 -p $port -k $dir -F -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null
    echo "export PG_TEST_DIR=$dir"
    echo "export PG_TEST_PORT=$port"
    echo "export PG_TEST_URL=postgres://postgres@127.0.0.1:$port"
    ;;
  stop)
    dir="${2:?directory from start}"
    as_pg "$(pg_bin)/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start | stop DIR" >&2
    exit 2
    ;;
esac
