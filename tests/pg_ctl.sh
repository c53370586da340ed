#!/bin/sh
# The pg_ctl that the tests' PostgreSQL server runs on (tests/conftest.py): Debian's newest.
# PostgreSQL refuses to run as root, so as root it runs as the postgres user.
set -e
pg_ctl=$(ls /usr/lib/postgresql/*/bin/pg_ctl 2>/dev/null | sort -V | tail -n 1)
if [ -z "$pg_ctl" ]; then
  echo "tests/pg_ctl.sh: PostgreSQL's server is not installed; install it: sudo apt-get install postgresql" >&2
  exit 1
fi
if [ "$(id -u)" != 0 ]; then
  exec "$pg_ctl" "$@"
fi
cd /
exec runuser -u postgres -- "$pg_ctl" "$@"
