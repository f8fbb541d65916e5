import { isCurrencyCode, MINOR_DIGITS } from '@glowmarket/shared/currencies';
import { escapeHtml } from '@glowmarket/shared/html';
import type { Delivery, SandboxOutcome } from './http';

/**
 * The sandboxes' HTML: server pages with one inline stylesheet and forms, no script, so they run
 * under the app's CSP (style-src 'unsafe-inline', scripts from 'self' only, form-action 'self').
 * Every sandbox shows the same page; only the operator's name and facts differ.
 */

export type SandboxOperator = 'Stripe' | 'Autopay' | 'Przelewy24';

/** 12550 PLN → "125.50 PLN", with as many decimals as the currency has, digit by digit. */
export function formatMinorUnits(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  // The marketplace's own table (a forint has two digits there, as in ISO 4217, though Intl prints none).
  const digits = isCurrencyCode(code) ? MINOR_DIGITS[code] : 2;
  if (!Number.isSafeInteger(amount)) return `${amount} ${code}`;
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  const whole = digits === 0 ? text : text.slice(0, -digits);
  return `${sign}${whole}${digits === 0 ? '' : `.${text.slice(-digits)}`} ${code}`;
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f3f4f6; color: #111827; line-height: 1.5; }
  main { max-width: 36rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  .note { background: #fef3c7; border-left: 0.25rem solid #b45309; padding: 0.75rem 1rem; margin: 0 0 1.5rem; }
  .error { background: #fee2e2; border-left-color: #b91c1c; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .amount { font-size: 1.5rem; font-weight: 700; }
  fieldset { border: 1px solid #d1d5db; border-radius: 0.5rem; padding: 1rem; margin: 0; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  .choice { margin: 0 0 1rem; }
  .choice:last-child { margin-bottom: 0; }
  button { min-width: 12rem; min-height: 3rem; padding: 0.75rem 1.25rem; font: inherit; font-weight: 600;
    border: 2px solid transparent; border-radius: 0.5rem; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .success { background: #166534; color: #fff; }
  .cancel { background: #fff; color: #111827; border-color: #4b5563; }
  .failure { background: #991b1b; color: #fff; }
  .hint { display: block; margin-top: 0.25rem; color: #374151; font-size: 0.9375rem; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f9fafb; padding: 0.75rem; }
  a { color: #1d4ed8; }
  @media (max-width: 30rem) {
    main { margin: 0; border-radius: 0; }
    dl { grid-template-columns: 1fr; }
    dd { margin-bottom: 0.5rem; }
    button { width: 100%; }
  }
`;

function layout(title: string, content: string): string {
  return (
    '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
    '<meta name="robots" content="noindex">\n' +
    `<title>${escapeHtml(title)}</title>\n<style>${STYLE}</style>\n</head>\n` +
    `<body>\n<main>\n${content}\n</main>\n</body>\n</html>\n`
  );
}

const titleOf = (operator: SandboxOperator) => `Payment sandbox — ${operator}`;

const NO_MONEY = (operator: SandboxOperator) =>
  `<p class="note" role="note"><strong>No money moves.</strong> This test page is served by the marketplace ` +
  `itself and plays ${operator}’s side of the payment. The button you press makes it send ${operator}’s real ` +
  `signed notification to the marketplace, which handles it exactly as in production.</p>`;

const BUTTON_LABELS: Record<SandboxOutcome, string> = { success: 'Pay (success)', cancel: 'Cancel', failure: 'Fail' };

export interface PaymentPage {
  operator: SandboxOperator;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  description: string;
  /** The operator's id of this payment (session, transaction, token). */
  reference: string;
  /**
   * The payment as the operator's own API writes it (P24's grosze, Autopay's Polish summary), for
   * whoever compares the page with the protocol. `lang` when it is not English.
   */
  record: { text: string; lang?: string };
  /** Where the buttons post, an absolute path under the sandbox's basePath. */
  action: string;
  /** What each button makes the operator do, in the operator's terms. */
  hints: Record<SandboxOutcome, string>;
}

/** The operator's payment page: what is paid, and the three ways it can end. */
export function paymentPage(page: PaymentPage): string {
  const choices = (['success', 'cancel', 'failure'] as const)
    .map(
      (outcome) =>
        `<div class="choice"><button type="submit" name="outcome" value="${outcome}" class="${outcome}" ` +
        `aria-describedby="hint-${outcome}">${BUTTON_LABELS[outcome]}</button>` +
        `<span class="hint" id="hint-${outcome}">${escapeHtml(page.hints[outcome])}</span></div>`,
    )
    .join('\n');
  const lang = page.record.lang ? ` lang="${escapeHtml(page.record.lang)}"` : '';
  return layout(
    titleOf(page.operator),
    `<h1>${escapeHtml(titleOf(page.operator))}</h1>\n${NO_MONEY(page.operator)}\n` +
      '<dl>\n' +
      `<dt>Amount</dt><dd class="amount">${escapeHtml(formatMinorUnits(page.amount, page.currency))}</dd>\n` +
      `<dt>Description</dt><dd>${escapeHtml(page.description)}</dd>\n` +
      `<dt>${page.operator} reference</dt><dd><code>${escapeHtml(page.reference)}</code></dd>\n` +
      `<dt>As ${page.operator} records it</dt><dd${lang}><samp>${escapeHtml(page.record.text)}</samp></dd>\n` +
      '</dl>\n' +
      `<form method="post" action="${escapeHtml(page.action)}">\n<fieldset>\n` +
      '<legend>How should this payment end?</legend>\n' +
      `${choices}\n</fieldset>\n</form>`,
  );
}

/** A page that tells the buyer (the developer) one thing, with a way on when there is one. */
export function messagePage(message: {
  operator?: SandboxOperator;
  heading: string;
  text: string;
  /** Shown preformatted under the text: what the other side answered. */
  detail?: string;
  link?: { href: string; label: string };
  error?: boolean;
}): string {
  const title = message.operator ? titleOf(message.operator) : 'Payment sandbox';
  return layout(
    `${message.heading} — ${title}`,
    `<h1>${escapeHtml(message.heading)}</h1>\n` +
      `<p class="note${message.error ? ' error' : ''}" role="${message.error ? 'alert' : 'note'}">` +
      `${escapeHtml(message.text)}</p>\n` +
      (message.detail ? `<pre>${escapeHtml(message.detail)}</pre>\n` : '') +
      (message.link
        ? `<p><a href="${escapeHtml(message.link.href)}">${escapeHtml(message.link.label)}</a></p>\n`
        : '') +
      `<p>${escapeHtml(title)}: no money moves here.</p>`,
  );
}

/** Answers longer than this are cut on the error page; the status says most of it. */
const SHOWN_ANSWER_CHARS = 500;

/**
 * The page for a notification the marketplace did not accept: its status (or why it could not be
 * reached) and the start of its answer, with the way back to press the button again.
 */
export function notAcceptedPage(
  operator: SandboxOperator,
  delivery: Delivery,
  back: string,
  /** Why a reached marketplace's answer did not count, when its status alone does not say it. */
  why?: string,
): string {
  const tryAgain = `Nothing was changed on ${operator}’s side; go back to the payment page to try again.`;
  const text = delivery.reached
    ? `It answered HTTP ${delivery.status}${why ? `, but ${why}` : ''}. ${tryAgain}`
    : `It could not be reached (${delivery.error}). ${tryAgain}`;
  const answer = delivery.reached ? delivery.body.slice(0, SHOWN_ANSWER_CHARS) : '';
  return messagePage({
    operator,
    heading: 'The marketplace did not accept the notification',
    text,
    ...(answer ? { detail: `Its answer:\n${answer}` } : {}),
    link: { href: back, label: 'Back to the payment page' },
    error: true,
  });
}

/** A second press while the first one's notification is still on its way. */
export function onItsWayPage(operator: SandboxOperator, back: string): string {
  return messagePage({
    operator,
    heading: 'This payment is already being completed',
    text: 'A button was pressed for this payment a moment ago and its notification is on its way.',
    link: { href: back, label: 'Back to the payment page' },
  });
}
