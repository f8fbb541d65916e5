import { useEffect } from 'react';

/** Puts schema.org data into a `<script type="application/ld+json">` in the head while the page is shown. */
export function useJsonLd(data: Record<string, unknown> | null): void {
  const json = data ? JSON.stringify(data) : null;
  useEffect(() => {
    if (!json) return;
    // The server's copy for the first page (data-page-head) would describe it twice, or a page left behind.
    document.head.querySelectorAll('script[type="application/ld+json"][data-page-head]').forEach((old) => old.remove());
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    // `<` escaped so a text of the page can never close the script element.
    script.textContent = json.replace(/</g, '\\u003c');
    document.head.appendChild(script);
    return () => script.remove();
  }, [json]);
}
