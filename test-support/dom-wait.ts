import { configure } from "@testing-library/dom";
import { WAIT_MS } from "./test-limits.ts";

// Testing Library's findBy… and waitFor give up after 1 s by default: a timed assertion that fails
// on a busy machine. Their deadline is the run's one polling deadline instead: only a hang reaches it.
configure({ asyncUtilTimeout: WAIT_MS });
