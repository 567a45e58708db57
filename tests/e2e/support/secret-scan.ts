/**
 * Finds values that look like credentials in text meant for the public.
 * Public by design and allowed: the Supabase anon key (a JWT whose role is
 * "anon"), publishable keys, the reCAPTCHA site key.
 */
export interface SecretFinding {
  kind: string;
  excerpt: string;
}

const PATTERNS: { kind: string; pattern: RegExp }[] = [
  { kind: "PEM private key", pattern: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----/g },
  { kind: "Stripe-style secret key", pattern: /\b[sr]k_(?:live|test)_[A-Za-z0-9]{10,}/g },
  { kind: "generic sk- API key", pattern: /\bsk-(?:proj-)?[A-Za-z0-9_-]{32,}/g },
  { kind: "Resend API key", pattern: /\bre_[A-Za-z0-9]{6,}_[A-Za-z0-9]{16,}/g },
  { kind: "Supabase secret key", pattern: /\bsb_secret_[A-Za-z0-9_-]{10,}/g },
  { kind: "Supabase access token", pattern: /\bsbp_[a-f0-9]{40}\b/g },
  { kind: "AWS access key id", pattern: /\bAKIA[0-9A-Z]{16}\b/g },
  { kind: "GitHub token", pattern: /\bgh[pousr]_[A-Za-z0-9]{36,}\b/g },
];

const JWT = /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g;

function jwtRole(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8"));
    return typeof payload?.role === "string" ? payload.role : undefined;
  } catch {
    return undefined;
  }
}

const shorten = (value: string) => (value.length > 24 ? `${value.slice(0, 16)}…` : value);

/** `knownSecrets`: values of secret environment variables that must never be published. */
export function findSecrets(text: string, knownSecrets: readonly string[] = []): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const { kind, pattern } of PATTERNS) {
    for (const match of text.matchAll(pattern)) findings.push({ kind, excerpt: shorten(match[0]) });
  }
  for (const match of text.matchAll(JWT)) {
    const role = jwtRole(match[0]);
    if (role !== "anon") findings.push({ kind: `JWT with role ${role ?? "unknown"}`, excerpt: shorten(match[0]) });
  }
  for (const secret of knownSecrets) {
    if (secret.length >= 12 && text.includes(secret)) findings.push({ kind: "value of a secret variable", excerpt: shorten(secret) });
  }
  return findings;
}

/** Environment variables whose values are secret wherever they are set (Edge Function and deploy secrets). */
export const SECRET_ENV_NAMES = [
  "SUPABASE_SERVICE_ROLE_KEY",
  "SERVICE_ROLE_KEY",
  "SUPABASE_DB_PASSWORD",
  "SUPABASE_ACCESS_TOKEN",
  "RECAPTCHA_SECRET_KEY",
  "RESEND_API_KEY",
  "SMTP_PASSWORD",
  "NETLIFY_AUTH_TOKEN",
];
