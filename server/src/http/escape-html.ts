/** Text made safe to put in HTML, between tags or inside a double-quoted attribute: a person's words are shown as text, never read as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
