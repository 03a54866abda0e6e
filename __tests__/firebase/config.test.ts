import fs from "fs"
import path from "path"
import { testEnv, testSettings } from "../helpers/firebase-sdk"
import { firebaseEnv, parseFirebaseSettings, RECAPTCHA_SITE_KEY, REQUIRED } from "../../src/firebase/config"
import { firebaseConfigState } from "../../src/firebase/env"

const savedEnv = { ...process.env }
afterEach(() => {
  process.env = { ...savedEnv }
})

describe("parseFirebaseSettings", () => {
  test("turns the variables into the web app's options and the reCAPTCHA site key", () => {
    const { settings } = parseFirebaseSettings({
      ...testEnv,
      GATSBY_FIREBASE_STORAGE_BUCKET: "lifelane.appspot.com",
      GATSBY_FIREBASE_API_KEY: "  key  ",
    })
    expect(settings).toEqual({
      ...testSettings,
      options: { ...testSettings.options, storageBucket: "lifelane.appspot.com" },
    })
  })

  test("names every required variable that is missing or blank", () => {
    const { settings, missing } = parseFirebaseSettings({
      ...testEnv,
      GATSBY_FIREBASE_APP_ID: " ",
      GATSBY_RECAPTCHA_SITE_KEY: undefined,
    })
    expect(settings).toBeNull()
    expect(missing).toEqual(["GATSBY_FIREBASE_APP_ID", "GATSBY_RECAPTCHA_SITE_KEY"])
  })
})

describe("firebaseConfigState", () => {
  const clear = () => {
    for (const name of Object.keys(firebaseEnv())) delete process.env[name]
  }

  test("is none without any variable, partial with some, complete with every required one", () => {
    clear()
    expect(firebaseConfigState()).toBe("none")
    process.env.GATSBY_FIREBASE_API_KEY = "key"
    expect(firebaseConfigState()).toBe("partial")
    Object.assign(process.env, testEnv)
    expect(firebaseConfigState()).toBe("complete")
  })

  test("checks exactly the variables that config.ts requires", () => {
    const source = fs.readFileSync(path.resolve(__dirname, "../../src/firebase/env.ts"), "utf8")
    const checked = [...source.matchAll(/!!process\.env\.(\w+)/g)].map((m) => m[1]).sort()
    expect(checked).toEqual([...Object.values(REQUIRED), RECAPTCHA_SITE_KEY].sort())
  })
})

test(".env.example documents every variable the site reads", () => {
  const example = fs.readFileSync(path.resolve(__dirname, "../../.env.example"), "utf8")
  const documented = [...example.matchAll(/^#?\s*(GATSBY_\w+)=/gm)].map((m) => m[1])
  for (const name of [...Object.keys(firebaseEnv()), "GATSBY_SITE_URL"]) expect(documented).toContain(name)
})
