/** What bench:leads' runs share (see lead-bench.mjs). */
export interface BenchSubmission {
  key: string;
  body: Record<string, unknown>;
}
export declare function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]>;
export declare function send(url: string, origin: string, options?: { method?: string; headers?: Record<string, string>; body?: string }): Promise<{ status: number; json: unknown; ms: number; error?: string }>;
export declare function percentile(sorted: number[], p: number): number;
export declare function runnerSql(runner: { url: string }, adminToken: string): (text: string) => Promise<Record<string, unknown>[]>;
export declare function clientAddress(i: number): string;
export declare function submissionRequest(submission: BenchSubmission, i: number): { headers: Record<string, string>; body: string };
export declare function validSubmission(i: number): BenchSubmission;
