#!/usr/bin/env bash
# Runs .ci/run with the machine's clock moved to a later date (default 2027-08-01 12:00:00), to show that
# a date passing never turns the gate red (docs/testing.md, "One clock"). Not a CI step: it runs the whole
# gate a second time. Needs Debian's faketime (apt-get install faketime), whose libfaketime every process
# inherits through LD_PRELOAD, but two: workerd (wrangler pages dev's engine) and Firefox ESR deadlock in
# their start-up under libfaketime 0.9.10, so they run on the real clock, through wrappers given as
# MINIFLARE_WORKERD_PATH and FIREFOX_PATH. The browsers' pages run on the fixture's clock either way.
#   bash scripts/ci-at-date.sh ['2027-08-01 12:00:00']
set -euo pipefail
cd "$(dirname "$0")/.."
when="${1:-2027-08-01 12:00:00}"
command -v faketime >/dev/null || { echo "faketime is not installed (apt-get install faketime)"; exit 1; }
wrappers="$(mktemp -d)"
trap 'rm -rf "$wrappers"' EXIT
printf '#!/bin/sh\nexec env -u LD_PRELOAD "%s/node_modules/@cloudflare/workerd-linux-64/bin/workerd" "$@"\n' "$PWD" >"$wrappers/workerd"
printf '#!/bin/sh\nexec env -u LD_PRELOAD "%s" "$@"\n' "${FIREFOX_PATH:-/usr/bin/firefox-esr}" >"$wrappers/firefox"
chmod +x "$wrappers/workerd" "$wrappers/firefox"
faketime "$when" env MINIFLARE_WORKERD_PATH="$wrappers/workerd" FIREFOX_PATH="$wrappers/firefox" \
  bash -c 'echo "The clock reads $(date)"; bash .ci/run'
