#!/usr/bin/env bash
# The test command of README.md (`npm test`) and the one definition of CI: .github/workflows/ci.yml
# runs this script, so CI and a laptop run the same checks in the same order.
#
#   bash scripts/test.sh            installs what is missing, then runs every step below
#   bash scripts/test.sh STEP...    runs only these steps (CI's quick job runs `content`)
#   bash scripts/test.sh --list     prints the steps, one a line
#
# Steps run cheapest first, so a broken content file or a type error fails in seconds, not after
# the browsers. On GitHub Actions each step is a collapsible group of the log, and the job's
# summary gets the content problems and a table of the steps with their times.
set -euo pipefail
cd "$(dirname "$0")/.."

# name|what it proves — in the order they run.
STEPS=(
  "content|every content file is valid YAML, follows its schema, and names pages, images and links that exist"
  "types|the TypeScript code type-checks"
  "generated-types|src/content/types.ts, .vscode/settings.json, and the schemas' registry lists are what src/collections.ts and schemas/ generate"
  "unit|unit, pipeline and content-problem tests"
  "build|the site builds into dist/ (and fills the image cache the later steps' builds reuse)"
  "weight|every page of dist/ is within its download budgets"
  "links|no internal link or asset of dist/ is broken (linkinator)"
  "html|every page of dist/ is valid HTML (W3C checker, vnu)"
  "api|the enquiry API and server on SQLite and PostgreSQL, durability, notifications, fuzzing, the security suite"
  "site|the built site: build and browser tests, axe on every template and state in both themes, axe on every page, Lighthouse"
  "editor|the browser editor in Chromium against npm run dev with its local backend, the editorial workflow in git mode, the GitHub login"
)

run_step() {
  case "$1" in
    content) content_check ;;
    types) npx tsc --noEmit -p . ;;
    generated-types) npm run --silent types -- --check ;;
    unit) npx vitest run --project unit ;;
    api) npx vitest run --project api ;;
    build) npm run --silent build ;;
    weight) npm run --silent weight ;;
    links) npm run --silent linkcheck ;;
    html) npm run --silent htmlcheck ;;
    site) npx vitest run --project site ;;
    editor) npx vitest run --project editor ;;
    *) echo "No step named \"$1\". The steps are: $(step_names | tr '\n' ' ')" >&2; return 2 ;;
  esac
}

step_names() { for s in "${STEPS[@]}"; do echo "${s%%|*}"; done; }

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

# npm packages, exactly as locked.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

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
if needs site && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then install_with_apt chromium "the browser tests"; fi
if needs api && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then install_with_apt postgresql "the PostgreSQL API tests"; fi
if needs html && ! command -v java >/dev/null 2>&1; then install_with_apt default-jre-headless "the W3C HTML check"; fi
# Liberation Sans (Arial's widths): the web font's fallback in Chromium on Linux, and the source of
# the fallback's measured widths (tests/build/fonts.test.ts, tests/e2e/font-fallback.test.ts).
if needs site && [ ! -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ]; then install_with_apt fonts-liberation "the font fallback tests"; fi

SUMMARY=()
started_all=$SECONDS
for step in "${SELECTED[@]}"; do
  what=$(printf '%s\n' "${STEPS[@]}" | grep "^$step|" | cut -d'|' -f2)
  if [ -n "${GITHUB_ACTIONS:-}" ]; then echo "::group::$step — $what"; else echo "== $step: $what"; fi
  started=$SECONDS
  status=0
  run_step "$step" || status=$?
  [ -n "${GITHUB_ACTIONS:-}" ] && echo "::endgroup::"
  seconds=$((SECONDS - started))
  if [ "$status" = 0 ]; then SUMMARY+=("| $step | passed | $seconds s |"); else SUMMARY+=("| $step | **failed** | $seconds s |"); fi
  if [ "$status" != 0 ]; then
    printf '%s\n' "${SUMMARY[@]}" >&2
    echo "The step \"$step\" failed ($what). Run it alone with: bash scripts/test.sh $step" >&2
  fi
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ] && { [ "$status" != 0 ] || [ "$step" = "${SELECTED[-1]}" ]; }; then
    { echo "### Steps"; echo; echo "| step | result | time |"; echo "|---|---|---|"; printf '%s\n' "${SUMMARY[@]}"; } >>"$GITHUB_STEP_SUMMARY"
  fi
  [ "$status" = 0 ] || exit "$status"
done
printf '%s\n' "${SUMMARY[@]}"
echo "All ${#SELECTED[@]} steps passed in $((SECONDS - started_all)) s."
