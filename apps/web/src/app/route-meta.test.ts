import { afterEach, describe, expect, it } from 'vitest';
import { setMetaDescription } from './route-meta';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('setMetaDescription', () => {
  it('creates the description tag when the page has none', () => {
    setMetaDescription('Cosmetics straight from their makers');
    const tags = document.head.querySelectorAll('meta[name="description"]');
    expect(tags).toHaveLength(1);
    expect(tags[0]?.getAttribute('content')).toBe('Cosmetics straight from their makers');
  });

  it('updates the existing tag instead of adding another', () => {
    setMetaDescription('first');
    setMetaDescription('second');
    const tags = document.head.querySelectorAll('meta[name="description"]');
    expect(tags).toHaveLength(1);
    expect(tags[0]?.getAttribute('content')).toBe('second');
  });
});
