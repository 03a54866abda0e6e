import fs from "fs"
import path from "path"
import type { Node } from "gatsby"
import { iconSprite } from "./icon-sprite"
import { SECURITY_TXT_PATH, securityTxt, type SecurityContact } from "./security-txt"
import { typeDefs } from "../schema/content-model"
import { decapConfig } from "../cms/config"
import { writeAdmin } from "../cms/admin"
import { FIELD_ICONS, ICON_NAMES } from "../src/lib/icon-names"

export interface BuildFilesOptions {
  publicDir: string
  nodes: Node[]
  /** Where the content is read from: the CMS offers its folders. */
  dataDir: string
  siteUrl: string
  /** The build's "now" (schema/clock.ts): security.txt's Expires counts from it. */
  now: Date
}

/** The icon sprite every page draws from, and the address the pages' bundle is given for it. */
export const siteIconSprite = () => iconSprite(ICON_NAMES)

/**
 * The files the build writes itself into public/, beside Gatsby's pages: the icon sprite,
 * /.well-known/security.txt, and /admin/cms (Decap CMS) for `gatsby build` and `gatsby develop` alike,
 * as both serve public/. Throws, saying which file, when one cannot be written.
 */
export async function writeBuildFiles({ publicDir, nodes, dataDir, siteUrl, now }: BuildFilesOptions) {
  const sprite = siteIconSprite()
  fs.mkdirSync(path.join(publicDir, "static"), { recursive: true })
  fs.writeFileSync(path.join(publicDir, "static", sprite.file), sprite.svg)

  const securityContact = nodes.find((node) => node.internal.type === "SecurityContactJson")
  if (!securityContact) throw new Error("data/security-contact/ is missing: /.well-known/security.txt needs it")
  try {
    const text = securityTxt(securityContact as typeof securityContact & SecurityContact, siteUrl, now)
    fs.mkdirSync(path.dirname(path.join(publicDir, SECURITY_TXT_PATH)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, SECURITY_TXT_PATH), text)
  } catch (error) {
    throw new Error(`Could not write ${SECURITY_TXT_PATH}: ${(error as Error).message}`)
  }
  try {
    await writeAdmin({
      publicDir,
      iconSpriteUrl: sprite.url,
      title: "Content manager",
      config: decapConfig(typeDefs, dataDir, FIELD_ICONS, {
        backend: process.env.DECAP_BACKEND,
        repo: process.env.DECAP_GITHUB_REPO,
        branch: process.env.DECAP_BRANCH,
        authUrl: process.env.DECAP_AUTH_URL,
        siteUrl,
      }),
    })
  } catch (error) {
    throw new Error(`Could not write the content manager (/admin/): ${(error as Error).message}`)
  }
}
