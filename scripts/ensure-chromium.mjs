#!/usr/bin/env node
// Browser tests need Debian's Chromium. Install it when missing (as root, with apt-get); otherwise stop with the exact command.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

const command = 'apt-get update && apt-get install -y chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo ${command}\nthen run the tests again.`);
  process.exit(1);
}
console.error(`Chromium is missing at ${CHROMIUM}; installing Debian's package…`);
try {
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
} catch {
  console.error(`Installing Chromium failed. Run this and try again:\n  ${command}`);
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium is still missing at ${CHROMIUM} after installing.`);
  process.exit(1);
}
