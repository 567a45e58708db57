// Types of answer-probe.mjs for the TypeScript tests that run it in a document.
/** Installs window.__answerProbe: { arm(answer, giveUpMs), result(), hydrated() }. */
export declare function installAnswerProbe(): void;
