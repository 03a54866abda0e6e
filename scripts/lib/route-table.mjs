// The spec's route table as the browser tests hold it (__tests__/e2e/routes.ts), read by the Node
// scripts too so there is one list. routes.ts is TypeScript, so its array is read as text.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const ROUTES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../__tests__/e2e/routes.ts")

const arrayText = (source, name) => {
  const text = source.match(new RegExp(`export const ${name}\\s*=\\s*\\[([\\s\\S]*?)\\]( as const)?\\s*(\\n|$)`))?.[1]
  if (text === undefined) throw new Error(`No "export const ${name} = [...]" in ${ROUTES_FILE}`)
  return text
}

/** { routes: ["/", "/home", …] } */
export function readRouteTable(file = ROUTES_FILE) {
  const source = fs.readFileSync(file, "utf8")
  const routes = [...arrayText(source, "routes").matchAll(/path:\s*["']([^"']+)["']/g)].map((m) => m[1])
  if (routes.length === 0) throw new Error(`The route table in ${file} lists no paths`)
  return { routes }
}
