// The project's TypeScript programs, each with its tsconfig: the web app, its build tooling, the
// server, and the scripts and tests around them. The type-check (scripts/typecheck.mjs) checks each,
// and lint's type-aware rules read types through the same programs (eslint.config.js).
export const TYPESCRIPT_PROGRAMS = ["web/tsconfig.json", "web/tsconfig.node.json", "server/tsconfig.json", "tsconfig.json"];
