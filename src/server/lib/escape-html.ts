const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for use inside HTML e-mail bodies. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
}
