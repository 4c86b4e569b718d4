import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts between tests only when the runner's globals are on; ours are not.
afterEach(() => cleanup());
