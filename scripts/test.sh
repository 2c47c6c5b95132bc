#!/usr/bin/env bash
# The README's test command runs this: install, type-check, unit tests, then browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci
npx tsc --noEmit -p .
npx vitest run
node scripts/ensure-chromium.mjs
npx vitest run --config vitest.browser.config.ts
