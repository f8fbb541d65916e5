import { describe, expect, it } from 'vitest';
import { excerpt, pageShell, type PageHead } from './page-head';

const head: PageHead = {
  title: 'Rose <Serum> · Glowmarket',
  description: 'It’s "light" & soft',
  url: 'https://glow.example/products/1',
  properties: { 'og:title': 'Rose <Serum>', 'og:image': undefined },
  jsonLd: { '@type': 'Product', name: '</script><script>alert(1)</script>' },
};

describe('the page shell', () => {
  it('puts the head where the title was and drops the tags it replaces', () => {
    const shell = pageShell(
      [
        '<html><head>',
        '<meta charset="UTF-8" />',
        '<title>Glowmarket</title>',
        "<meta name='description' content='Default, with a > inside' />",
        '<meta property="og:title" content="Default" />',
        '<link rel="canonical" href="/" />',
        '<link rel="icon" href="/favicon.svg" />',
        '</head><body></body></html>',
      ].join('\n'),
    );
    expect(shell.withHead(head)).toBe(
      [
        '<html><head>',
        '<meta charset="UTF-8" />',
        '<title>Rose &lt;Serum&gt; · Glowmarket</title>',
        '    <meta name="description" content="It’s &quot;light&quot; &amp; soft" data-page-head />',
        '    <link rel="canonical" href="https://glow.example/products/1" data-page-head />',
        '    <meta property="og:title" content="Rose &lt;Serum&gt;" data-page-head />',
        '    <script type="application/ld+json" data-page-head>' +
          '{"@type":"Product","name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}</script>',
        '<link rel="icon" href="/favicon.svg" />',
        '</head><body></body></html>',
      ].join('\n'),
    );
  });

  it('puts the head before </head> when the shell has no title, and leaves a shell without a head alone', () => {
    expect(pageShell('<head></head>').withHead(head)).toMatch(
      /^<head><title>Rose &lt;Serum&gt; · Glowmarket<\/title>[\s\S]*<\/script><\/head>$/,
    );
    expect(pageShell('<p>no head</p>').withHead(head)).toBe('<p>no head</p>');
  });
});

describe('excerpt', () => {
  it('keeps a short text and cuts a long one at a word, ellipsis included in the length', () => {
    expect(excerpt('  A light\n serum. ')).toBe('A light serum.');
    const cut = excerpt('word '.repeat(100), 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/^word( word)*…$/);
  });
});
