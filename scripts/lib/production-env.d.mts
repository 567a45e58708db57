// Types of production-env.mjs for the TypeScript tests that check its rules.
export declare const PRODUCTION_FLAG: "--production";
export declare function parseBuildArgs(args: string[]): { production: boolean };
export interface ProductionEnvProblem {
  variable: "GATSBY_SUPABASE_URL" | "GATSBY_RECAPTCHA_SITE_KEY";
  problem: string;
  what: string;
}
export declare function productionEnvProblems(env: Record<string, string | undefined>): ProductionEnvProblem[];
export declare function formatProductionEnvProblems(problems: ProductionEnvProblem[]): string;
