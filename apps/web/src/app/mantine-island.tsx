import { MantineProvider } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import mantineStyles from './mantine-styles.css?inline';
import { theme } from './theme';

/**
 * Mantine's component styles, added when the first island loads, before the document's other style
 * sheets: the cascade stays as when they were part of the entry's CSS, so a class of ours on a
 * Mantine component still wins over Mantine's own rule of the same specificity, whichever loaded
 * first. Vite's own loading of a lazy chunk's CSS would append it after them instead.
 */
function addMantineStyles() {
  if (typeof document === 'undefined') return;
  // A page the server drew first (first-screen.tsx) has the styles of its first screen's
  // components in that place: the whole set replaces them.
  const drawn = document.querySelector<HTMLStyleElement>('style[data-mantine-components]');
  const style = drawn ?? document.createElement('style');
  style.dataset.mantineComponents = '';
  style.textContent = mantineStyles;
  if (!drawn) document.head.insertBefore(style, document.head.querySelector('style, link[rel="stylesheet"]'));
}
addMantineStyles();

/**
 * Mantine's provider around one part of the screen that uses Mantine components: a lazy page, the
 * toasts, the account menu, the catalog's filter drawer. Each brings it with its own code, so the
 * shell and the catalog list (plain markup) load no Mantine (decision 007). The theme's CSS
 * variables come from theme-variables.css for the whole document, so the islands leave them out.
 */
export function MantineIsland({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}

/** The page inside its own MantineIsland. */
export function withMantine<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  return function PageWithMantine(props: Props) {
    return (
      <MantineIsland>
        <Page {...props} />
      </MantineIsland>
    );
  };
}
