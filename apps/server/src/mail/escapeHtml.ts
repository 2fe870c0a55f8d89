const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text as HTML that shows it and nothing more: in element content and in quoted attribute
 * values alike. Every value a mail's HTML part carries goes through this, names typed by drivers
 * (own options) and clients (their name) included.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}
