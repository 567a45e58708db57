/**
 * The operator's alarm: one line at error level starting with ALERT_TAG,
 * which docs/lead-capture.md tells the operator to alert on (a log drain or
 * the dashboard's log alert). Raised once per event — a dead letter, or a
 * scheduler that started failing — never once per tick.
 */
export const ALERT_TAG = "[lead-alert]";

export type AlertLog = Pick<Console, "info" | "error">;

export function raiseAlert(log: AlertLog, message: string): void {
  log.error(`${ALERT_TAG} ${message}`);
}

/**
 * Counts consecutive failures of something that runs on a tick: alerts once
 * when `threshold` failures in a row are reached, and says once when it works
 * again.
 */
export function failureStreak(what: string, threshold: number, log: AlertLog) {
  let failures = 0;
  return {
    failed(reason: string): void {
      failures++;
      if (failures === threshold) raiseAlert(log, `${what} failed ${threshold} times in a row (last: ${reason}); leads wait undelivered until it works.`);
    },
    succeeded(): void {
      if (failures >= threshold) log.info(`${ALERT_TAG} ${what} works again after ${failures} failures.`);
      failures = 0;
    },
    get failures() {
      return failures;
    },
  };
}
