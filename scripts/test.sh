#!/usr/bin/env bash
# The test command of README.md: installs what the tests need on a fresh machine, then runs
# every check: content validation, type check, build, page weight budgets, unit/build/browser
# tests (Lighthouse included) and the link check.
set -euo pipefail
cd "$(dirname "$0")/.."

# npm packages, exactly as locked.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

# install_with_apt PACKAGE WHY: installs a Debian package as root, or stops with instructions.
install_with_apt() {
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's $1 for $2…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null
  else
    echo "$2 need(s) Debian's $1. Install it with: sudo apt-get install $1, then run npm test again." >&2
    exit 1
  fi
}

# Chromium for the browser tests (npm cannot download browsers here), PostgreSQL for the API suite
# on PostgreSQL (the tests start their own instance), Java for the W3C HTML checker.
command -v chromium >/dev/null 2>&1 || install_with_apt chromium "the browser tests"
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || install_with_apt postgresql "the PostgreSQL API tests"
command -v java >/dev/null 2>&1 || install_with_apt default-jre-headless "the W3C HTML check"
# Liberation Sans (Arial's widths): the web font's fallback in Chromium on Linux, and the source of
# the fallback's measured widths (tests/build/fonts.test.ts, tests/e2e/font-fallback.test.ts).
[ -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ] || install_with_apt fonts-liberation "the font fallback tests"

echo "== content check"
npm run --silent check
echo "== type check"
npx tsc --noEmit -p .
echo "== types generated from the schemas are current"
npm run --silent types -- --check
echo "== build"
npm run --silent build
echo "== page weight and budgets"
npm run --silent weight
echo "== tests"
npx vitest run
echo "== link check"
npm run --silent linkcheck
echo "== W3C HTML check (vnu)"
npm run --silent htmlcheck
