// The first step of `npm run build`: the share cards an earlier build kept in .cache/share-cards (the folder
// Cloudflare Pages' build cache saves; plugins/share-cards/card-store.ts) go back into
// node_modules/.cache/share-cards, where the plugin looks for them, before scripts/clean.mjs empties .cache/.
// Where there is no such folder (a first build, Netlify, a local machine) it does nothing.
import fs from "node:fs"
import path from "node:path"

const [store, cache] = [".cache/share-cards", "node_modules/.cache/share-cards"]
const missing = fs.existsSync(store)
  ? fs.readdirSync(store).filter((file) => file.endsWith(".png") && !fs.existsSync(path.join(cache, file)))
  : []
for (const file of missing) fs.cpSync(path.join(store, file), path.join(cache, file))
if (missing.length > 0) console.log(`share-cards: ${missing.length} cards restored from .cache/share-cards`)
