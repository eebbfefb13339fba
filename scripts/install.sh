#!/usr/bin/env bash
# Installs the npm dependencies when package.json or the lockfile changed since the last install.
# `npm ci` is not used: lockfiles written on this machine kind lack other platforms' optional
# binaries, which makes `npm ci` fail (see TOOLCHAIN.md); `npm install` keeps the locked versions.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.crewcard-install-stamp
if [ -f "$stamp" ] && [ "$stamp" -nt package.json ] && [ "$stamp" -nt package-lock.json ]; then
  exit 0
fi
# Native addons (better-sqlite3) build against the local Node headers, never downloaded ones.
if [ -z "${npm_config_nodedir:-}" ] && [ -d /usr/include/node ]; then export npm_config_nodedir=/usr; fi
npm install --prefer-offline --no-audit --no-fund
touch "$stamp"
