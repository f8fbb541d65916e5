import type { Batch } from '@glowmarket/shared/cosmetics';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { stubFetch } from '../../../test/stub-fetch';
import { BatchesSection } from './batch-section';

setUpPageTests('catalog', 'productLabel');

const PRODUCT = '6f1c2a9e-5b8d-4c1e-9a7f-2d3b4c5d6e7f';
const BATCHES = `/api/seller/products/${PRODUCT}/batches`;

const batches: Batch[] = [
  { id: 'b1', code: 'L2301', expiresOn: '2026-10-31', quantity: 3, expired: true, expiresSoon: false },
  { id: 'b2', code: 'L2412', expiresOn: '2027-01-15', quantity: 8, expired: false, expiresSoon: true },
  { id: 'b3', code: 'L2507', expiresOn: '2028-06-30', quantity: 20, expired: false, expiresSoon: false },
];

const refused = (status: number, code: string, error: string) => () => Response.json({ error, code }, { status });

function fillNewBatch(code: string, date: string, quantity: string) {
  const form = screen.getByRole('form', { name: 'Add a batch' });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Batch code' }), { target: { value: code } });
  fireEvent.change(within(form).getByLabelText(/Expiry date/), { target: { value: date } });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Quantity' }), { target: { value: quantity } });
  fireEvent.click(within(form).getByRole('button', { name: 'Add batch' }));
  return form;
}

describe('BatchesSection', () => {
  it('lists the batches with their dates, quantities and expiry badges', async () => {
    stubFetch({ [BATCHES]: batches });
    renderPage(<BatchesSection productId={PRODUCT} />);

    const table = await screen.findByRole('table', { name: /The product's batches/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['L2301', 'L2412', 'L2507']);
    expect(within(rows[0] as HTMLElement).getByText('Expired')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('October 31, 2026')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Expires soon')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByText(/Expire/)).toBeNull();
  });

  it('shows a taken batch code on the code field, translated', async () => {
    stubFetch({
      [`GET ${BATCHES}`]: batches,
      [`POST ${BATCHES}`]: refused(409, 'batch_code_taken', 'Batch code taken'),
    });
    renderPage(<BatchesSection productId={PRODUCT} />);
    await screen.findByRole('table', { name: /The product's batches/ });

    const form = fillNewBatch('L2412', '2027-05-01', '5');

    const code = within(form).getByRole('textbox', { name: 'Batch code' });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('This product already has a batch with this code.')).toBeTruthy();
  });

  it('shows a past expiry date on the date field of a batch being changed', async () => {
    stubFetch({
      [`GET ${BATCHES}`]: batches,
      [`PUT ${BATCHES}/b3`]: refused(422, 'batch_expiry_past', 'Expiry past'),
    });
    renderPage(<BatchesSection productId={PRODUCT} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Change batch L2507' }));
    const form = screen.getByRole('form', { name: 'Change batch L2507' });
    fireEvent.change(within(form).getByLabelText(/Expiry date/), { target: { value: '2026-01-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save batch' }));

    expect(await within(form).findByText('This date has passed: an expired batch cannot be sold.')).toBeTruthy();
  });

  it('sends a new batch and reads the list again', async () => {
    let list = batches.slice(1);
    const added: Batch = {
      id: 'b4',
      code: 'L2601',
      expiresOn: '2028-09-30',
      quantity: 5,
      expired: false,
      expiresSoon: false,
    };
    const fetch = stubFetch({
      [`GET ${BATCHES}`]: () => Response.json(list),
      [`POST ${BATCHES}`]: () => {
        list = [...list, added];
        return Response.json(added, { status: 201 });
      },
    });
    renderPage(<BatchesSection productId={PRODUCT} />);
    await screen.findByRole('table', { name: /The product's batches/ });

    fillNewBatch('L2601', '2028-09-30', '5');

    expect(await screen.findByRole('cell', { name: 'L2601' })).toBeTruthy();
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(sent?.[1]?.body as string)).toEqual({ code: 'L2601', expiresOn: '2028-09-30', quantity: 5 });
  });

  it('deletes a batch only once confirmed', async () => {
    let list = batches;
    const fetch = stubFetch({
      [`GET ${BATCHES}`]: () => Response.json(list),
      [`DELETE ${BATCHES}/b1`]: () => {
        list = batches.slice(1);
        return new Response(null, { status: 204 });
      },
    });
    renderPage(<BatchesSection productId={PRODUCT} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete batch L2301' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete batch L2301?' });
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete batch' }));

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'L2301' })).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
