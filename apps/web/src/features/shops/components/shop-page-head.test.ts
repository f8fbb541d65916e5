import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { firstSentence, useOpenGraph, type OpenGraph } from './shop-page-head';

describe('firstSentence', () => {
  it('takes the text up to the end of its first sentence', () => {
    expect(firstSentence('Our first shop.  Soaps and serums, made next door.')).toBe('Our first shop.');
    expect(firstSentence('Open late! Come by.')).toBe('Open late!');
    // A dot inside a number does not end a sentence.
    expect(firstSentence('Open 9.30–17.00 daily. Welcome.')).toBe('Open 9.30–17.00 daily.');
    expect(firstSentence('No full stop here')).toBe('No full stop here');
  });

  it('shortens a long first sentence at a word', () => {
    const sentence = firstSentence(`${'word '.repeat(40)}end.`, 50);
    expect(sentence.length).toBeLessThanOrEqual(51);
    expect(sentence.endsWith('…')).toBe(true);
  });
});

const preview: OpenGraph = {
  'og:title': 'Różana Manufaktura Kraków',
  'og:description': 'Our first shop. · Kraków',
  'og:url': 'https://shop.example/shops/1',
  'og:type': 'website',
  'og:image': 'https://shop.example/uploads/s-1600.webp',
};

const content = (property: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content;

describe('the shop page’s head', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('holds the Open Graph tags while the page is shown and restores the page’s own after', () => {
    const siteWide = document.createElement('meta');
    siteWide.setAttribute('property', 'og:title');
    siteWide.content = 'Glowmarket';
    document.head.appendChild(siteWide);

    const { unmount } = renderHook(() => useOpenGraph(preview));
    expect(content('og:title')).toBe('Różana Manufaktura Kraków');
    expect(content('og:image')).toBe('https://shop.example/uploads/s-1600.webp');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);

    unmount();
    expect(content('og:title')).toBe('Glowmarket');
    expect(content('og:image')).toBeUndefined();
  });
});
