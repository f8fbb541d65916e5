import { useEffect } from 'react';
import { excerpt } from '../../../lib/format';

/** The first sentence of a text (at most `max` characters): "Our first shop. Soaps…" → "Our first shop." */
export function firstSentence(text: string, max = 120): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  const end = folded.search(/[.!?…](\s|$)/);
  return excerpt(end === -1 ? folded : folded.slice(0, end + 1), max);
}

/** Open Graph properties, as link previews (chats, social sites) read them. */
export interface OpenGraph {
  'og:title': string;
  'og:description': string;
  'og:url': string;
  'og:type': string;
  'og:image'?: string;
}

/**
 * Puts `<meta property="og:…">` tags into the head while the page is shown, and takes them (or
 * the values they replaced) back when it goes, so the next page does not preview as this one.
 */
export function useOpenGraph(properties: OpenGraph | null): void {
  const json = properties ? JSON.stringify(properties) : null;
  useEffect(() => {
    if (!json) return;
    const restore: (() => void)[] = [];
    for (const [property, content] of Object.entries(JSON.parse(json) as Record<string, string>)) {
      let tag = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
      if (tag) {
        const previous = tag.content;
        const existing = tag;
        restore.push(() => {
          existing.content = previous;
        });
      } else {
        tag = document.createElement('meta');
        tag.setAttribute('property', property);
        document.head.appendChild(tag);
        const created = tag;
        restore.push(() => created.remove());
      }
      tag.content = content;
    }
    return () => restore.forEach((undo) => undo());
  }, [json]);
}
