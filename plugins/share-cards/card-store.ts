import fs from "fs"
import path from "path"

/**
 * Where a Cloudflare Pages build keeps the cards for the next one. Pages' build cache saves, for a Gatsby
 * site, `.cache/` and `public/` (not `node_modules/`, where the cards are made); `npm run build` starts by
 * moving this folder's cards back into node_modules/.cache/share-cards (`scripts/restore-share-cards.mjs`)
 * before the clean step (`scripts/clean.mjs`) empties `.cache/`.
 */
export const CARD_STORE = path.join(".cache", "share-cards")

/**
 * Copies the cards this build used (`keys`, their file names in `cacheDir`) into `storeDir`, and only
 * those: the store holds one build's cards, so it never grows with the site's history.
 */
export function saveCardStore(cacheDir: string, storeDir: string, keys: Iterable<string>): number {
  fs.rmSync(storeDir, { recursive: true, force: true })
  fs.mkdirSync(storeDir, { recursive: true })
  let saved = 0
  for (const key of keys) {
    fs.copyFileSync(path.join(cacheDir, key), path.join(storeDir, key))
    saved++
  }
  return saved
}
