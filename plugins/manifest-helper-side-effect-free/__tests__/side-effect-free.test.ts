/** @jest-environment node */
import type { Configuration } from "webpack"
import { gatsbyConfig } from "../../shared/__tests__/helpers/gatsby-webpack-config"
import { SIDE_EFFECT_FREE, installedHelper, markHelperSideEffectFree } from "../side-effect-free"

const sideEffectRules = (config: Configuration) =>
  config.module?.rules?.filter((rule) => typeof rule === "object" && rule && rule.sideEffects === false)

describe("markHelperSideEffectFree", () => {
  it("finds gatsby-plugin-manifest's helper where the rule expects it, in the installed package", () => {
    expect(installedHelper(process.cwd())).toMatch(SIDE_EFFECT_FREE)
  })

  it("lets webpack skip the helper (it requires all of Gatsby's browser API)", () => {
    const config = markHelperSideEffectFree(gatsbyConfig("build-javascript"), installedHelper(process.cwd()))
    expect(sideEffectRules(config)).toEqual([{ test: SIDE_EFFECT_FREE, sideEffects: false }])
  })

  it("fails naming itself when the helper is missing or moved", () => {
    expect(() => markHelperSideEffectFree(gatsbyConfig("build-javascript"), undefined)).toThrow(
      "manifest-helper-side-effect-free: gatsby-plugin-manifest's get-manifest-pathname.js is not where the rule expects it (not installed)",
    )
    expect(() =>
      markHelperSideEffectFree(gatsbyConfig("build-javascript"), "/x/gatsby-plugin-manifest/dist/get-manifest.js"),
    ).toThrow("(/x/gatsby-plugin-manifest/dist/get-manifest.js)")
    expect(installedHelper("/nowhere")).toBeUndefined()
  })
})
