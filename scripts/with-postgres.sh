#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL server (Debian's package):
# a fresh cluster in a temporary folder, listening on 127.0.0.1 only on a free port, trust auth,
# stopped and removed when this script ends, whatever happens.
#   bash scripts/with-postgres.sh npx vitest run server
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh COMMAND [ARGS...]" >&2
  exit 2
fi

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

bin=$(find_bin)
if [ -z "$bin" ] || [ ! -x "$bin/postgres" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is missing (/usr/lib/postgresql/*/bin/postgres); install it as root: apt-get install -y postgresql" >&2
    exit 1
  fi
  echo "PostgreSQL is missing: running apt-get update && apt-get install -y postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y postgresql
  bin=$(find_bin)
fi

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres OS user.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  if ! id -u postgres >/dev/null 2>&1; then
    echo "Creating the postgres OS user"
    useradd --system --user-group --no-create-home --shell /usr/sbin/nologin postgres
  fi
  as_owner=(runuser -u postgres --)
fi

cluster=$(mktemp -d "${TMPDIR:-/tmp}/throwaway-postgres.XXXXXX")
stop_cluster() {
  if [ -f "$cluster/data/postmaster.pid" ]; then
    "${as_owner[@]}" "$bin/pg_ctl" -D "$cluster/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$cluster"
}
trap stop_cluster EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
[ ${#as_owner[@]} -eq 0 ] || chown postgres: "$cluster"

port=$(node --import tsx scripts/free-port.ts)

"${as_owner[@]}" "$bin/initdb" -D "$cluster/data" -U postgres --auth=trust --encoding=UTF8 \
  --locale=C.UTF-8 --no-sync >"$cluster/initdb.log" 2>&1 || { cat "$cluster/initdb.log" >&2; exit 1; }

# Durability is pointless for a cluster deleted after the run; the socket stays in the temp folder.
if ! "${as_owner[@]}" "$bin/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $cluster -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null; then
  cat "$cluster/server.log" >&2
  exit 1
fi

available=$("${as_owner[@]}" "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -tAc \
  "select count(*) from pg_available_extensions where name = 'pg_trgm'")
if [ "$available" != "1" ]; then
  echo "The pg_trgm extension is not available in $bin (Debian's postgresql-contrib ships it)" >&2
  exit 1
fi

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "Throwaway PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
# In the background so that a signal to this script reaches the command at once, not after it.
"$@" &
command_pid=$!
trap 'kill -TERM "$command_pid" 2>/dev/null; wait "$command_pid"; exit 130' INT
trap 'kill -TERM "$command_pid" 2>/dev/null; wait "$command_pid"; exit 143' TERM
wait "$command_pid"
