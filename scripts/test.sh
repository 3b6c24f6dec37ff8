#!/usr/bin/env bash
# The test command of README.md (`npm test`) and the one definition of CI: .github/workflows/ci.yml
# runs this script, so CI and a laptop run the same checks in the same order.
#
#   bash scripts/test.sh            installs what is missing, then runs every step below
#   bash scripts/test.sh STEP...    runs only these steps (CI's quick job runs `content`)
#   bash scripts/test.sh --list     prints the steps, one a line
#
# Steps run in stages, cheapest first, so a broken content file or a type error fails in seconds,
# not after the browsers. The steps of one stage run side by side (each with its own log, printed
# when it ends): most of them wait on a browser, a server or the disk as much as on the CPU, and
# side by side they keep both cores busy. On GitHub Actions each step is a collapsible group of the
# log, and the job's summary gets the content problems and a table of the steps with their times.
set -euo pipefail
cd "$(dirname "$0")/.."

# name|stage|time limit in seconds|what it proves — in the order they start. A step still running at
# its limit is ended (its whole process group: browsers, servers, workers) and reported with what it
# was still running and the last lines of its log. The limits are several times what a step takes on
# a 2-core machine loaded by other work (docs/benchmarks.md: up to ~640 s for site under load 10–35);
# TEST_TIME_LIMIT_SCALE=2 doubles all of them on a slower machine.
STEPS=(
  "content|1|300|every content file is valid YAML, follows its schema, and names pages, images and links that exist"
  "types|2|900|the TypeScript code type-checks"
  "generated-types|2|300|src/content/types.ts, .vscode/settings.json, and the schemas' registry lists are what src/collections.ts and schemas/ generate"
  "unit|2|1200|unit, pipeline and content-problem tests"
  "build|2|1200|the site builds into dist/ (the later steps read this build)"
  "fuzz|2|900|random edits of the real content (fixed seed): each fails the check at the edit, or passes and builds pages that hold the invariants"
  "weight|3|300|every page of dist/ is within its download budgets"
  "links|3|300|no internal link, asset, picture source or fragment of dist/ is broken (every page's HTML read from dist/, _redirects honoured)"
  "html|3|900|every page of dist/ is valid HTML (W3C checker, vnu)"
  "api|3|1800|the enquiry API and server on SQLite and PostgreSQL, durability, notifications, fuzzing, the security suite"
  "site|3|2400|the built site: build and browser tests, axe on every template, element shape and island state in both themes, accessibility rules over every page's HTML, Lighthouse"
  "editor|3|2400|the browser editor in Chromium against npm run dev with its local backend, the editorial workflow in git mode, the GitHub login"
)

run_step() {
  case "$1" in
    content) content_check ;;
    types) npx tsc --noEmit -p . ;;
    generated-types) npm run --silent types -- --check ;;
    unit) npx vitest run --project unit ;;
    api) with_built_site npx vitest run --project api ;;
    build) npm run --silent build ;;
    fuzz) npm run --silent fuzz -- --seed 24 --edits 300 ;;
    weight) npm run --silent weight ;;
    links) npm run --silent linkcheck ;;
    html) npm run --silent htmlcheck ;;
    site) with_built_site npx vitest run --project site ;;
    editor) npx vitest run --project editor ;;
    *) echo "No step named \"$1\". The steps are: $(step_names | tr '\n' ' ')" >&2; return 2 ;;
  esac
}

# with_built_site COMMAND...: the test files serve the build step's dist/ instead of building the
# site again (tests/helpers/shared-site.ts), when this run has built it.
with_built_site() {
  if [[ " ${SELECTED[*]} " == *" build "* ]]; then TEST_SITE_DIST="$PWD/dist" "$@"; else "$@"; fi
}

step_names() { for s in "${STEPS[@]}"; do echo "${s%%|*}"; done; }
field() { printf '%s\n' "${STEPS[@]}" | grep "^$1|" | cut -d'|' -f"$2"; }

