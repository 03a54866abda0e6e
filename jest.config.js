// Jest as Gatsby's unit-testing guide sets it up, with TypeScript through babel-preset-gatsby.
module.exports = {
  testEnvironment: "jsdom",
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
    "<rootDir>/__tests__/fixtures",
    "<rootDir>/__tests__/helpers",
    "<rootDir>/plugins/[^/]+/__tests__/helpers",
  ],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react)/)"],
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
