import { MantineProvider } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { theme } from './theme';

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
