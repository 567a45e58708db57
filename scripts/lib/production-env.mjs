// What a production build (`npm run build -- --production`, the deploy's build
// command in netlify.toml) needs from the environment before Gatsby starts: the
// values the site bakes in must be real ones. Without them the site would ship
// with the local defaults of src/lib/local-build-defaults.json — Google's public
// reCAPTCHA test key (every check passes, so it protects nothing) and the local
// function runner's 127.0.0.1 address (no visitor's lead would ever arrive).
// Other builds (`npm start`, `npm run build` for the tests and CI) keep those defaults.
import LOCAL_DEFAULTS from "../../src/lib/local-build-defaults.json" with { type: "json" };

export const PRODUCTION_FLAG = "--production";

/** The build's command-line flags: `production` true with --production; unknown flags are refused (a typo must not build with test keys). */
export function parseBuildArgs(args) {
  const unknown = args.filter((arg) => arg !== PRODUCTION_FLAG);
  if (unknown.length) throw new Error(`Unknown build option${unknown.length > 1 ? "s" : ""} ${unknown.join(" ")}: the only one is ${PRODUCTION_FLAG}.`);
  return { production: args.includes(PRODUCTION_FLAG) };
}

const LOCAL_HOST = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|\[::ffff:127(\.\d{1,3}){3}\])$/i;

function supabaseUrlProblem(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return `is not a URL ("${value}")`;
  }
  if (LOCAL_HOST.test(url.hostname)) return `points at this machine (${url.origin}), where no visitor's browser can send a lead`;
  if (url.protocol !== "https:") return `must be an https:// address (got ${url.protocol}//…)`;
  return null;
}

function recaptchaKeyProblem(value) {
  if (value === LOCAL_DEFAULTS.GATSBY_RECAPTCHA_SITE_KEY) return "is Google's public test key, which passes every check";
  return null;
}

/** The role a legacy Supabase key (a JWT) was issued for, or null when the value is not one. */
function jwtRole(value) {
  const parts = value.split(".");
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1].replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("utf8"));
    return typeof payload?.role === "string" ? payload.role : null;
  } catch {
    return null;
  }
}

// Everything in the build is public: a secret key there (sb_secret_…, or a
// legacy service_role JWT) would give every visitor full access to the database.
function anonKeyProblem(value) {
  if (value === LOCAL_DEFAULTS.GATSBY_SUPABASE_ANON_KEY) return "is the local runner's placeholder";
  if (value.startsWith("sb_secret_")) return "is a secret key (sb_secret_…), which must never reach a browser";
  const role = jwtRole(value);
  if (role !== null && role !== "anon") return `is a key for the "${role}" role, which must never reach a browser`;
  if (role === null && !value.startsWith("sb_publishable_")) return "is neither a publishable key (sb_publishable_…) nor an anon JWT";
  return null;
}

/** The variables a production build needs, each with its check of a set value (null when fine). */
const RULES = [
  { variable: "GATSBY_SUPABASE_URL", what: "the Supabase project URL the lead form posts to, e.g. https://<ref>.supabase.co", problem: supabaseUrlProblem },
  { variable: "GATSBY_SUPABASE_ANON_KEY", what: "the project's publishable key (sb_publishable_…) or its legacy anon key", problem: anonKeyProblem },
  { variable: "GATSBY_RECAPTCHA_SITE_KEY", what: "the site's reCAPTCHA v2 key, registered for its domains", problem: recaptchaKeyProblem },
];

/** One entry per variable that is missing or not a real production value; empty when the build may start. */
export function productionEnvProblems(env) {
  const problems = [];
  for (const rule of RULES) {
    const value = env[rule.variable]?.trim();
    const problem = value ? rule.problem(value) : "is not set";
    if (problem) problems.push({ variable: rule.variable, problem, what: rule.what });
  }
  return problems;
}

/** The message the build stops with, naming each variable. */
export function formatProductionEnvProblems(problems) {
  return [
    `[build] A production build (${PRODUCTION_FLAG}) needs real values for what it bakes into the site:`,
    ...problems.map(({ variable, problem, what }) => `  - ${variable} ${problem}: set it to ${what}.`),
    "Set them in the deploy's environment (Netlify: Site settings → Environment variables). A local build without",
    `${PRODUCTION_FLAG} (\`npm start\`, \`npm run build\`) keeps the local defaults.`,
  ].join("\n");
}
