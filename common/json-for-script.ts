/** JSON that is safe inside a <script> element: "<" cannot close it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
