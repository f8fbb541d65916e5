import { readFileSync } from 'node:fs';
import { MINOR_DIGITS, type CurrencyCode } from '@glowmarket/shared/currencies';
import { escapeHtml } from '@glowmarket/shared/html';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, resolveLanguage } from '@glowmarket/shared/i18n';
import { apiSource } from '../../paths';
import type { Mail } from './mailer';

type Texts = Record<string, unknown>;

const texts = new Map<string, Texts>(
  LANGUAGE_CODES.map((language) => [
    language,
    JSON.parse(readFileSync(apiSource(`locales/${language}/mail.json`), 'utf8')) as Texts,
  ]),
);

function lookup(language: string, key: string): string {
  const find = (tree: Texts | undefined) =>
    key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], tree);
  const text = find(texts.get(language)) ?? find(texts.get(DEFAULT_LANGUAGE));
  if (typeof text !== 'string') throw new Error(`mail text missing: ${key}`);
  return text;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export interface CodeMail {
  kind: 'verification' | 'passwordReset';
  to: string;
  language: string;
  firstName: string;
  portalName: string;
  code: string;
  link: string;
  minutes: number;
}

/** A code e-mail in the user's language, as HTML and plain text. */
export function renderCodeMail(mail: CodeMail): Mail {
  const language = resolveLanguage(mail.language) ?? DEFAULT_LANGUAGE;
  const values = { ...mail };
  const t = (key: string) => fill(lookup(language, key), values);
  const lines = [
    t('greeting'),
    '',
    t(`${mail.kind}.intro`),
    '',
    `    ${mail.code}`,
    '',
    `${t(`${mail.kind}.button`)}: ${mail.link}`,
    '',
    t(`${mail.kind}.expiry`),
    t(`${mail.kind}.ignore`),
    '',
    t('signature'),
    '',
    '--',
    t('footer'),
  ];
  const html = `<!doctype html>
<html lang="${language}"><body style="margin:0;padding:24px;background:#fff0f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#212529">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="font-size:20px;font-weight:700;color:#c2255c;margin:0 0 24px">${escapeHtml(mail.portalName)}</p>
<p>${escapeHtml(t('greeting'))}</p>
<p>${escapeHtml(t(`${mail.kind}.intro`))}</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:24px 0">${escapeHtml(mail.code)}</p>
<p><a href="${escapeHtml(mail.link)}" style="display:inline-block;background:#c2255c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px">${escapeHtml(t(`${mail.kind}.button`))}</a></p>
<p style="color:#868e96;font-size:14px">${escapeHtml(t(`${mail.kind}.expiry`))}<br>${escapeHtml(t(`${mail.kind}.ignore`))}</p>
<p>${escapeHtml(t('signature'))}</p>
<p style="color:#adb5bd;font-size:12px;border-top:1px solid #f1f3f5;padding-top:12px">${escapeHtml(t('footer'))}</p>
</div></body></html>`;
  return { to: mail.to, subject: t(`${mail.kind}.subject`), text: lines.join('\n'), html };
}

export type NoticeKind =
  | 'orderPlaced'
  | 'newOrder'
  | 'orderPaid'
  | 'orderPaidSeller'
  | 'orderShipped'
  | 'orderCancelled'
  | 'paymentReturned'
  | 'paymentReview';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Minor units as the reader's language writes them, e.g. "€30.00" or "30,00 zł". Formatters are
 * kept per language and currency: making one costs far more than using it.
 */
export function formatAmount(money: { amount: number; currency: CurrencyCode }, language: string): string {
  const key = `${language}|${money.currency}`;
  const digits = MINOR_DIGITS[money.currency];
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(money.amount / 10 ** digits);
}

export interface NoticeMail {
  kind: NoticeKind;
  to: string;
  language: string;
  /** Filled into the texts: firstName, portalName, number, trackingNumber, … */
  values: Record<string, string>;
  /** A short table: what was bought and the amounts, already formatted. */
  rows: [string, string][];
  link: string;
}

