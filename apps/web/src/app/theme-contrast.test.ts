import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = (hex.slice(1).match(/../g) ?? []).map((part) => {
    const value = Number.parseInt(part, 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';
const colors = theme.colors ?? {};
const shade = (name: string, index: number) => colors[name]?.[index] ?? '';
const STATUS_COLORS = ['red', 'orange', 'yellow', 'green', 'teal', 'cyan', 'blue', 'grape', 'lime'];

describe('theme colours (WCAG 2.1 AA)', () => {
  it('dimmed text (grey 6) reads at 4.5:1 on white and on the footer’s grey', () => {
    expect(contrast(shade('gray', 6), WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shade('gray', 6), shade('gray', 0))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shade('gray', 6), shade('gray', 1))).toBeGreaterThanOrEqual(4.5);
  });

  it('borders of inputs and checkboxes (grey 4) stand out at 3:1', () => {
    expect(contrast(shade('gray', 4), WHITE)).toBeGreaterThanOrEqual(3);
  });

  it.each(STATUS_COLORS)('%s: shades 6–9 read as text on white, filled and light variants read', (name) => {
    for (const index of [6, 7, 8, 9]) expect(contrast(shade(name, index), WHITE)).toBeGreaterThanOrEqual(4.5);
    // Filled variant (primaryShade 8) under white text; light variant (shade 9 on shade 1).
    expect(contrast(WHITE, shade(name, theme.primaryShade as number))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shade(name, 9), shade(name, 1))).toBeGreaterThanOrEqual(4.5);
  });

  it('the brand rose: buttons, links and the light variant read at 4.5:1', () => {
    expect(contrast(WHITE, shade('rose', 8))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shade('rose', 9), shade('rose', 1))).toBeGreaterThanOrEqual(4.5);
  });
});
