#!/usr/bin/env bash
# The README's test command runs this: install, compile lib/ afresh (so no test runs a stale build of edited sources),
# type-check, unit tests, then browser tests in Debian's Chromium, then the end-to-end tests of the packed package.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci
node scripts/build-package.mjs
npx tsc --noEmit -p .
npx vitest run
node scripts/ensure-chromium.mjs
npx vitest run --config vitest.browser.config.ts
npx vitest run --config vitest.e2e.config.ts
