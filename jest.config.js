// Jest as Gatsby's unit-testing guide sets it up, with TypeScript through babel-preset-gatsby.
// The Markdown renderer's packages (schema/markdown.ts) are ESM-only: compiled like the site's own code.
const UNIFIED_ESM = [
  "unified|bail|devlop|trough|is-plain-obj|@ungap/structured-clone|github-slugger|html-void-elements",
  "decode-named-character-reference|character-[^/]*|stringify-entities|property-information|[^/]*-separated-tokens",
  "zwitch|ccount|trim-lines|web-namespaces|is-absolute-url|longest-streak",
  "vfile[^/]*|unist-[^/]*|mdast-[^/]*|micromark[^/]*|hast[^/]*|remark-[^/]*|rehype-[^/]*",
].join("|")

const fixtureSite = require("./__tests__/fixtures/fixture-site.json")

module.exports = {
  testEnvironment: "jsdom",
  // The tests' fixed clock, the fixture build's SITE_NOW: every test sees the same "now" (jest.setup.ts
  // fixes Date alone; a test's own jest.useFakeTimers() fakes the timers too, at the same instant).
  fakeTimers: { now: Date.parse(fixtureSite.now) },
  // A worker per core (jest's default leaves one free): the broken-data suite spends its time waiting
  // on a Gatsby build in a child process, and the other suites run meanwhile.
  maxWorkers: "100%",
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
  transformIgnorePatterns: [`node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react|${UNIFIED_ESM})/)`],
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
