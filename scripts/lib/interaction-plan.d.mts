// Types of interaction-plan.mjs for the TypeScript tests that read the plan.
import type { Locator, Page } from "@playwright/test";

/** One answer condition, checked in the page by answer-probe.mjs. */
export type AnswerCondition = Record<string, unknown>;
export interface Step {
  name: string;
  target: (page: Page) => Locator;
  answer: AnswerCondition[];
  type?: string;
}
export interface Visit {
  name: string;
  steps: Step[];
  consentStored: boolean;
}
export declare const VIEWPORTS: Record<"phone" | "desktop", { viewport: { width: number; height: number }; deviceScaleFactor: number; isMobile: boolean; hasTouch: boolean }>;
export declare function visitsFor(path: string, viewportName: string, phase: string, options?: { menusOnly?: boolean }): Visit[];
export declare const MENU_STEP_NAMES: Set<string>;
export declare function typedSteps(steps: Step[]): Step[];
