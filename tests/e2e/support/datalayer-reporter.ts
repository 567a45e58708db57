import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Prints, at the end of a browser run, how many dataLayer pushes the
 * fixtures validated against docs/gtm/datalayer.schema.json, in how many
 * tests, and how many tests a schema failure failed.
 */
export default class DataLayerReporter implements Reporter {
  private pushes = 0;
  private tests = 0;
  private schemaFailures = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    const validated = result.annotations.find((annotation) => annotation.type === "dataLayer pushes validated");
    if (validated) {
      this.pushes += Number(validated.description);
      this.tests++;
    }
    if (result.errors.some((error) => error.message?.includes("break the schema"))) this.schemaFailures++;
  }

  onEnd() {
    console.log(`dataLayer: ${this.pushes} pushes validated against the schema in ${this.tests} test runs; ${this.schemaFailures} failed by a schema break`);
  }
}
