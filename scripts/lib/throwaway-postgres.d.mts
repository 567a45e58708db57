// Types of throwaway-postgres.mjs for the TypeScript tests that start one.
export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** The server stopped at once (every connection cut) until up(). */
  down(): Promise<void>;
  /** The server back after down(), same port and data. */
  up(): Promise<void>;
  /** Shuts the server down and deletes its files. */
  stop(): void;
}
export declare function postgresBinaries(): string | null;
export declare function startThrowawayPostgres(binaries: string): Promise<ThrowawayPostgres>;
