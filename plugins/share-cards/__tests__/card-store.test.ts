/**
 * @jest-environment node
 *
 * The cards' way through a Cloudflare Pages deploy, whose build cache keeps .cache/ but not node_modules/:
 * a build copies the cards it used to .cache/share-cards; the next `npm run build` puts them back where
 * the plugin looks before the clean step (scripts/clean.mjs) empties .cache/.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { saveCardStore } from "../card-store"

const SCRIPT = path.resolve(__dirname, "../../../scripts/restore-share-cards.mjs")
/** Runs the script as `npm run build` does, in `dir`; returns what it printed. */
const restore = (dir: string) => {
  const result = spawnSync(process.execPath, [SCRIPT], { cwd: dir, encoding: "utf8" })
  expect(result.status).toBe(0)
  return result.stdout.trim()
}

const project = () => fs.mkdtempSync(path.join(os.tmpdir(), "card-store-"))
const cacheOf = (dir: string) => path.join(dir, "node_modules", ".cache", "share-cards")
const storeOf = (dir: string) => path.join(dir, ".cache", "share-cards")

test("the store holds exactly the cards this build used", () => {
  const dir = project()
  fs.mkdirSync(cacheOf(dir), { recursive: true })
  for (const name of ["used.png", "old.png", "fonts.conf"]) fs.writeFileSync(path.join(cacheOf(dir), name), name)
  fs.mkdirSync(storeOf(dir), { recursive: true })
  fs.writeFileSync(path.join(storeOf(dir), "older.png"), "x")
  expect(saveCardStore(cacheOf(dir), storeOf(dir), ["used.png"])).toBe(1)
  expect(fs.readdirSync(storeOf(dir))).toEqual(["used.png"])
})

test("a build after a fresh install (no node_modules cache) gets the stored cards back", () => {
  const dir = project()
  fs.mkdirSync(storeOf(dir), { recursive: true })
  fs.writeFileSync(path.join(storeOf(dir), "a.png"), "card a")
  fs.writeFileSync(path.join(storeOf(dir), "b.png"), "card b")
  expect(restore(dir)).toBe("share-cards: 2 cards restored from .cache/share-cards")
  expect(fs.readFileSync(path.join(cacheOf(dir), "a.png"), "utf8")).toBe("card a")
  expect(restore(dir)).toBe("")
})

test("with nothing stored (a first build, Netlify, a new machine) restoring does nothing", () => {
  const dir = project()
  expect(restore(dir)).toBe("")
  expect(fs.existsSync(cacheOf(dir))).toBe(false)
})
