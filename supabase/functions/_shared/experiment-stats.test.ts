/** @jest-environment node */
import { logGamma, probabilityToBeat, sampleRatioMismatch, upliftInterval, upperGammaQ, visitorsPerVariant, conversionRate } from "./experiment-stats";

/** P(B > A) by integrating f_B(x)·F_A(x) with Simpson's rule: an independent check of the closed form. */
function integrated(a: { exposures: number; leads: number }, b: { exposures: number; leads: number }): number {
  const pdf = (alpha: number, beta: number) => (x: number) => (x <= 0 || x >= 1 ? 0 : Math.exp((alpha - 1) * Math.log(x) + (beta - 1) * Math.log(1 - x) + logGamma(alpha + beta) - logGamma(alpha) - logGamma(beta)));
  const fA = pdf(1 + a.leads, 1 + a.exposures - a.leads);
  const fB = pdf(1 + b.leads, 1 + b.exposures - b.leads);
  const steps = 20_000;
  const h = 1 / steps;
  let cdfA = 0;
  let total = 0;
  for (let i = 0; i < steps; i++) {
    const x = i * h;
    cdfA += ((fA(x) + 4 * fA(x + h / 2) + fA(x + h)) * h) / 6;
    total += ((fB(x + h) * cdfA) * h);
  }
  return total;
}

describe("logGamma", () => {
  it("matches factorials and Γ(1/2) = √π", () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(101)).toBeCloseTo(363.73937555556347, 9);
  });
});

describe("probability to beat the control", () => {
  it("is ½ with no data, and ⅓ or ⅔ after a single lead (worked by hand: ∫ 2y(1 − y) dy = ⅓)", () => {
    expect(probabilityToBeat({ exposures: 0, leads: 0 }, { exposures: 0, leads: 0 })).toBeCloseTo(0.5, 12);
    expect(probabilityToBeat({ exposures: 1, leads: 1 }, { exposures: 0, leads: 0 })).toBeCloseTo(1 / 3, 12);
    expect(probabilityToBeat({ exposures: 0, leads: 0 }, { exposures: 1, leads: 1 })).toBeCloseTo(2 / 3, 12);
  });

  it.each([
    [{ exposures: 1000, leads: 100 }, { exposures: 1000, leads: 120 }],
    [{ exposures: 4000, leads: 60 }, { exposures: 4100, leads: 52 }],
    [{ exposures: 250, leads: 9 }, { exposures: 240, leads: 14 }],
  ])("agrees with numerical integration for %j against %j, and P(B>A) + P(A>B) = 1", (a, b) => {
    const p = probabilityToBeat(a, b);
    expect(p).toBeCloseTo(integrated(a, b), 4);
    expect(p + probabilityToBeat(b, a)).toBeCloseTo(1, 10);
  });

  it("gives 100 vs 120 leads of 1,000 a probability near 92 %", () => {
    expect(probabilityToBeat({ exposures: 1000, leads: 100 }, { exposures: 1000, leads: 120 })).toBeGreaterThan(0.91);
    expect(probabilityToBeat({ exposures: 1000, leads: 100 }, { exposures: 1000, leads: 120 })).toBeLessThan(0.93);
  });

  it("refuses more leads than exposures", () => {
    expect(() => probabilityToBeat({ exposures: 1, leads: 2 }, { exposures: 1, leads: 0 })).toThrow(/leads ≤ exposures/);
  });
});

describe("credible interval of the uplift", () => {
  const control = { exposures: 1000, leads: 100 };
  const variant = { exposures: 1000, leads: 120 };
  const interval = upliftInterval(control, variant);

  it("is the same on every run, and its draws agree with the closed form", () => {
    expect(upliftInterval(control, variant)).toEqual(interval);
    expect(Math.abs(interval.beatShare - probabilityToBeat(control, variant))).toBeLessThan(0.005);
  });

  it("centres on the ratio of the rates and spans zero when the evidence is weak", () => {
    // Posterior means 121/1002 over 101/1002: +19.8 %; the normal approximation of the log ratio gives about −7 % to +54 %.
    expect(interval.median).toBeGreaterThan(0.17);
    expect(interval.median).toBeLessThan(0.21);
    expect(interval.low).toBeGreaterThan(-0.12);
    expect(interval.low).toBeLessThan(-0.03);
    expect(interval.high).toBeGreaterThan(0.48);
    expect(interval.high).toBeLessThan(0.6);
    expect(conversionRate(variant)).toBe(0.12);
  });
});

describe("sample ratio mismatch", () => {
  it("matches the chi-square table: p = 0.05 at 3.841 (1 degree of freedom) and 5.991 (2)", () => {
    expect(upperGammaQ(0.5, 3.841459 / 2)).toBeCloseTo(0.05, 6);
    expect(upperGammaQ(1, 5.991465 / 2)).toBeCloseTo(0.05, 6);
    expect(upperGammaQ(0.5, 2)).toBeCloseTo(0.0455003, 6);
  });

  it("passes an even split and a plausible one, and flags 5,300 against 4,700", () => {
    expect(sampleRatioMismatch([5000, 5000], [50, 50])).toEqual({ chiSquare: 0, pValue: 1, mismatch: false });
    const plausible = sampleRatioMismatch([5100, 4900], [50, 50]);
    expect(plausible.chiSquare).toBeCloseTo(4, 10);
    expect(plausible.pValue).toBeCloseTo(0.0455, 4);
    expect(plausible.mismatch).toBe(false);
    const broken = sampleRatioMismatch([5300, 4700], [50, 50]);
    expect(broken.chiSquare).toBeCloseTo(36, 10);
    expect(broken.pValue).toBeLessThan(1e-8);
    expect(broken.mismatch).toBe(true);
    expect(sampleRatioMismatch([2000, 3000, 5000], [20, 30, 50]).chiSquare).toBe(0);
  });
});

describe("visitors each variant needs", () => {
  it("matches the usual calculators: 8,158 to see +20 % on a 5 % rate", () => {
    expect(visitorsPerVariant(0.05, 0.2)).toBe(8158);
  });
});
