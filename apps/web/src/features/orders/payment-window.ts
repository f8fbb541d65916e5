import type { StartedPayment } from '@glowmarket/shared/payments';

export type PaymentRedirect = StartedPayment['redirect'];

/**
 * Opens the window the operator's page will load in. Called synchronously in the click's handler,
 * before anything is awaited: popup blockers let a page open a window only then. Null when the
 * browser blocked it. `waitingText` fills the blank window while the payment is being started.
 */
export function openPaymentWindow(waitingText: string): Window | null {
  const target = window.open('', '_blank');
  if (!target) return null;
  try {
    target.document.title = waitingText;
    target.document.body.textContent = waitingText;
  } catch {
    // Only a courtesy: the operator's page replaces it anyway.
  }
  return target;
}

/**
 * Sends `target` (the payment window, or this one) to the operator: to its address, or by posting
 * the operator's form. The address replaces the blank page, so Back does not return to it.
 */
export function sendToOperator(target: Window, redirect: PaymentRedirect): void {
  if (redirect.kind === 'redirect') {
    target.location.replace(redirect.url);
    return;
  }
  const document = target.document;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = redirect.action;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
