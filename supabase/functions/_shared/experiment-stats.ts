/**
 * The statistics of an experiment report, Bayesian with a uniform prior:
 * each variant's conversion rate is Beta(1 + leads, 1 + exposures − leads).
 * - probabilityToBeat: P(rate of B > rate of A), in closed form (Evan Miller's
 *   sum, in log space, exact for integer counts);
 * - upliftInterval: the credible interval of the relative uplift B/A − 1,
 *   from draws of both posteriors with a seeded generator (the same report
 *   every run);
 * - sampleRatioMismatch: Pearson's chi-square of the exposures against the
 *   split, with its p-value; a small p-value means assignment or counting is
 *   broken and the result must not be read.
 * - visitorsPerVariant: how many exposures each variant needs before a given
 *   uplift can be told from noise (two-sided 5 %, power 80 %).
 */

export interface VariantCounts {
  exposures: number;
  leads: number;
}

const LANCZOS = [676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];

/** ln Γ(x) for x > 0 (Lanczos, g = 7: about 15 significant digits). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = 0.99999999999980993;
  LANCZOS.forEach((c, i) => (sum += c / (z + i + 1)));
  const t = z + LANCZOS.length - 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

function posterior({ exposures, leads }: VariantCounts): { alpha: number; beta: number } {
  if (!Number.isInteger(leads) || !Number.isInteger(exposures) || leads < 0 || leads > exposures) throw new Error(`Counts must be whole numbers with leads ≤ exposures (got ${leads} of ${exposures})`);
  return { alpha: 1 + leads, beta: 1 + exposures - leads };
}

/** A share as the reports write it: 0.8712 → "87.1 %". */
export function percentText(value: number, digits = 1): string {
  return `${(value * 100).toFixed(digits)} %`;
}

/** A relative change with its sign: 0.623 → "+62.3 %". */
export function signedPercentText(value: number): string {
  return `${value >= 0 ? "+" : ""}${(value * 100).toFixed(1)} %`;
}

export function conversionRate({ exposures, leads }: VariantCounts): number {
  return exposures === 0 ? 0 : leads / exposures;
}

/** P(rate of `variant` > rate of `control`) under the Beta posteriors. */
export function probabilityToBeat(control: VariantCounts, variant: VariantCounts): number {
  const a = posterior(control);
  const b = posterior(variant);
  let total = 0;
  for (let i = 0; i < b.alpha; i++) {
    total += Math.exp(logBeta(a.alpha + i, a.beta + b.beta) - Math.log(b.beta + i) - logBeta(1 + i, b.beta) - logBeta(a.alpha, a.beta));
  }
  return Math.min(1, Math.max(0, total));
}

/** A small seeded generator (mulberry32), so a report is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function standardNormal(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** A Gamma(shape, 1) draw (Marsaglia and Tsang), for shape ≥ 1. */
function gamma(shape: number, random: () => number): number {
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = standardNormal(random);
    const v = (1 + c * x) ** 3;
    if (v <= 0) continue;
    const u = random();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}

function betaDraw(alpha: number, beta: number, random: () => number): number {
  const x = gamma(alpha, random);
  return x / (x + gamma(beta, random));
}

export interface UpliftInterval {
  /** median relative uplift of the variant over the control (0.1 = +10 %) */
  median: number;
  low: number;
  high: number;
  /** share of draws in which the variant's rate was higher: a check on probabilityToBeat */
  beatShare: number;
}

/** The `level` credible interval of variant/control − 1, from `draws` pairs of posterior draws. */
export function upliftInterval(control: VariantCounts, variant: VariantCounts, { level = 0.95, draws = 100_000, seed = 46 } = {}): UpliftInterval {
  const a = posterior(control);
  const b = posterior(variant);
  const random = seededRandom(seed);
  const uplifts = new Float64Array(draws);
  let beats = 0;
  for (let i = 0; i < draws; i++) {
    const rateA = betaDraw(a.alpha, a.beta, random);
    const rateB = betaDraw(b.alpha, b.beta, random);
    uplifts[i] = rateB / rateA - 1;
    if (rateB > rateA) beats++;
  }
  uplifts.sort();
  const at = (q: number) => uplifts[Math.min(draws - 1, Math.floor(q * draws))];
  return { median: at(0.5), low: at((1 - level) / 2), high: at(1 - (1 - level) / 2), beatShare: beats / draws };
}

/** Regularized upper incomplete gamma Q(s, x) (series below s + 1, continued fraction above). */
export function upperGammaQ(s: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefix = -x + s * Math.log(x) - logGamma(s);
  if (x < s + 1) {
    let term = 1 / s;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (s + n);
      sum += term;
    }
    return 1 - sum * Math.exp(logPrefix);
  }
  const tiny = 1e-300;
  let b = x + 1 - s;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - s);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(logPrefix) * h;
}

/** Below this p-value the exposures do not match the split: the usual threshold for a sample-ratio-mismatch alarm. */
export const SRM_P_VALUE = 0.001;

export interface SampleRatioCheck {
  chiSquare: number;
  pValue: number;
  mismatch: boolean;
}

/** Pearson's chi-square of the observed exposures against the split (percent per variant). */
export function sampleRatioMismatch(exposures: readonly number[], split: readonly number[]): SampleRatioCheck {
  const total = exposures.reduce((sum, count) => sum + count, 0);
  const shares = split.reduce((sum, share) => sum + share, 0);
  const chiSquare = exposures.reduce((sum, observed, i) => {
    const expected = (total * split[i]) / shares;
    return expected === 0 ? sum : sum + (observed - expected) ** 2 / expected;
  }, 0);
  const pValue = total === 0 ? 1 : upperGammaQ((exposures.length - 1) / 2, chiSquare / 2);
  return { chiSquare, pValue, mismatch: pValue < SRM_P_VALUE };
}

/**
 * Exposures each variant needs to detect a relative uplift of the conversion
 * rate `baseRate` (two-sided α = 5 %, power 80 %: z = 1.96 and 0.8416).
 */
export function visitorsPerVariant(baseRate: number, relativeUplift: number): number {
  const p2 = baseRate * (1 + relativeUplift);
  const mean = (baseRate + p2) / 2;
  const z = 1.959964 * Math.sqrt(2 * mean * (1 - mean)) + 0.841621 * Math.sqrt(baseRate * (1 - baseRate) + p2 * (1 - p2));
  return Math.ceil((z * z) / (p2 - baseRate) ** 2);
}
