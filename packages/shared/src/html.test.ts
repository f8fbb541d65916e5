import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml } from './html';

describe('escapeHtml', () => {
  it('writes & < > " and \' as character references', () => {
    expect(escapeHtml(`Rose <Serum> & "light" 'soft'`)).toBe(
      'Rose &lt;Serum&gt; &amp; &quot;light&quot; &#39;soft&#39;',
    );
  });

  it('leaves other text as it is, an ampersand already escaped included', () => {
    expect(escapeHtml('Zażółć gęślą jaźń · 42 %')).toBe('Zażółć gęślą jaźń · 42 %');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('keeps a script element and an attribute closed', () => {
    expect(escapeHtml('</script><script>alert(1)</script>')).not.toMatch(/[<>]/);
    expect(escapeHtml('" onmouseover="alert(1)')).not.toContain('"');
  });
});

describe('escapeXml', () => {
  it("writes & < > \" and ' as XML's predefined entities", () => {
    expect(escapeXml(`Rose <Serum> & "light" 'soft'`)).toBe(
      'Rose &lt;Serum&gt; &amp; &quot;light&quot; &apos;soft&apos;',
    );
  });
});
