import type { PaymentState } from '@glowmarket/shared/payments';
import { useEffect, useEffectEvent } from 'react';

/**
 * How /payment-result, open in the operator's window, tells the tab the buyer paid from how the
 * payment ended, so that tab updates at once instead of at its next poll. Same origin only: a
 * BroadcastChannel reaches this site's other tabs, a message to the opener is checked for origin.
 */
const CHANNEL = 'glowmarket-payments';
const MESSAGE_TYPE = 'glowmarket-payment';

interface PaymentAnnouncement {
  type: typeof MESSAGE_TYPE;
  paymentId: string;
  state: PaymentState;
}

function isAnnouncement(data: unknown): data is PaymentAnnouncement {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message.type === MESSAGE_TYPE && typeof message.paymentId === 'string' && typeof message.state === 'string';
}

/** The window that opened this one, when it is one of this site's pages (the tab the buyer paid from). */
export function sameOriginOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    return opener && opener !== window && opener.location.origin === window.location.origin ? opener : null;
  } catch {
    // Another site's window: reading its location throws.
    return null;
  }
}

/** Tells this site's other tabs, and the opener, how payment `paymentId` ended. */
export function announcePaymentOutcome(paymentId: string, state: PaymentState): void {
  const message: PaymentAnnouncement = { type: MESSAGE_TYPE, paymentId, state };
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(message);
    channel.close();
  } else {
    sameOriginOpener()?.postMessage(message, window.location.origin);
  }
}

/** Calls `onOutcome` when another tab or window announces how payment `paymentId` ended. */
export function usePaymentAnnouncements(paymentId: string, onOutcome: (state: PaymentState) => void): void {
  const handle = useEffectEvent((data: unknown) => {
    if (isAnnouncement(data) && data.paymentId === paymentId) onOutcome(data.state);
  });
  useEffect(() => {
    const fromOpened = (event: MessageEvent) => {
      if (event.origin === window.location.origin) handle(event.data);
    };
    window.addEventListener('message', fromOpened);
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    if (channel) channel.onmessage = (event: MessageEvent) => handle(event.data);
    return () => {
      window.removeEventListener('message', fromOpened);
      channel?.close();
    };
  }, []);
}
