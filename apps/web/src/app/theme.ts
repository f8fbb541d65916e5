import { DIALOG_TRANSITION_MS } from '@glowmarket/shared/constants';
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const rose: MantineColorsTuple = [
  '#fff0f6',
  '#ffdeeb',
  '#fcc2d7',
  '#faa2c1',
  '#f783ac',
  '#f06595',
  '#e64980',
  '#d6336c',
  '#c2255c',
  '#a61e4d',
];

export const theme = createTheme({
  primaryColor: 'rose',
  primaryShade: 8,
  colors: { rose },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // What `Modal.extend(…)` returns, written out: importing Modal here would put the dialog's
    // code (focus trap, scroll lock, portal) into the first page every visitor loads.
    Modal: { defaultProps: { transitionProps: { transition: 'fade', duration: DIALOG_TRANSITION_MS } } },
  },
});
