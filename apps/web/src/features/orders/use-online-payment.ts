import type { OnlinePaymentMethod, StartedPayment } from '@glowmarket/shared/payments';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useStartPayment } from './api/start-payment';
import { openPaymentWindow, sendToOperator } from './payment-window';

/** What the buyer asked to pay with: Autopay names the seller's order. */
export interface OnlineChoice {
  method: OnlinePaymentMethod;
  orderId?: string;
  /** The operator's page opens in a new window (the payment options say so beforehand). */
  newWindow: boolean;
}

export type PaymentStep =
  | { kind: 'idle' }
  /** The payment is being started with the operator. */
  | { kind: 'starting' }
  /** The operator's page is open in `target`; the payment is followed from here. */
  | { kind: 'waiting'; choice: OnlineChoice; payment: StartedPayment; target: Window }
  /** The browser refused the new window: the buyer continues in this tab. */
  | { kind: 'blocked'; payment: StartedPayment }
  /** This tab is on its way to the operator. */
  | { kind: 'leaving' };

const sameChoice = (a: OnlineChoice, b: OnlineChoice) => a.method === b.method && a.orderId === b.orderId;

/**
 * Paying a purchase with an online operator. `pay` must run in a click's handler: it opens the
 * payment window before the payment is started (popup blockers allow no later), starts it with an
 * Idempotency-Key, then sends the window (or this tab) to the operator. A key belongs to one
 * attempt: clicking again after a lost answer sends it again, so the server answers the payment it
 * may already have started; a started or refused attempt is never repeated, the next gets a new key.
 */
export function useOnlinePayment(groupId: string) {
  const { t } = useTranslation('orders');
  const start = useStartPayment();
  const [step, setStep] = useState<PaymentStep>({ kind: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  // What the buyer tried last: the list of methods comes back with it chosen.
  const [lastChoice, setLastChoice] = useState<OnlineChoice | null>(null);
  const unanswered = useRef<{ choice: OnlineChoice; key: string } | null>(null);

  function keyFor(choice: OnlineChoice): string {
    if (unanswered.current && sameChoice(unanswered.current.choice, choice)) return unanswered.current.key;
    const key = crypto.randomUUID();
    unanswered.current = { choice, key };
    return key;
  }

  function closePaymentWindow() {
    if (step.kind === 'waiting' && !step.target.closed) step.target.close();
  }

  function pay(choice: OnlineChoice) {
    closePaymentWindow();
    setFailure(null);
    setLastChoice(choice);
    setStep({ kind: 'starting' });
    const target = choice.newWindow ? openPaymentWindow(t('payment.opening')) : null;
    start.mutate(
      { groupId, method: choice.method, orderId: choice.orderId, idempotencyKey: keyFor(choice) },
      {
        onSuccess: (payment) => {
          unanswered.current = null;
          if (payment.newWindow && target) {
            sendToOperator(target, payment.redirect);
            setStep({ kind: 'waiting', choice, payment, target });
          } else if (payment.newWindow) {
            setStep({ kind: 'blocked', payment });
          } else {
            target?.close();
            setStep({ kind: 'leaving' });
            sendToOperator(window, payment.redirect);
          }
        },
        onError: (error) => {
          target?.close();
          const code = error instanceof ApiError ? error.code : 'internal_error';
          // Only an answer that never came may have started a payment under this key.
          if (code !== 'network_error') unanswered.current = null;
          setStep({ kind: 'idle' });
          setFailure(t(`errors.${code}`, { ns: 'common', defaultValue: t('errors.internal_error', { ns: 'common' }) }));
        },
      },
    );
  }

  /** Back to the list of methods, the payment window (if any) closed. */
  function chooseAgain() {
    closePaymentWindow();
    setFailure(null);
    setStep({ kind: 'idle' });
  }

  return { step, pay, chooseAgain, failure, lastChoice };
}
