import { spawnSync } from "child_process"
import path from "path"
import { pathToFileURL } from "url"

/**
 * Calls one export of an ES module of scripts/ (`scripts/lib/bench-goal.mjs`) with `args` and returns what it
 * returns: run in Node, as the scripts run it, since Jest's transform does not take ES modules. The arguments and
 * the result travel as JSON.
 */
export function callScriptExport<T>(modulePath: string, name: string, ...args: unknown[]): T {
  const url = pathToFileURL(path.resolve(__dirname, "../..", modulePath)).href
  const code = `import * as module from ${JSON.stringify(url)}
process.stdout.write(JSON.stringify(module[${JSON.stringify(name)}](...${JSON.stringify(args)})))`
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", code], { encoding: "utf8" })
  if (run.status !== 0) throw new Error(run.stderr)
  return JSON.parse(run.stdout) as T
}
