#!/usr/bin/env bash
# Issue 30's proof that the suite cannot hang: RUNS fresh clones of this checkout's HEAD each run
# `bash .ci/run` (the whole of `npm test`), with `npm run build -- --force` looping in another clone beside it
# (--force: a build with nothing changed would otherwise stop at once, build/up-to-date.ts).
# Prints one line per run: its result, time, the builds made beside it and the load it met.
#
#   bash scripts/suite-under-load.sh [RUNS] [WORKDIR]     (defaults: 5, /tmp/suite-under-load)
#
# A clone needs ../shared beside it, as CI has (a link to this checkout's ../shared is made).
set -u
cd "$(dirname "$0")/.."
REPO=$PWD RUNS=${1:-5} WORK=${2:-/tmp/suite-under-load}
mkdir -p "$WORK" && ln -sfn "$REPO/../shared" "$WORK/shared"
rm -rf "$WORK/loop" && git clone -q "$REPO" "$WORK/loop" && (cd "$WORK/loop" && npm ci --ignore-scripts --prefer-offline --no-audit --no-fund >/dev/null && npm run -s build >/dev/null 2>&1)
for i in $(seq "$RUNS"); do
  run="$WORK/run$i" stop="$WORK/stop$i"
  rm -rf "$run" "$stop" && git clone -q "$REPO" "$run"
  : >"$WORK/load$i"; echo 0 >"$WORK/builds$i"
  ( cd "$WORK/loop" && n=0 && while [ ! -e "$stop" ]; do npm run -s build -- --force >/dev/null 2>&1; n=$((n + 1)); echo "$n" >"$WORK/builds$i"; done ) &
  loop=$!
  ( while [ ! -e "$stop" ]; do cut -d' ' -f1 /proc/loadavg >>"$WORK/load$i"; sleep 30; done ) &
  started=$(date +%s)
  (cd "$run" && bash .ci/run) >"$WORK/run$i.log" 2>&1
  status=$?
  took=$(($(date +%s) - started))
  touch "$stop"; wait "$loop"
  load=$(sort -n "$WORK/load$i" | awk '{ a[NR] = $1 } END { print a[1] "–" a[NR] ", median " a[int((NR + 1) / 2)] }')
  echo "run $i: $( [ "$status" = 0 ] && echo passed || echo "FAILED (exit $status)") in $took s, $(cat "$WORK/builds$i") builds beside it, load $load, $(grep -c '^RETRIED' "$WORK/run$i.log") test(s) passed on a second try; log: $WORK/run$i.log"
  rm -rf "$run/node_modules"
done
