/** Unit tests: build-time modules (node) and components (jsdom). */
const fs = require("fs");
const path = require("path");

/**
 * ES-module-only packages Jest must compile: Gatsby's browser code, and the
 * MDX compiler the build renders articles with (gatsby/article-body.ts) with
 * everything it depends on, found by walking their dependencies.
 */
function esmOnlyPackages(roots) {
  const found = new Set();
  const visited = new Set();
  const visit = (name, fromDir) => {
    for (let dir = fromDir; ; dir = path.dirname(dir)) {
      const manifest = path.join(dir, "node_modules", name, "package.json");
      if (fs.existsSync(manifest)) {
        if (visited.has(manifest)) return;
        visited.add(manifest);
        const pkg = JSON.parse(fs.readFileSync(manifest, "utf8"));
        if (pkg.type === "module") found.add(name);
        for (const dependency of Object.keys(pkg.dependencies ?? {})) visit(dependency, path.dirname(manifest));
        return;
      }
      if (path.dirname(dir) === dir) return;
    }
  };
  for (const root of roots) visit(root, __dirname);
  return [...found];
}

const compiled = ["gatsby", "gatsby-script", "gatsby-link", ...esmOnlyPackages(["@mdx-js/mdx", "remark-gfm"])];
const escapeRegExp = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

module.exports = {
  // A bound, never waited out when all is well: tests that start servers or
  // processes take seconds on a loaded 2-core machine, past Jest's 5 s default.
  testTimeout: 30_000,
  testEnvironment: "jsdom",
  roots: ["<rootDir>"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/", "/tests/e2e/", "\\.deno\\.test\\.ts$"],
  // .mjs too: the build scripts' helpers (scripts/lib) are tested here.
  transform: { "^.+\\.(mjs|[jt]sx?)$": ["babel-jest", { configFile: "./jest.babel.config.js" }] },
  transformIgnorePatterns: [`node_modules/(?!(${compiled.map(escapeRegExp).join("|")})/)`],
  resolver: "<rootDir>/tests/unit/resolver.js",
  moduleNameMapper: {
    "\\.(css|less|scss)$": "identity-obj-proxy",
    "\\.(gif|jpg|jpeg|png|svg|webp|avif|woff2?)$": "<rootDir>/tests/unit/file-mock.js",
  },
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
  // `npx jest --coverage`: what the unit tests cover, the scripts' shared helpers (scripts/lib) among it.
  collectCoverageFrom: [
    "src/**/*.{ts,tsx}",
    "gatsby/**/*.ts",
    "plugins/**/*.{ts,tsx}",
    "scripts/lib/**/*.mjs",
    "supabase/functions/_shared/**/*.ts",
    "!**/*.d.{ts,mts}",
    "!**/*.test.{ts,tsx}",
  ],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
};
