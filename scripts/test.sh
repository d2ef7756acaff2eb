#!/usr/bin/env bash
# `npm test`: every check, each runner printing its own summary. Every step runs even when an
# earlier one fails, so one run shows every failure; the exit status is non-zero if any failed.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

failed=()
step_passed=true
step() {
  local name=$1
  shift
  echo
  echo "=== $name"
  if "$@"; then
    step_passed=true
    echo "=== $name: passed"
  else
    step_passed=false
    failed+=("$name")
    echo "=== $name: FAILED"
  fi
}

step "Chromium" bash scripts/ensure-chromium.sh
step "Lint: TypeScript rules and the layers (eslint.config.js)" eslint .
step "Format: Prettier" prettier --check .
step "Typecheck" tsc -p .
step "Vitest: every project, the server on PGlite" vitest run
# The copy holds every suite of this tree and the guide's resource, so its Vitest run on a PostgreSQL
# server is also the server suites' run on one (README, "Test it"): one run of each rather than two.
step "Integrator guide on a copy, then typecheck and every Vitest project there, the server on a PostgreSQL server" \
  bash scripts/with-postgres.sh tsx tests/guide/follow-integrator-guide.ts
step "Build the admin" vite build
if $step_passed; then
  step "Playwright: end-to-end in Chromium" playwright test
else
  failed+=("Playwright: not run, the admin did not build")
fi

echo
if [ ${#failed[@]} -gt 0 ]; then
  echo "npm test FAILED:"
  printf '  - %s\n' "${failed[@]}"
  exit 1
fi
echo "npm test passed: every step"
