/**
 * How a failed delivery attempt is treated, from the receiver's answer:
 * a status that says "later" (408, 425, 429, any 5xx) and a timeout or
 * dropped connection are retried with backoff, no sooner than a Retry-After
 * asks; any other answer (a redirect, 400, 401, 403, 404, 410, 422 …) will
 * not change by retrying and is dead-lettered at once for a person.
 *
 * Only the status and a short fixed reason are recorded: a provider's
 * answer body may echo the lead (personal data) and stays out of logs and
 * the outbox.
 */

export interface DeliveryFailure {
  ok: false;
  /** "<channel> answered 503 (server error)": no body, no lead data. */
  error: string;
  /** true: retrying cannot help; dead-letter now. */
  permanent: boolean;
  /** The receiver's Retry-After, in ms from now, when it sent one. */
  retryAfterMs?: number;
}

const RETRYABLE = new Set([408, 425, 429]);

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE.has(status) || status >= 500;
}

function reason(status: number): string {
  if (status >= 300 && status < 400) return "redirect, not followed";
  if (status === 408) return "request timeout";
  if (status === 425) return "too early";
  if (status === 429) return "rate limited";
  if (status === 401 || status === 403) return "not authorised";
  if (status === 404 || status === 410) return "no such endpoint";
  if (status >= 500) return "server error";
  return "refused";
}

/** Retry-After as seconds or an HTTP date, in ms from `now`; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now: Date): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

/** The failure a non-2xx answer means. */
export function httpFailure(channel: string, response: Response, now: Date): DeliveryFailure {
  const retryable = isRetryableStatus(response.status);
  return {
    ok: false,
    error: `${channel} answered ${response.status} (${reason(response.status)})`,
    permanent: !retryable,
    retryAfterMs: retryable ? retryAfterMs(response.headers.get("retry-after"), now) : undefined,
  };
}

/** The failure of a request that got no answer (time-out, network): always retried. */
export function networkFailure(channel: string, error: unknown, timeoutMs: number): DeliveryFailure {
  const timedOut = error instanceof Error && error.name === "TimeoutError";
  const detail = timedOut ? `no answer within ${timeoutMs} ms` : error instanceof Error ? error.name : "request failed";
  return { ok: false, error: `${channel} request failed: ${detail}`, permanent: false };
}
