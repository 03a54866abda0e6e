#!/usr/bin/env bash
# Runs the gate with the machine's clock moved to a later date (default 2027-08-01 12:00:00), to show that
# a date passing never turns it red (docs/testing.md, "One clock"). Not a CI step: it runs the whole gate a
# second time. Needs Debian's faketime (apt-get install faketime), whose libfaketime every process inherits
# through LD_PRELOAD, but for these (libfaketime 0.9.10 deadlocks in workerd's start-up, wrangler pages dev's
# engine, whose install script runs it too, and in Firefox ESR's; the others below say why):
# - `npm ci` runs on the real clock, then `npm test` at the date;
# - workerd, Firefox ESR and Chromium run on the real clock through wrappers given as MINIFLARE_WORKERD_PATH,
#   FIREFOX_PATH and CHROME_PATH. The browsers' pages run on the fixture's clock either way; Chromium on the faked
#   clock stalled under DevTools' CPU and network throttling (slow-phone.spec.ts timed out, Lighthouse once too).
# - so does wrangler's own process (its bin, for this run): each start removes the folders of .wrangler/tmp
#   whose mtime is a day older than its clock, and the kernel writes mtimes on the real clock, so at a later
#   date a second `wrangler pages dev` removed the running host's bundle and that host stopped answering.
#   bash scripts/ci-at-date.sh ['2027-08-01 12:00:00']     (after what .ci/run installs)
set -euo pipefail
cd "$(dirname "$0")/.."
when="${1:-2027-08-01 12:00:00}"
command -v faketime >/dev/null || { echo "faketime is not installed (apt-get install faketime)"; exit 1; }
node_major="$(tr -d ' \n' <.nvmrc)"
if [ "$(node -p 'process.versions.node.split(".")[0]')" != "$node_major" ]; then
  PATH="$(node scripts/install-node.mjs "$node_major"):$PATH"
  export PATH
fi
npm ci --no-audit --no-fund
wrappers="$(mktemp -d)"
printf '#!/bin/sh\nexec env -u LD_PRELOAD "%s/node_modules/@cloudflare/workerd-linux-64/bin/workerd" "$@"\n' "$PWD" >"$wrappers/workerd"
printf '#!/bin/sh\nexec env -u LD_PRELOAD "%s" "$@"\n' "${FIREFOX_PATH:-/usr/bin/firefox-esr}" >"$wrappers/firefox"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium-headless-shell}"
# named as the browser is: scripts/lib/chrome.mjs tells the headless shell by its name
chrome="$wrappers/$(basename "$CHROME_PATH")"
printf '#!/bin/sh\nexec env -u LD_PRELOAD "%s" "$@"\n' "$CHROME_PATH" >"$chrome"
chmod +x "$wrappers/workerd" "$wrappers/firefox" "$chrome"
trap 'rm -rf "$wrappers"; ln -sf ../wrangler/bin/wrangler.js node_modules/.bin/wrangler' EXIT
rm node_modules/.bin/wrangler
printf '#!/bin/sh\nexec env -u LD_PRELOAD "%s" "%s/node_modules/wrangler/bin/wrangler.js" "$@"\n' "$(command -v node)" "$PWD" \
  >node_modules/.bin/wrangler
chmod +x node_modules/.bin/wrangler
faketime "$when" env MINIFLARE_WORKERD_PATH="$wrappers/workerd" FIREFOX_PATH="$wrappers/firefox" CHROME_PATH="$chrome" \
  bash -c 'echo "The clock reads $(date)"; npm test'
