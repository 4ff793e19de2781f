#!/usr/bin/env bash
# Startup to healthy: the time from `npm start` to /api/health answering 200, on the embedded PGlite with
# the demo marketplace, in a data folder of its own (never ./data). Three starts: the first on a new folder
# (create the database, migrate, seed the demo) and two more on that folder. Build first (`npm run build`):
# npm start then finds the build current and only checks it. docs/benchmarks.md records the figures.
set -euo pipefail
cd "$(dirname "$0")/../.."
PORT="${PORT:-3917}"
DATA_DIR="$(mktemp -d /tmp/pc-startup-XXXXXX)"
export PORT DATA_DIR HOST=127.0.0.1 LOG_LEVEL=warn
trap 'rm -rf "$DATA_DIR" "$DATA_DIR.log"' EXIT

once() {
  local started pid
  started=$(date +%s%N)
  # A session of its own, so SIGTERM reaches npm and the server under it.
  setsid npm start >"$DATA_DIR.log" 2>&1 &
  pid=$!
  until curl -fs -o /dev/null "http://127.0.0.1:$PORT/api/health"; do
    kill -0 "$pid" 2>/dev/null || { echo "npm start exited:"; cat "$DATA_DIR.log"; exit 1; }
    sleep 0.05
  done
  echo "$1: $((($(date +%s%N) - started) / 1000000)) ms"
  kill -TERM -- "-$pid"
  wait "$pid" || true
}

once "first start (new data folder, demo seeded)"
once "second start (same data folder)"
once "third start (same data folder)"