# The content check; on GitHub Actions its problems also go to the job summary, where editors
# read them (the annotations on the diff come from the check itself).
content_check() {
  if [ -z "${GITHUB_STEP_SUMMARY:-}" ]; then npm run --silent check; return; fi
  local out status=0
  out=$(npm run --silent check 2>&1) || status=$?
  printf '%s\n' "$out"
  {
    if [ "$status" = 0 ]; then echo "### Content: no problems"; else echo "### Content problems"; echo; echo "Each line names the file, line and column, the field, what is wrong and how to fix it."; fi
    echo; echo '```'; printf '%s\n' "$out" | grep -v '^::' || true; echo '```'
  } >>"$GITHUB_STEP_SUMMARY"
  return "$status"
}

if [ "${1:-}" = "--list" ]; then step_names; exit 0; fi

LOGS=$(mktemp -d)

# Time limits. Job control (set -m) gives each command started in the background a process group of
# its own, so a watchdog can end all of it — npm, vitest, its workers, a browser, a server — and
# nothing it started is left holding the run. Ctrl-C (or CI cancelling the job) ends them too.
set -m
declare -A WATCHDOG=()
LIMIT_SCALE=${TEST_TIME_LIMIT_SCALE:-1}

# start_limited LIMIT LOG COMMAND...: starts COMMAND (a function too) in the background, in its own
# process group, output to LOG; a watchdog ends the group after LIMIT seconds (times
# TEST_TIME_LIMIT_SCALE), first writing what the group was still running to LOG.timeout. Sets
# STARTED_PID.
start_limited() {
  local limit log=$2
  limit=$(awk -v l="$1" -v s="$LIMIT_SCALE" 'BEGIN { printf "%d", l * s + 0.999 }'); shift 2
  "$@" >"$log" 2>&1 </dev/null &
  local pid=$!
  (
    sleep "$limit"
    [ -d "/proc/$pid" ] || exit 0
    { echo "$limit"; ps -o pid=,etime=,time=,args= -q "$(pgrep -d, -g "$pid")" | cut -c1-200; } >"$log.timeout" 2>&1
    kill -TERM -- "-$pid" 2>/dev/null
    sleep 10
    kill -KILL -- "-$pid" 2>/dev/null
  ) >/dev/null 2>&1 &
  WATCHDOG[$pid]=$!
  STARTED_PID=$pid
}

# end_limited PID STATUS NAME LOG: stops PID's watchdog; when the watchdog ended it, says so (the
# limit, what was still running, the last lines of its log) and returns 124, else returns STATUS.
end_limited() {
  local pid=$1 status=$2 name=$3 log=$4
  if [ -n "${WATCHDOG[$pid]:-}" ]; then
    # Ended by its watchdog: the watchdog is left to send its KILL too, for what outlived the TERM
    # (npm cleaning up an install it was stopped in, say, while the next try installs).
    if [ -f "$log.timeout" ]; then wait "${WATCHDOG[$pid]}" 2>/dev/null; else kill -- "-${WATCHDOG[$pid]}" 2>/dev/null; wait "${WATCHDOG[$pid]}" 2>/dev/null; fi
    unset "WATCHDOG[$pid]"
  fi
  [ -f "$log.timeout" ] || return "$status"
  {
    echo "TIME LIMIT: $name did not finish within $(head -n 1 "$log.timeout") s and was ended. It was still running:"
    tail -n +2 "$log.timeout" | sed 's/^/    /'
    echo "  The last lines of its log (what it was waiting for):"
    tail -n 15 "$log" | sed 's/^/    /'
  } >&2
  return 124
}

# run_limited NAME LIMIT COMMAND...: COMMAND in the foreground with its output as it comes, within
# LIMIT seconds; returns its status (124 when the limit ended it).
run_limited() {
  local name=$1 limit=$2 log="$LOGS/$1.log" status=0; shift 2
  start_limited "$limit" "$log" "$@"
  local pid=$STARTED_PID
  tail -n +1 -s 0.2 -f --pid="$pid" "$log" &
  local tail_pid=$!
  # (stderr: not bash's "Terminated" notice of a job the watchdog ended; end_limited says it better)
  wait "$pid" 2>/dev/null || status=$?
  wait "$tail_pid" 2>/dev/null || true
  end_limited "$pid" "$status" "$name" "$log"
}

