#!/usr/bin/env bash
# The test command of README.md: installs what the tests need on a fresh machine, then runs
# every check: content validation, type check, build, unit/build/browser tests and the link check.
set -euo pipefail
cd "$(dirname "$0")/.."

# npm packages, exactly as locked.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

# Debian's Chromium for the browser tests (npm cannot download browsers here).
if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium for the browser tests…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Chromium at /usr/bin/chromium." >&2
    echo "Install it with: sudo apt-get install chromium   (Debian/Ubuntu), then run npm test again." >&2
    exit 1
  fi
fi

# Java for the W3C HTML checker (vnu-jar ships the checker; it needs a Java runtime).
if ! command -v java >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing a Java runtime for the W3C HTML checker…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  else
    echo "The HTML check needs Java. Install it with: sudo apt-get install default-jre-headless, then run npm test again." >&2
    exit 1
  fi
fi

# Debian's PostgreSQL server for the API suite on PostgreSQL (the tests start their own instance).
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's postgresql for the API tests…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    echo "The API tests need a PostgreSQL server. Install it with: sudo apt-get install postgresql, then run npm test again." >&2
    exit 1
  fi
fi

echo "== content check"
npm run --silent check
echo "== type check"
npx tsc --noEmit -p .
echo "== types generated from the schemas are current"
npm run --silent types -- --check
echo "== build"
npm run --silent build
echo "== tests"
npx vitest run
echo "== link check"
npm run --silent linkcheck
echo "== W3C HTML check (vnu)"
npm run --silent htmlcheck
