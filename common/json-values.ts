/** Whether a parsed JSON value is an object with named members (not null, not an array). */
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
