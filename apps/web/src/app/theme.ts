import { DIALOG_TRANSITION_MS } from '@glowmarket/shared/constants';
import { createTheme, type MantineColorsTuple } from '@mantine/core';
import i18n from 'i18next';
import classes from './theme.module.css';

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

/*
 * Mantine's own shades, darkened where they carry text (WCAG 2.1 AA, decision 019): shades 6–9 of
 * every status colour read at 4.5:1 on white (red 6 is the error text, the filled variant is
 * shade 8 under white text, the light variant is shade 9 on shade 1). Grey 6 is the dimmed text
 * (Mantine's #868e96 read at 3.3:1), grey 5 the placeholder, grey 4 the border of inputs and
 * checkboxes (3:1 for controls). theme-contrast.test.ts measures all of it.
 */
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#8e9296',
  '#70757a',
  '#62686e',
  '#495057',
  '#343a40',
  '#212529',
];
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#c74141',
  '#c43333',
  '#bc2929',
  '#aa2323',
];
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#b1580e',
  '#b24a05',
  '#ab4109',
  '#9f350b',
];
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#936803',
  '#935f00',
  '#905400',
  '#8a4700',
];
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#2b803a',
  '#257934',
  '#227131',
  '#20652e',
];
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#0d805d',
  '#097958',
  '#077151',
  '#066548',
];
const cyan: MantineColorsTuple = [
  '#e3fafc',
  '#c5f6fa',
  '#99e9f2',
  '#66d9e8',
  '#3bc9db',
  '#22b8cf',
  '#0f7c8b',
  '#0c7484',
  '#0a6d7d',
  '#096172',
];
const blue: MantineColorsTuple = [
  '#e7f5ff',
  '#d0ebff',
  '#a5d8ff',
  '#74c0fc',
  '#4dabf7',
  '#339af0',
  '#1c73bf',
  '#186cb8',
  '#1665ad',
  '#165a9a',
];
const grape: MantineColorsTuple = [
  '#f8f0fc',
  '#f3d9fa',
  '#eebefa',
  '#e599f7',
  '#da77f2',
  '#cc5de8',
  '#a943c3',
  '#a33abc',
  '#9935b1',
  '#862e9c',
];
const lime: MantineColorsTuple = [
  '#f4fce3',
  '#e9fac8',
  '#d8f5a2',
  '#c0eb75',
  '#a9e34b',
  '#94d82d',
  '#507c12',
  '#4a760e',
  '#436e0a',
  '#3e6309',
];

export const theme = createTheme({
  primaryColor: 'rose',
  primaryShade: 8,
  colors: { rose, gray, red, orange, yellow, green, teal, cyan, blue, grape, lime },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // What `Modal.extend(…)` returns, written out: importing Modal here would put the dialog's
    // code (focus trap, scroll lock, portal) into the first page every visitor loads.
    // A function, so the dialogs' close button is named in the language shown when they open.
    Modal: {
      defaultProps: () => ({
        transitionProps: { transition: 'fade', duration: DIALOG_TRANSITION_MS },
        closeButtonProps: { 'aria-label': i18n.t('close', { ns: 'common' }) },
      }),
    },
    Drawer: { defaultProps: () => ({ closeButtonProps: { 'aria-label': i18n.t('close', { ns: 'common' }) } }) },
    // Every input (TextInput, Select, PasswordInput… are built on Input) shows a focus ring.
    Input: { classNames: { input: classes.input } },
  },
});
