#!/usr/bin/env bash
# `npm test`: every check and test. Installs what the machine lacks (Debian's Chromium headless
# shell and PostgreSQL), runs static checks, the service suite on both database engines, then
# the browser suite against a production build. Ends with one "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."

RESULTS=.tmp/results
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
failures=0
step() { echo; echo "━━ $* (at ${SECONDS}s)"; }
run() { "$@" || { echo "✗ failed: $*"; failures=$((failures + 1)); }; }

# Runs the given commands side by side (each is single-threaded; the machine has two cores),
# prints each one's output in order, and counts each failure.
run_together() {
  local logs=() pids=() i=0
  for command in "$@"; do
    logs+=(".tmp/step-$i.log")
    bash -c "$command" >"${logs[$i]}" 2>&1 &
    pids+=($!)
    i=$((i + 1))
  done
  local commands=("$@") status
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}"
    status=$?
    echo "── ${commands[$i]}"
    cat "${logs[$i]}"
    [ "$status" = 0 ] || { echo "✗ failed: ${commands[$i]}"; failures=$((failures + 1)); }
  done
}

apt_install() {
  local sudo=""
  [ "$(id -u)" = "0" ] || sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

step "Machine prerequisites"
[ -x /usr/lib/chromium/chromium-headless-shell ] || {
  echo "installing Debian chromium-headless-shell…"
  apt_install chromium-headless-shell
}
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || { echo "installing PostgreSQL…"; apt_install postgresql; }
# E-signature: pdftoppm renders page images, pdftotext and pdfsig check the signed PDF in tests.
command -v pdftoppm >/dev/null || { echo "installing poppler-utils…"; apt_install poppler-utils; }
# Office and presentation previews: LibreOffice converts them to PDF (ADR 042). The three
# headless parts only, without recommends (72 packages, 320 MB on Debian 12, ~30 s).
command -v soffice >/dev/null || {
  echo "installing LibreOffice (Writer, Calc, Impress; no GUI)…"
  apt_install --no-install-recommends \
    libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui
}

step "Lint, format, types, production build"
run_together "npm run --silent lint" "npm run --silent format:check" \
  "npm run --silent typecheck" "npm run --silent build"

eval "$(scripts/throwaway-postgres.sh start)"
trap 'scripts/throwaway-postgres.sh stop "$PG_TEST_DIR"' EXIT
for db in groundwork_test groundwork_e2e; do
  psql -q "$PG_TEST_URL/postgres" -c "create database $db" || failures=$((failures + 1))
done

step "Service and unit tests on PGlite (embedded)"
run env DATABASE_URL=memory:// npx vitest run --reporter=default --reporter=json \
  --outputFile.json="$RESULTS/vitest-pglite.json"

# The second engine runs the files that reach the database, less the generated route walks
# (scripts/database-test-files.js): pure tests and the walks answer the same on either engine.
step "Service tests on PostgreSQL"
mapfile -t database_test_files < <(node scripts/database-test-files.js)
run env DATABASE_URL="$PG_TEST_URL/groundwork_test" npx vitest run --reporter=default \
  --reporter=json --outputFile.json="$RESULTS/vitest-postgres.json" "${database_test_files[@]}"

step "Browser tests (Chromium, with and without JavaScript)"
run env E2E_DATABASE_URL="$PG_TEST_URL/groundwork_e2e" PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright.json" \
  npx playwright test --reporter=list,json

step "Done"
node scripts/test-summary.js "$RESULTS" "$failures"
