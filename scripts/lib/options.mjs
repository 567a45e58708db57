// The command-line options of the project's scripts, read one way: node's own
// parser (node:util parseArgs, strict: an unknown option or a missing value
// stops the script with its name), and each option's kind turning its text
// into the value the script uses. A script declares its options once:
//
//   const options = readOptions(process.argv.slice(2), {
//     runs: option.number({ min: 1, default: 3 }),
//     only: option.list(),
//     dir: option.path(),
//     "no-build": option.flag(),
//   });
//   // → { runs: 3, only: [], noBuild: false } (dir left out: not given, no default)
import path from "node:path";
import { parseArgs } from "node:util";

/** The kinds of option. `default` is the value used when the option is not given (already in its final form). */
export const option = {
  /** `--name`, no value. */
  flag: () => ({ type: "boolean", default: false, read: (given) => given }),
  /** `--name TEXT`. */
  text: ({ default: fallback } = {}) => ({ type: "string", default: fallback, read: (given) => given }),
  /** `--name DIR`, resolved against the working directory. */
  path: ({ default: fallback } = {}) => ({ type: "string", default: fallback, read: (given) => path.resolve(given) }),
  /** `--name a,b --name c` → ["a", "b", "c"]: repeatable, each value a comma-separated list. */
  list: ({ default: fallback = [] } = {}) => ({
    type: "string",
    multiple: true,
    default: fallback,
    read: (given) => given.flatMap((value) => value.split(",")).filter(Boolean),
  }),
  /** `--name X --name Y` → ["X", "Y"]: repeatable, each value taken whole (it may hold commas). */
  repeated: () => ({ type: "string", multiple: true, default: [], read: (given) => given }),
  /** `--name N`: a number not below `min`, whole unless `whole: false`. */
  number: ({ default: fallback, min = -Infinity, whole = true } = {}) => ({
    type: "string",
    default: fallback,
    read: (given, name) => {
      const value = Number(given);
      if (given.trim() === "" || !Number.isFinite(value) || (whole && !Number.isInteger(value)) || value < min) {
        throw new Error(`--${name} ${given}: ${whole ? "a whole number" : "a number"}${min > -Infinity ? ` of at least ${min}` : ""} is expected`);
      }
      return value;
    },
  }),
};

const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/**
 * `argv` read against `spec` (option name → a kind of `option`): each option
 * given, converted by its kind, or its default; an option neither given nor
 * defaulted is left out. Keys are camel-cased (`--no-build` → `noBuild`).
 * Throws on an unknown option, a missing value, a stray argument or a value
 * its kind refuses.
 */
export function readOptions(argv, spec) {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: Object.fromEntries(Object.entries(spec).map(([name, kind]) => [name, { type: kind.type, multiple: kind.multiple ?? false }])),
  });
  const options = {};
  for (const [name, kind] of Object.entries(spec)) {
    const value = values[name] === undefined ? kind.default : kind.read(values[name], name);
    if (value !== undefined) options[camelCase(name)] = value;
  }
  return options;
}
