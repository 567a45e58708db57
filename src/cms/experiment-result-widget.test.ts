import { sampleRatioText, type ResultAnswer } from "./experiment-result-widget";

/** An answer of the local backend with only the sample-ratio check filled in. */
const answer = (sampleRatio: ResultAnswer["report"]["sampleRatio"]) =>
  ({ report: { experiment: { split: [50, 50] }, sampleRatio }, leadsFrom: ".data/leads", exposuresFrom: null }) as unknown as ResultAnswer;

describe("an experiment's result in the CMS", () => {
  it("says the sample-ratio check in words: not checked without exposures, passed, or a mismatch not to read", () => {
    expect(sampleRatioText(answer(null))).toBe("Sample ratio: not checked yet (needs the exposures).");
    expect(sampleRatioText(answer({ chiSquare: 0.6, pValue: 0.4386, mismatch: false }))).toBe("Sample ratio: the exposures match the 50/50 split (p = 0.44).");
    expect(sampleRatioText(answer({ chiSquare: 19.05, pValue: 1.27e-5, mismatch: true }))).toBe(
      "Sample ratio mismatch: the exposures do not match the 50/50 split (p = 1.3e-5). Do not read this result; find the cause.",
    );
  });
});
