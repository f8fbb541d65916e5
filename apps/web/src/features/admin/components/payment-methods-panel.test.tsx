import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { stubFetch } from '../../../test/stub-fetch';
import { PaymentMethodsPanel } from './payment-methods-panel';

setUpPageTests('admin');

const sentBody = (init: RequestInit | undefined): unknown =>
  JSON.parse(typeof init?.body === 'string' ? init.body : '');

describe('PaymentMethodsPanel', () => {
  it('shows which methods are on, and switches one on', async () => {
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/admin/payment-methods': { enabled: ['stripe', 'cod'] },
      'PUT /api/admin/payment-methods': (_path, init) => {
        sent.push(sentBody(init));
        return Response.json(sentBody(init));
      },
    });
    renderPage(<PaymentMethodsPanel />);

    expect((await screen.findByRole<HTMLInputElement>('switch', { name: 'Card (Stripe)' })).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Autopay' }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Cash on delivery' }).checked).toBe(true);
    const p24 = screen.getByRole<HTMLInputElement>('switch', { name: 'Przelewy24' });
    expect(p24.checked).toBe(false);

    fireEvent.click(p24);
    expect(await screen.findByText('Przelewy24 is now offered to buyers.')).toBeTruthy();
    expect(sent).toEqual([{ enabled: ['stripe', 'przelewy24', 'cod'] }]);
    await waitFor(() => expect(p24.checked).toBe(true));
  });

  it('warns when every method is off', async () => {
    stubFetch({ 'GET /api/admin/payment-methods': { enabled: [] } });
    renderPage(<PaymentMethodsPanel />);
    expect(await screen.findByText(/Every method is switched off/)).toBeTruthy();
  });
});
