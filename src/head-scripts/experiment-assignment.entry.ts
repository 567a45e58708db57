// What a page's inline experiment script runs (bundled by gatsby/page-runtime.ts), its data in the JSON element before it.
import { assignExperiments, readExperimentHeadData } from "./experiment-assignment";

assignExperiments(window, readExperimentHeadData(document));
