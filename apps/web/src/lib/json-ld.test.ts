import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useJsonLd } from './json-ld';

describe('useJsonLd', () => {
  it('holds the JSON-LD in a script that no text can close', () => {
    const { unmount } = renderHook(() => useJsonLd({ name: '</script><b>' }));
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).toBe('{"name":"\\u003c/script>\\u003cb>"}');
    unmount();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('takes the place of the one the server put into the first HTML', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="application/ld+json" data-page-head>{"name":"From the server"}</script>',
    );
    const { unmount } = renderHook(() => useJsonLd({ name: 'From the app' }));
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect([...scripts].map((script) => script.textContent)).toEqual(['{"name":"From the app"}']);
    unmount();
  });
});
