/**
 * The machinery of the build-output pipeline (the steps and their order are in
 * ./index.ts): what a step is given, how it reports, and how it fails.
 */
import path from "path";

/** What every step works on: Gatsby's finished public/ folder and what Gatsby knows about it. */
export interface BuildOutput {
  /** The repository. */
  root: string;
  /** The folder Gatsby built into (public/). */
  publicDir: string;
  /** Every page Gatsby rendered, by path ("/", "/about", "/404.html"), from Gatsby's store. */
  pagePaths: readonly string[];
  /** The site's absolute address without a trailing slash (siteMetadata.siteUrl). */
  siteUrl: string;
  env: NodeJS.ProcessEnv;
}

export interface BuildOutputStep {
  name: string;
  /** Steps that must have run before this one (the reasons are with the list in ./index.ts). */
  after: readonly string[];
  /** Does the step's job and says what it changed, in one line without its time (the runner adds it). */
  run(output: BuildOutput): string | Promise<string>;
}

/**
 * A step's input is not what the step was written for (a tag it rewrites is
 * missing, a file Gatsby writes is absent): the build must stop rather than
 * ship pages the step silently left alone.
 */
export class BuildOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BuildOutputError";
  }
}

/** The reporter methods the pipeline uses (Gatsby's reporter has them). */
export interface StepReporter {
  info(message: string): void;
  panicOnBuild(message: string, error?: Error): void;
}

/** Every way in which `steps` breaks its own `after` rules (a name listed after a step that needs it, or unknown). */
export function orderProblems(steps: readonly BuildOutputStep[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const known = new Set(steps.map((step) => step.name));
  for (const step of steps) {
    for (const before of step.after) {
      if (!known.has(before)) problems.push(`"${step.name}" runs after "${before}", which is not a step`);
      else if (!seen.has(before)) problems.push(`"${step.name}" must come after "${before}"`);
    }
    if (seen.has(step.name)) problems.push(`"${step.name}" is listed twice`);
    seen.add(step.name);
  }
  return problems;
}

/**
 * Runs the steps in order. Each reports one line (what it changed and its time
 * in ms); the first step that fails stops the build with panicOnBuild, naming
 * itself, and no later step runs. Returns whether every step ran.
 */
export async function runBuildOutput(steps: readonly BuildOutputStep[], output: BuildOutput, reporter: StepReporter): Promise<boolean> {
  const problems = orderProblems(steps);
  if (problems.length > 0) {
    reporter.panicOnBuild(`Build output: the steps are out of order:\n  - ${problems.join("\n  - ")}`);
    return false;
  }
  for (const [index, step] of steps.entries()) {
    const started = performance.now();
    try {
      const summary = await step.run(output);
      const ms = Math.round(performance.now() - started);
      reporter.info(`Build output ${index + 1}/${steps.length} ${step.name}: ${summary} (${ms} ms)`);
    } catch (error) {
      // An unexpected input is told by its message; any other error also by its stack.
      if (error instanceof BuildOutputError) reporter.panicOnBuild(`Build output step "${step.name}" failed: ${error.message}`);
      else reporter.panicOnBuild(`Build output step "${step.name}" failed: unexpected error: ${(error as Error).message}`, error as Error);
      return false;
    }
  }
  return true;
}

/** A file of public/ as the reports name it ("about/index.html"). */
export function relativeToPublic(output: Pick<BuildOutput, "publicDir">, file: string): string {
  return path.relative(output.publicDir, file).split(path.sep).join("/");
}

/** Fails with the problems found on several pages at once, listing at most `shown` of them. */
export function failOnPages(problem: string, pages: readonly string[], shown = 10): void {
  if (pages.length === 0) return;
  const listed = pages.slice(0, shown).join(", ");
  const more = pages.length > shown ? ` and ${pages.length - shown} more` : "";
  throw new BuildOutputError(`${problem}: ${listed}${more}`);
}
