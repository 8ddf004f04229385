#!/usr/bin/env bash
# Stops the broker started by start.sh on KAFKA_PORT (9092). KAFKA_WIPE=1 also deletes its data.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PORT="${KAFKA_PORT:-9092}"
RUN="$HERE/run/$PORT"
PIDFILE="$RUN/kafka.pid"
if [[ -f "$PIDFILE" ]]; then
  PID="$(cat "$PIDFILE")"
  if kill -0 "$PID" 2>/dev/null; then
    kill "$PID"
    # A controlled shutdown takes a few seconds; after 30 s it is killed outright.
    for ((i = 0; i < 60; i++)); do
      kill -0 "$PID" 2>/dev/null || break
      sleep 0.5
    done
    kill -0 "$PID" 2>/dev/null && kill -9 "$PID"
  fi
  rm -f "$PIDFILE"
fi
if [[ "${KAFKA_WIPE:-0}" == "1" ]]; then rm -rf "$RUN"; fi
echo "kafka on 127.0.0.1:$PORT stopped"
