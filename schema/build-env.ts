import fs from "fs"
import path from "path"
import { parseEnv } from "util"

/**
 * The settings file Gatsby reads for a build: `.env.<GATSBY_ACTIVE_ENV or NODE_ENV>` in the project
 * (gatsby/dist/utils/webpack.config.js). Gatsby inlines its GATSBY_* values into the pages' scripts,
 * but never puts them into the build's own process.env, so gatsby-config and the hosting adapter would
 * not see what `.env.example` asks a deployer to write there.
 */
export const buildEnvFile = (env: NodeJS.ProcessEnv = process.env, dir = process.cwd()) =>
  path.join(dir, `.env.${env.GATSBY_ACTIVE_ENV || env.NODE_ENV || "development"}`)

/**
 * Puts the build's settings file into `env` as Gatsby's webpack configuration merges it: a variable
 * the environment already has (a host's build settings) wins over the file. gatsby-config calls it
 * first, so the site's address, the hosting adapter's policy and the pages' scripts read one set of
 * settings. Returns the file read, or null when there is none.
 */
export function loadBuildEnv(env: NodeJS.ProcessEnv = process.env, dir = process.cwd()): string | null {
  const file = buildEnvFile(env, dir)
  if (!fs.existsSync(file)) return null
  for (const [name, value] of Object.entries(parseEnv(fs.readFileSync(file, "utf8"))))
    if (env[name] === undefined) env[name] = value
  return file
}
