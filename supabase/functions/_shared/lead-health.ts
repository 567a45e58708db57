/**
 * The health of lead delivery, for the health check (GET …/health) and the
 * scheduler's call: configuration that keeps leads from going out, and the
 * outbox's backlog — the oldest undelivered lead, rows out of attempts, dead
 * letters, due rows no scheduler picked up.
 *
 * Each problem has an id; `createProblemAlerts` raises `[lead-alert]` once per
 * worker when a problem appears and says once when it is gone, so a
 * scheduler calling every 30 s does not repeat the alarm.
 */
import type { ContactConfig } from "./contact-config.ts";
import type { OutboxBacklog, OutboxStore } from "./lead-outbox.ts";
import { ALERT_TAG, raiseAlert, type AlertLog } from "./lead-alert.ts";

export interface HealthProblem {
  id: string;
  message: string;
}

export interface HealthReport {
  ok: boolean;
  problems: HealthProblem[];
  /** null when the database could not be read. */
  backlog: OutboxBacklog | null;
}

/** Problems of the configuration alone (no database needed). */
export function configProblems(config: ContactConfig): HealthProblem[] {
  const problems: HealthProblem[] = [];
  const add = (id: string, message: string) => problems.push({ id, message });
  if (!config.recaptchaSecret) add("captcha-secret", "RECAPTCHA_SECRET_KEY is not set: every lead is refused");
  if (!config.resend.apiKey) add("resend-key", "RESEND_API_KEY is not set: lead e-mails wait in the outbox, and none goes out while the database is down");
  else if (config.resend.to.length === 0) add("resend-to", "CONTACT_TO_EMAIL is not set: lead e-mails fail");
  if (!config.outbox.cronSecret) add("cron-secret", "OUTBOX_CRON_SECRET is not set: the scheduler's call is refused, failed deliveries are not retried");
  if (!config.alerting.receiptSecret) add("receipt-secret", "LEAD_RECEIPT_SECRET is not set: a retry after a database outage that reaches another worker needs a new captcha");
  return problems;
}

/** Problems of the outbox's backlog. */
export function backlogProblems(backlog: OutboxBacklog, config: ContactConfig, schedulerLateMs: number): HealthProblem[] {
  const problems: HealthProblem[] = [];
  const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`;
  if (backlog.oldestUndeliveredMs !== null && backlog.oldestUndeliveredMs > config.alerting.undeliveredAlertMs) {
    problems.push({ id: "undelivered-age", message: `the oldest undelivered lead waits for ${minutes(backlog.oldestUndeliveredMs)} (alert after ${minutes(config.alerting.undeliveredAlertMs)}); ${backlog.undelivered} deliveries undelivered` });
  }
  if (backlog.overdue > 0) {
    problems.push({ id: "scheduler", message: `${backlog.overdue} deliveries due for over ${minutes(schedulerLateMs)} and not tried: the outbox scheduler (pg_cron job) is not firing` });
  }
  if (backlog.pastMaxAttempts > 0) {
    problems.push({ id: "past-max-attempts", message: `${backlog.pastMaxAttempts} deliveries are out of attempts (LEAD_MAX_ATTEMPTS ${config.outbox.maxAttempts}) and wait: run \`npm run leads:resend\`` });
  }
  if (backlog.dead > 0) problems.push({ id: "dead", message: `${backlog.dead} deliveries dead-lettered: fix the cause, then \`npm run leads:resend\`` });
  return problems;
}

export async function checkHealth(config: ContactConfig, outbox: OutboxStore, schedulerLateMs: number): Promise<HealthReport> {
  const problems = configProblems(config);
  let backlog: OutboxBacklog | null = null;
  try {
    backlog = await outbox.backlog({ maxAttempts: config.outbox.maxAttempts, lateByMs: schedulerLateMs });
    problems.push(...backlogProblems(backlog, config, schedulerLateMs));
  } catch (error) {
    problems.push({ id: "database", message: `the outbox could not be read: ${error instanceof Error ? error.message : error}` });
  }
  return { ok: problems.length === 0, problems, backlog };
}

/** Raises each problem once while it lasts (per worker); a problem that clears is logged once, and alerts again if it returns. */
export function createProblemAlerts(log: AlertLog) {
  const active = new Set<string>();
  return {
    report(problems: readonly HealthProblem[]): void {
      const now = new Set(problems.map((problem) => problem.id));
      for (const problem of problems) {
        if (active.has(problem.id)) continue;
        active.add(problem.id);
        raiseAlert(log, `lead delivery: ${problem.message}.`);
      }
      for (const id of [...active]) {
        if (now.has(id)) continue;
        active.delete(id);
        log.info(`${ALERT_TAG} lead delivery: "${id}" resolved.`);
      }
    },
  };
}
