// The environment every Gatsby process the project starts runs with
// (`npm run build`, `npm start`, `npm run cms`, the build test and benchmark).
//
// MALLOC_ARENA_MAX=2: glibc's allocator gives each thread that allocates its
// own arena (up to 8 per core), and memory freed in one is rarely returned to
// the system. A build's native work is threaded (sharp/libvips encoding
// images, LMDB, libuv's pool), so arenas pile up: on this machine a build of
// 1,000 articles peaked at 2.1 GB with the default and 1.6 GB with two arenas,
// in the same time. glibc reads the variable when a process starts, so it has
// to be set by whoever starts Gatsby; Gatsby's workers inherit it. An
// explicit MALLOC_ARENA_MAX in the environment wins. Other C libraries
// (musl, macOS) ignore it.
const BUILD_MEMORY_ENV = { MALLOC_ARENA_MAX: "2" };

/** `process.env` plus what Gatsby needs here, plus `extra`. */
export function gatsbyEnv(extra = {}) {
  return { ...BUILD_MEMORY_ENV, ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...extra };
}

/** Gatsby's command-line entry, relative to the repository (or a copy of it). */
export const GATSBY_CLI = "node_modules/gatsby/cli.js";
