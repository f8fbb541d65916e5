import type { StatementList } from '@glowmarket/shared/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../../lib/auth';
import { monthLabel, recentMonths } from '../../../lib/months';
import { queryKeys } from '../../../lib/query-keys';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { pathOf, stubFetch, type FetchAnswer } from '../../../test/stub-fetch';
import { StatementsPanel } from './statements-panel';

setUpPageTests('admin');

// jsdom does not scroll; Mantine's dropdowns scroll the chosen option into view when they open.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => signOut());

/** The month the tab opens on: the current one, in UTC as the API counts months. */
const thisMonth = new Date().toISOString().slice(0, 7);

function statements(month: string, items: StatementList['items'] | null = null): StatementList {
  return {
    month,
    vatPercent: 23,
    items: items ?? [
      {
        month,
        company: { id: 'a1', name: 'Różana Manufaktura' },
        orders: 3,
        gross: 45_000,
        commission: 2_400,
        commissionVat: 552,
        payout: 42_048,
      },
      {
        month,
        company: { id: 'a2', name: 'Smilje & More' },
        orders: 1,
        gross: 12_999,
        commission: 780,
        commissionVat: 179,
        payout: 12_040,
      },
    ],
  };
}

/** What the panel sent: it always sends JSON text. */
const sentBody = (init: RequestInit | undefined): unknown =>
  JSON.parse(typeof init?.body === 'string' ? init.body : '');

function answerApi(overrides: Record<string, FetchAnswer> = {}) {
  return stubFetch({
    'GET /api/admin/statements/vat': { percent: 23 },
    'PUT /api/admin/statements/vat': (_path, init) => Response.json(sentBody(init)),
    'GET /api/admin/statements?*': (path) => {
      const params = new URLSearchParams(path.split('?')[1]);
      const month = params.get('month') ?? '';
      if (params.get('format') === 'csv') {
        return new Response('month;seller\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="statements-${month}.csv"`,
          },
        });
      }
      return Response.json(statements(month));
    },
    ...overrides,
  });
}

describe('StatementsPanel', () => {
  it("shows each seller's month and what they add up to", async () => {
    const fetch = answerApi();
    renderPage(<StatementsPanel />);

    const table = within(
      await screen.findByRole('table', { name: `Statements for ${monthLabel(thisMonth, 'en-US')}` }),
    );
    const cells = (name: RegExp) =>
      within(table.getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(/Różana Manufaktura/)).toEqual(['3', '€450.00', '€24.00', '€5.52', '€420.48']);
    expect(cells(/Smilje & More/)).toEqual(['1', '€129.99', '€7.80', '€1.79', '€120.40']);
    expect(cells(/^Total/)).toEqual(['4', '€579.99', '€31.80', '€7.31', '€540.88']);
    expect(screen.getByText('VAT on the commission at 23%.')).toBeTruthy();
    expect(fetch.mock.calls.map(([input]) => pathOf(input))).toContain(`/api/admin/statements?month=${thisMonth}`);
  });

  it('offers the last twelve months and shows the one chosen', async () => {
    const fetch = answerApi();
    renderPage(<StatementsPanel />);
    await screen.findByRole('table');
    const earlier = recentMonths(new Date())[2] ?? '';

    const month = screen.getByRole('combobox', { name: 'Month' });
    fireEvent.click(month);
    expect(screen.getAllByRole('option')).toHaveLength(12);
    fireEvent.click(screen.getByRole('option', { name: monthLabel(earlier, 'en-US') }));

    expect(await screen.findByRole('table', { name: `Statements for ${monthLabel(earlier, 'en-US')}` })).toBeTruthy();
    expect(fetch.mock.calls.map(([input]) => pathOf(input))).toContain(`/api/admin/statements?month=${earlier}`);
  });

  it('says so when nobody sold anything that month', async () => {
    answerApi({ 'GET /api/admin/statements?*': statements(thisMonth, []) });
    renderPage(<StatementsPanel />);
    expect(await screen.findByText(`No orders in ${monthLabel(thisMonth, 'en-US')}.`)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('saves the VAT rate on the commission and reloads the statements', async () => {
    const fetch = answerApi();
    const { queryClient } = renderPage(<StatementsPanel />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(await screen.findByText('Now: 23%.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /VAT rate/ }), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('VAT on the commission is now 8%.')).toBeTruthy();
    const puts = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([input, init]) => [pathOf(input), sentBody(init)])).toEqual([
      ['/api/admin/statements/vat', { percent: 8 }],
    ]);
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.admin.statementLists }));
    expect(screen.getByText('Now: 8%.')).toBeTruthy();
  });

  it('refuses a rate over 100% without asking the server', async () => {
    const fetch = answerApi();
    renderPage(<StatementsPanel />);
    const rate = await screen.findByRole('textbox', { name: /VAT rate/ });
    fireEvent.change(rate, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rate.getAttribute('aria-invalid')).toBe('true'));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });

  it("downloads the month's CSV with the operator's token", async () => {
    signIn({
      tokenUser: 'admin-token',
      user: {
        _id: 'u9',
        username: 'admin',
        email: 'admin@example.com',
        firstName: 'Ada',
        lastName: 'Admin',
        companyId: null,
        permissions: ['admin'],
        status: 'available',
        avatarUrl: null,
      },
    });
    const fetch = answerApi();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:statements');
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage(<StatementsPanel />);
    await screen.findByRole('table');

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(saved).toEqual([`statements-${thisMonth}.csv`]));
    const call = fetch.mock.calls.find(([input]) => pathOf(input).includes('format=csv'));
    expect(call && pathOf(call[0])).toBe(`/api/admin/statements?month=${thisMonth}&format=csv`);
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe('Bearer admin-token');
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('month;seller\r\n');
  });

  it('shows why a download failed', async () => {
    answerApi({
      'GET /api/admin/statements?*': (path) =>
        path.includes('format=csv')
          ? Response.json({ error: 'Unavailable', code: 'database_unavailable' }, { status: 503 })
          : Response.json(statements(thisMonth)),
    });
    renderPage(<StatementsPanel />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('The service is temporarily unavailable. Please try again in a moment.'),
    ).toBeTruthy();
  });
});
