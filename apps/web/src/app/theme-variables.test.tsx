import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from './theme';

/** The CSS without comments, white space and quote style, so formatting does not count. */
function squeeze(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, '')
    .replace(/"/g, "'");
}

afterEach(cleanup);

describe('theme-variables.css', () => {
  it("holds exactly the variables Mantine's provider generates for the theme", () => {
    // jsdom has no matchMedia; the provider asks it whether the system prefers dark.
    window.matchMedia = () =>
      ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }) as never;
    render(
      <MantineProvider theme={theme}>
        <p>page</p>
      </MantineProvider>,
    );
    const generated = document.querySelector('style[data-mantine-styles]')?.innerHTML ?? '';
    const file = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'theme-variables.css'), 'utf8');
    expect(generated).not.toBe('');
    expect(squeeze(file), `app/theme-variables.css should read:\n${generated}`).toBe(squeeze(generated));
  });
});
