/**
 * The function runner the browser tests start next to the site (see
 * playwright.config.ts): send-contact-email under Deno on an in-memory PGlite
 * database, captcha checks answered by the local fake siteverify.
 */
export const SITE_PORT = Number(process.env.E2E_PORT || 9123);
/** Its own port per site port (9123 → 54340), so parallel runs on other ports do not collide. */
export const FUNCTIONS_PORT = Number(process.env.E2E_FUNCTIONS_PORT || SITE_PORT + 45217);
export const FUNCTIONS_ORIGIN = `http://127.0.0.1:${FUNCTIONS_PORT}`;
export const FUNCTION_PATH = "/functions/v1/send-contact-email";
export const ADMIN_TOKEN = "e2e-local-admin";