stop_everything() {
  # (Out of bash's job table first: it would print a "Terminated" notice for each job ended here.)
  disown -a 2>/dev/null
  for pid in "${!WATCHDOG[@]}"; do kill -TERM -- "-$pid" "-${WATCHDOG[$pid]}" 2>/dev/null; done
}
trap 'stop_everything; rm -rf "$LOGS"' EXIT
trap 'echo "Stopped: ending the steps still running." >&2; exit 130' INT TERM

# npm packages, exactly as locked, from npm's cache when it has them. Install scripts are left out
# of `npm ci`; the one the tests need is better-sqlite3's, which downloads a prebuilt binary or,
# where none can be downloaded (as here: only the npm registry is reachable), compiles SQLite from
# source: about a minute of one core. So the compiled module is kept, like npm's own cache, in the
# user's cache folder under its version, Node's module ABI, platform and C library, and copied back
# by the next install on this machine (a fresh clone included) once it has been loaded and opened a
# database; otherwise it is built in the background while the first stages run, and the api, site
# and editor steps wait for it. The other install scripts are not needed: esbuild's replaces its
# JavaScript launcher with the binary it already finds without it, and vnu-jar's downloads a Java
# where none is installed (this script installs Debian's).
NATIVE_PID=""
NATIVE_CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/agency-site/better-sqlite3"
native_module_key() {
  node -p "[require('./node_modules/better-sqlite3/package.json').version, 'abi' + process.versions.modules, process.platform, process.arch, process.report.getReport().header.glibcVersionRuntime || 'musl'].join('-')"
}
build_native_module() {
  local module=node_modules/better-sqlite3/build/Release/better_sqlite3.node key
  key=$(native_module_key)
  if [ -f "$NATIVE_CACHE/$key/better_sqlite3.node" ]; then
    mkdir -p "$(dirname "$module")" && cp "$NATIVE_CACHE/$key/better_sqlite3.node" "$module"
    if node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()" 2>/dev/null; then
      echo "better-sqlite3: the module compiled before on this machine ($NATIVE_CACHE/$key)"; return 0
    fi
    rm -rf "$NATIVE_CACHE/$key"
  fi
  npm rebuild better-sqlite3 || return 1
  mkdir -p "$NATIVE_CACHE/$key" && cp "$module" "$NATIVE_CACHE/$key/better_sqlite3.node.tmp" && mv "$NATIVE_CACHE/$key/better_sqlite3.node.tmp" "$NATIVE_CACHE/$key/better_sqlite3.node" || true
}
# A request to the registry that stops answering is given up after a minute and made again (npm's
# default waits five minutes, twice more: a fresh clone's install once sat idle for 20 minutes). npm's
# own log of the install goes to $LOGS/npm, so an install ended at its limit can say which packages
# it fetched last; it is then tried once more, as a person would.
install_packages() {
  npm ci --ignore-scripts --prefer-offline --no-audit --no-fund --fetch-timeout=60000 --fetch-retries=4 --logs-dir="$LOGS/npm" --logs-max=2
}
install_packages_limited() {
  local status=0
  run_limited "npm ci" "$1" install_packages || status=$?
  if [ "$status" = 124 ]; then
    echo "  npm's own log ended with (its last requests to the registry):" >&2
    grep -h ' http fetch ' "$LOGS"/npm/*.log 2>/dev/null | tail -n 5 | sed 's/^/    /' >&2
  fi
  return "$status"
}
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  install_status=0
  install_packages_limited 600 || install_status=$?
  if [ "$install_status" = 124 ]; then echo "Installing again: npm ci once more." >&2; install_packages_limited 900 || exit 1; elif [ "$install_status" != 0 ]; then exit 1; fi
  start_limited 1200 "$LOGS/native-modules.log" build_native_module
  NATIVE_PID=$STARTED_PID
fi

# Before the steps that open a SQLite database (the API's and the contact form's tests).
wait_for_native_modules() {
  [ -n "$NATIVE_PID" ] || return 0
  local status=0
  wait "$NATIVE_PID" 2>/dev/null || status=$?
  if ! end_limited "$NATIVE_PID" "$status" "better-sqlite3's build" "$LOGS/native-modules.log"; then
    cat "$LOGS/native-modules.log" >&2
    echo "better-sqlite3's native module did not build (above). Run \`npm rebuild better-sqlite3\` to see why; it needs python3, make and a C++ compiler (sudo apt-get install build-essential python3)." >&2
    exit 1
  fi
  NATIVE_PID=""
}

# install_with_apt PACKAGE WHY: installs a Debian package as root (or with sudo that needs no
# password, as on CI runners), or stops with instructions.
install_with_apt() {
  local sudo=""
  [ "$(id -u)" = "0" ] || { sudo -n true 2>/dev/null && sudo="sudo"; } || true
  if { [ "$(id -u)" = "0" ] || [ -n "$sudo" ]; } && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's $1 for $2…"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$1" >/dev/null
  else
    echo "$2 need(s) Debian's $1. Install it with: sudo apt-get install $1, then run npm test again." >&2
    exit 1
  fi
}

# needs STEP...: whether any of these steps is about to run.
needs() { for s in "$@"; do [[ " ${SELECTED[*]} " == *" $s "* ]] && return 0; done; return 1; }

if [ $# -gt 0 ]; then SELECTED=("$@"); else mapfile -t SELECTED < <(step_names); fi
for s in "${SELECTED[@]}"; do [[ " $(step_names | tr '\n' ' ') " == *" $s "* ]] || { run_step "$s"; exit 2; }; done

# Chromium for the browser tests (npm cannot download browsers here; CHROMIUM_PATH may name
# another Chromium or Chrome), PostgreSQL for the API suite on PostgreSQL (the tests start their
# own instance), Java for the W3C HTML checker.
if needs site editor && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then install_with_apt chromium "the browser tests"; fi
if needs api && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then install_with_apt postgresql "the PostgreSQL API tests"; fi
if needs html && ! command -v java >/dev/null 2>&1; then install_with_apt default-jre-headless "the W3C HTML check"; fi
# Liberation Sans (Arial's widths): the web font's fallback in Chromium on Linux, and the source of
# the fallback's measured widths (tests/build/fonts.test.ts, tests/e2e/font-fallback.test.ts).
if needs site && [ ! -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ]; then install_with_apt fonts-liberation "the font fallback tests"; fi

SUMMARY=()
FAILED=()
started_all=$SECONDS

# report STEP STATUS SECONDS [LOG]: the step's log (if it ran in the background) as one group, and its line of the summary.
report() {
  local what; what=$(field "$1" 4)
  if [ -n "${4:-}" ]; then
    local result=passed; [ "$2" = 0 ] || result=FAILED
    if [ -n "${GITHUB_ACTIONS:-}" ]; then echo "::group::$1 ($result, $3 s) — $what"; else echo "== $1 ($result, $3 s): $what"; fi
    cat "$4"
    [ -n "${GITHUB_ACTIONS:-}" ] && echo "::endgroup::"
  fi
  if [ "$2" = 0 ]; then SUMMARY+=("| $1 | passed | $3 s |"); else SUMMARY+=("| $1 | **failed** | $3 s |"); FAILED+=("$1"); fi
}

# run_stage STEP...: one step in the foreground, with its output as it comes; several side by side.
# Each within its time limit.
run_stage() {
  local started=$SECONDS status=0
  if [ $# = 1 ]; then
    if [ -n "${GITHUB_ACTIONS:-}" ]; then echo "::group::$1 — $(field "$1" 4)"; else echo "== $1: $(field "$1" 4)"; fi
    run_limited "step \"$1\"" "$(field "$1" 3)" run_step "$1" || status=$?
    [ -n "${GITHUB_ACTIONS:-}" ] && echo "::endgroup::"
    report "$1" "$status" $((SECONDS - started))
    return
  fi
  echo "== side by side: $*"
  local -A step_of=()
  local done_pid
  for step in "$@"; do
    start_limited "$(field "$step" 3)" "$LOGS/$step.log" run_step "$step"
    step_of[$STARTED_PID]=$step
  done
  while [ ${#step_of[@]} -gt 0 ]; do
    status=0
    wait -n -p done_pid "${!step_of[@]}" 2>/dev/null || status=$?
    end_limited "$done_pid" "$status" "step \"${step_of[$done_pid]}\"" "$LOGS/${step_of[$done_pid]}.log" 2>"$LOGS/limit.txt" || status=$?
    cat "$LOGS/limit.txt" >>"$LOGS/${step_of[$done_pid]}.log"
    report "${step_of[$done_pid]}" "$status" $((SECONDS - started)) "$LOGS/${step_of[$done_pid]}.log"
    unset "step_of[$done_pid]"
  done
}

# failures_of STEP: the first lines of what a failed step said about its failures (vitest's "Failed
# Tests" block, without colours), printed again at the very end of the run: a CI log is often read
# from its end only, and the step's own log may be far above.
failures_of() {
  local log="$LOGS/$1.log"
  [ -f "$log" ] || log="$LOGS/step \"$1\".log"
  [ -f "$log" ] || return 0
  local plain; plain=$(sed 's/\x1b\[[0-9;]*m//g' "$log")
  if grep -q 'Failed Tests' <<<"$plain"; then
    # Every failed test by name, then the first failures in full.
    sed -n '/Failed Tests/,$p' <<<"$plain" | grep -E '^ *FAIL ' | head -n 20
    sed -n '/Failed Tests/,$p' <<<"$plain" | grep -v '^ *$' | head -n 40
  else
    grep -E 'FAIL|✗|×|Error|TIME LIMIT' <<<"$plain" | head -n 20
  fi
}

finish() {
  # The browser tests that passed only on a second try (vitest.config.ts, BROWSER_RETRY): flaky, to be fixed.
  local retried; retried=$(cat "$LOGS"/*.log 2>/dev/null | sed 's/\x1b\[[0-9;]*m//g' | grep '^RETRIED: ' | cut -c1-400 || true)
  if [ -n "$retried" ]; then echo "== tests that passed only on a second try (flaky: the first try's words are on each line)"; printf '%s\n' "$retried"; fi
  for step in "${FAILED[@]}"; do
    echo "== what the step \"$step\" said of its failures (its whole log is above)"
    failures_of "$step" | cut -c1-300
  done
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    { echo "### Steps"; echo; echo "| step | result | time |"; echo "|---|---|---|"; printf '%s\n' "${SUMMARY[@]}"; } >>"$GITHUB_STEP_SUMMARY"
  fi
  printf '%s\n' "${SUMMARY[@]}"
  if [ ${#FAILED[@]} -gt 0 ]; then
    for step in "${FAILED[@]}"; do
      echo "The step \"$step\" failed ($(field "$step" 4)). Run it alone with: bash scripts/test.sh $step" >&2
    done
    exit 1
  fi
  echo "All ${#SELECTED[@]} steps passed in $((SECONDS - started_all)) s."
}

for stage in $(for step in "${SELECTED[@]}"; do field "$step" 2; done | sort -un); do
  in_stage=()
  for step in "${SELECTED[@]}"; do if [ "$(field "$step" 2)" = "$stage" ]; then in_stage+=("$step"); fi; done
  for step in "${in_stage[@]}"; do if [ "$step" = api ] || [ "$step" = site ] || [ "$step" = editor ]; then wait_for_native_modules; fi; done
  run_stage "${in_stage[@]}"
  [ ${#FAILED[@]} = 0 ] || finish
done
finish
