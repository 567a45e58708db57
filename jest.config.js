/** Unit tests: build-time modules (node) and components (jsdom). */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/", "/tests/e2e/", "\\.deno\\.test\\.ts$"],
  // .mjs too: the build scripts' helpers (scripts/lib) are tested here.
  transform: { "^.+\\.(mjs|[jt]sx?)$": ["babel-jest", { configFile: "./jest.babel.config.js" }] },
  // Gatsby ships ESM-only code that must be compiled for Jest.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  moduleNameMapper: {
    "\\.(css|less|scss)$": "identity-obj-proxy",
    "\\.(gif|jpg|jpeg|png|svg|webp|avif|woff2?)$": "<rootDir>/tests/unit/file-mock.js",
  },
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
};