/** A notice about an order, in the reader's language, as HTML and plain text. */
export function renderNoticeMail(mail: NoticeMail): Mail {
  const language = resolveLanguage(mail.language) ?? DEFAULT_LANGUAGE;
  const t = (key: string) => fill(lookup(language, key), mail.values);
  const lines = [
    t('greeting'),
    '',
    t(`${mail.kind}.intro`),
    '',
    ...mail.rows.map(([label, value]) => `  ${label}: ${value}`),
    '',
    `${t(`${mail.kind}.button`)}: ${mail.link}`,
    '',
    t('signature'),
    '',
    '--',
    t('orderFooter'),
  ];
  const rows = mail.rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="${language}"><body style="margin:0;padding:24px;background:#fff0f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#212529">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="font-size:20px;font-weight:700;color:#c2255c;margin:0 0 24px">${escapeHtml(mail.values.portalName ?? '')}</p>
<p>${escapeHtml(t('greeting'))}</p>
<p>${escapeHtml(t(`${mail.kind}.intro`))}</p>
<table style="width:100%;border-collapse:collapse;margin:16px 0">${rows}</table>
<p><a href="${escapeHtml(mail.link)}" style="display:inline-block;background:#c2255c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px">${escapeHtml(t(`${mail.kind}.button`))}</a></p>
<p>${escapeHtml(t('signature'))}</p>
<p style="color:#adb5bd;font-size:12px;border-top:1px solid #f1f3f5;padding-top:12px">${escapeHtml(t('orderFooter'))}</p>
</div></body></html>`;
  return { to: mail.to, subject: t(`${mail.kind}.subject`), text: lines.join('\n'), html };
}

export interface MessageMail {
  kind: 'messageToSeller' | 'messageToBuyer';
  to: string;
  language: string;
  /** Filled into the texts: firstName, portalName, sender, subject. */
  values: Record<string, string>;
  /** What the sender wrote, plain text: escaped in the HTML part, its line breaks kept. */
  text: string;
  link: string;
}

/** A notice of a message between a buyer and a seller, with the message itself, in the reader's language. */
export function renderMessageMail(mail: MessageMail): Mail {
  const language = resolveLanguage(mail.language) ?? DEFAULT_LANGUAGE;
  // A question about nothing in particular has no subject of its own.
  const values = { ...mail.values, subject: mail.values.subject || lookup(language, 'messageGeneral') };
  const t = (key: string) => fill(lookup(language, key), values);
  const lines = [
    t('greeting'),
    '',
    t(`${mail.kind}.intro`),
    '',
    ...mail.text.split('\n').map((line) => `> ${line}`),
    '',
    `${t(`${mail.kind}.button`)}: ${mail.link}`,
    '',
    t('signature'),
    '',
    '--',
    t('messageFooter'),
  ];
  const quoted = escapeHtml(mail.text).replaceAll('\n', '<br>');
  const html = `<!doctype html>
<html lang="${language}"><body style="margin:0;padding:24px;background:#fff0f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#212529">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="font-size:20px;font-weight:700;color:#c2255c;margin:0 0 24px">${escapeHtml(mail.values.portalName ?? '')}</p>
<p>${escapeHtml(t('greeting'))}</p>
<p>${escapeHtml(t(`${mail.kind}.intro`))}</p>
<blockquote style="margin:16px 0;padding:12px 16px;background:#f8f9fa;border-left:4px solid #c2255c;border-radius:4px">${quoted}</blockquote>
<p><a href="${escapeHtml(mail.link)}" style="display:inline-block;background:#c2255c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px">${escapeHtml(t(`${mail.kind}.button`))}</a></p>
<p>${escapeHtml(t('signature'))}</p>
<p style="color:#adb5bd;font-size:12px;border-top:1px solid #f1f3f5;padding-top:12px">${escapeHtml(t('messageFooter'))}</p>
</div></body></html>`;
  return { to: mail.to, subject: t(`${mail.kind}.subject`), text: lines.join('\n'), html };
}
