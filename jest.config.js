// Jest as Gatsby's unit-testing guide sets it up, with TypeScript through babel-preset-gatsby.
const fs = require("fs")
const path = require("path")
const fixtureSite = require("./__tests__/fixtures/fixture-site.json")

// The Markdown renderer's packages (schema/markdown.ts) are ESM-only: compiled like the site's own code.
const UNIFIED_ESM = [
  "unified|bail|devlop|trough|is-plain-obj|@ungap/structured-clone|github-slugger|html-void-elements",
  "decode-named-character-reference|character-[^/]*|stringify-entities|property-information|[^/]*-separated-tokens",
  "zwitch|ccount|trim-lines|web-namespaces|is-absolute-url|longest-streak",
  "vfile[^/]*|unist-[^/]*|mdast-[^/]*|micromark[^/]*|hast[^/]*|remark-[^/]*|rehype-[^/]*",
].join("|")
// beasties (plugins/page-rewrites/used-css.ts) and the ESM-only parsers it brings: compiled like the site's own code.
const BEASTIES_ESM =
  "beasties|css-select|css-what|domhandler|domutils|dom-serializer|htmlparser2|entities|domelementtype|boolbase|nth-check"

/**
 * The suites that run a Gatsby build of their own, in a copy of the project (through
 * __tests__/helpers/site-copy.ts): found by that import, so a new one joins them without being listed.
 * They take minutes where the rest take seconds, and one compares its builds with the fixture build in
 * public/, so they are a project of their own ("builds"). package.json's "test" script says when `npm test`
 * runs them (as `test:builds:editor-clone`, which needs no fixture build, and `test:builds:others`).
 */
const testFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory())
      return ["node_modules", "fixtures", "e2e", "live"].includes(entry.name) ? [] : testFiles(full)
    return /\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
const BUILD_SUITES = testFiles(path.join(__dirname, "__tests__"))
  .filter((file) => fs.readFileSync(file, "utf8").includes('/helpers/site-copy"'))
  .map((file) => `<rootDir>/${path.relative(__dirname, file)}`)

/** What both projects share: Jest as Gatsby's guide sets it up. */
const shared = {
  testEnvironment: "jsdom",
  // The tests' fixed clock, the fixture build's SITE_NOW: every test sees the same "now" (jest.setup.ts
  // fixes Date alone; a test's own jest.useFakeTimers() fakes the timers too, at the same instant).
  fakeTimers: { now: Date.parse(fixtureSite.now) },
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    "\\.module\\.css$": "identity-obj-proxy",
    "\\.(css|less|scss)$": "<rootDir>/__mocks__/style-mock.js",
    "\\.(jpg|jpeg|png|gif|webp|avif|svg)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>/public",
    "<rootDir>/__tests__/e2e",
    "<rootDir>/__tests__/live",
    "<rootDir>/__tests__/fixtures",
    "<rootDir>/__tests__/helpers",
    "<rootDir>/plugins/[^/]+/__tests__/helpers",
  ],
  transformIgnorePatterns: [
    `node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react|${UNIFIED_ESM}|${BEASTIES_ESM})/)`,
  ],
  globals: {
    __PATH_PREFIX__: "",
    __BASE_PATH__: "",
    ICON_SPRITE_URL: "/static/icons.svg",
  },
  testEnvironmentOptions: {
    url: "http://localhost/",
  },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
}

module.exports = {
  // A worker per core (jest's default leaves one free): a build suite spends its time waiting on a
  // Gatsby build in a child process, and the other suites run meanwhile.
  maxWorkers: "100%",
  projects: [
    // `npm run test:unit`: every suite but the build suites, in seconds rather than minutes.
    { ...shared, displayName: "unit", testPathIgnorePatterns: [...shared.testPathIgnorePatterns, ...BUILD_SUITES] },
    // `npm run test:builds`: the suites that build the site (`npx jest <file>` runs one of either).
    { ...shared, displayName: "builds", testMatch: BUILD_SUITES },
  ],
}
