#!/usr/bin/env bash
# `npm test`: every check, each runner printing its own summary. Every step runs even when an
# earlier one fails, so one run shows every failure; the exit status is non-zero if any failed.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

failed=()
failed_logs=()
# Each step's output is also kept, so that the summary at the end can name what failed: a log cut
# to its tail (CI's) otherwise shows the last step's output and not the failing tests of an earlier one.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
step_passed=true
step() {
  local name=$1
  shift
  local log
  log=$(mktemp "$logs/step.XXXXXX")
  local started=$SECONDS
  echo
  echo "=== $name"
  if "$@" 2>&1 | tee "$log"; then
    step_passed=true
    echo "=== $name: passed in $((SECONDS - started)) s"
  else
    step_passed=false
    failed+=("$name")
    failed_logs+=("$log")
    echo "=== $name: FAILED in $((SECONDS - started)) s"
  fi
}

# A step started beside others: its output is kept and printed, with its result, by
# `steps_aside_ended`, which waits for all of them; `step_passed` then tells of the last one.
aside_names=()
aside_logs=()
aside_pids=()
aside_started=$SECONDS
step_aside() {
  local name=$1
  shift
  if [ ${#aside_pids[@]} -eq 0 ]; then aside_started=$SECONDS; fi
  local log
  log=$(mktemp "$logs/step.XXXXXX")
  aside_names+=("$name")
  aside_logs+=("$log")
  "$@" >"$log" 2>&1 &
  aside_pids+=($!)
}
steps_aside_ended() {
  local index
  for index in "${!aside_pids[@]}"; do
    echo
    echo "=== ${aside_names[$index]}"
    if wait "${aside_pids[$index]}"; then
      step_passed=true
      cat "${aside_logs[$index]}"
      echo "=== ${aside_names[$index]}: passed, side by side, within $((SECONDS - aside_started)) s"
    else
      step_passed=false
      cat "${aside_logs[$index]}"
      failed+=("${aside_names[$index]}")
      failed_logs+=("${aside_logs[$index]}")
      echo "=== ${aside_names[$index]}: FAILED, side by side, within $((SECONDS - aside_started)) s"
    fi
  done
  aside_names=()
  aside_logs=()
  aside_pids=()
}

# The lines of a step's output that name a failure, colours taken out, each once, at most 30:
# Vitest's FAIL and ×, Playwright's ✘ and numbered failures, ESLint's and tsc's errors, Prettier's warnings.
failures_in() {
  sed -E 's/\x1b\[[0-9;]*m//g' "$1" |
    grep -a -E ' FAIL |^\s*(×|✘)|^\s+[0-9]+\) \[|^\s+[0-9]+:[0-9]+\s+error\s|error TS[0-9]+|^\[warn\]' |
    awk '!seen[$0]++' | head -30 || true
}

step "Chromium" bash scripts/ensure-chromium.sh
# Lint, format and the build each keep about one core busy: on two cores they run side by side.
step_aside "Lint: TypeScript rules and the layers (eslint.config.js)" eslint .
step_aside "Format: Prettier" prettier --check .
step_aside "Build the admin" vite build
steps_aside_ended
build_passed=$step_passed
# Every Vitest project runs once, in the guide's copy below, on a PostgreSQL server; here only the
# suites of the database layer and the lists, on PGlite, the other store the server can open.
step "Vitest: the database layer and the lists on PGlite" vitest run --project node server/db server/lists
# The copy's typecheck and Vitest run (on a PostgreSQL server) are the repository's: the copy holds
# every file of it and the guide's additions (README, "Test it"). One run of each rather than two.
step "Integrator guide on a copy, then typecheck and every Vitest project there, the server on a PostgreSQL server" \
  bash scripts/with-postgres.sh tsx tests/guide/follow-integrator-guide.ts
if $build_passed; then
  step "Playwright: end-to-end in Chromium" playwright test
else
  failed+=("Playwright: not run, the admin did not build")
fi

echo
if [ ${#failed[@]} -gt 0 ]; then
  echo "npm test FAILED:"
  for index in "${!failed[@]}"; do
    echo "  - ${failed[$index]}"
    log=${failed_logs[$index]:-}
    if [ -n "$log" ]; then failures_in "$log" | sed 's/^/      /'; fi
  done
  exit 1
fi
echo "npm test passed: every step, in $SECONDS s"
