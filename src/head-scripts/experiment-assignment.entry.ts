// What a page's inline experiment script runs (bundled by plugins/gatsby-plugin-swc-delivery/bundling/page-runtime.ts), its data in the JSON element before it.
import { assignExperiments } from "./experiment-assignment";
import type { ExperimentHeadData } from "../lib/experiment-assignment";
import { readScriptData } from "./script-data";

assignExperiments(window, readScriptData<ExperimentHeadData>(document));
