/** The five characters markup gives a meaning to, each written as a character reference. */
const MARKUP = /[&<>"']/g;
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** XML's five predefined entities (HTML 4 has no &apos;, hence &#39; above). */
const XML_ESCAPES: Record<string, string> = { ...HTML_ESCAPES, "'": '&apos;' };

/** Text safe inside an element or a quoted attribute of HTML the server writes itself. */
export function escapeHtml(text: string): string {
  return text.replace(MARKUP, (character) => HTML_ESCAPES[character] ?? character);
}

/** Text safe inside an element or a quoted attribute of XML (SVG, a payment operator's messages, S3's errors). */
export function escapeXml(text: string): string {
  return text.replace(MARKUP, (character) => XML_ESCAPES[character] ?? character);
}
