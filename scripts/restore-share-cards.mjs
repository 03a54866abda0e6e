// The first step of `npm run build`: the share cards an earlier build kept in .cache/share-cards (the folder
// Cloudflare Pages' build cache saves; plugins/share-cards/card-store.ts) go back into
// node_modules/.cache/share-cards, where the plugin looks for them, before scripts/clean.mjs empties .cache/.
// Where there is no such folder (a first build, Netlify, a local machine) it does nothing.
import fs from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"

export function restoreShareCards(projectDir) {
  const store = path.join(projectDir, ".cache", "share-cards")
  if (!fs.existsSync(store)) return 0
  const cache = path.join(projectDir, "node_modules", ".cache", "share-cards")
  fs.mkdirSync(cache, { recursive: true })
  let restored = 0
  for (const file of fs.readdirSync(store)) {
    if (!file.endsWith(".png") || fs.existsSync(path.join(cache, file))) continue
    fs.copyFileSync(path.join(store, file), path.join(cache, file))
    restored++
  }
  return restored
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const restored = restoreShareCards(process.cwd())
  if (restored > 0) console.log(`share-cards: ${restored} cards restored from .cache/share-cards`)
}
