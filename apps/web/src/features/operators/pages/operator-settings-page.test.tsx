import type { Operator, OperatorAccount } from '@glowmarket/shared/operators';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { signInAsSeller } from '../../../test/sign-in';
import { stubFetch, type FetchAnswer } from '../../../test/stub-fetch';
import { OperatorSettingsPage } from './operator-settings-page';

setUpPageTests('operators');

beforeAll(signInAsSeller);

/** An account as GET /api/seller/operators answers for an operator nothing was saved for. */
function notSetUp(operator: Operator, secrets: string[]): OperatorAccount {
  return {
    operator,
    configured: false,
    settings: {},
    secretsSet: Object.fromEntries(secrets.map((name) => [name, false])),
    updatedAt: null,
    lastCheck: null,
  };
}

const savedShipx: OperatorAccount = {
  operator: 'shipx',
  configured: true,
  settings: { organizationId: '4321' },
  secretsSet: { apiKey: true },
  updatedAt: '2026-11-02T09:00:00.000Z',
  lastCheck: null,
};

function accounts(shipx: OperatorAccount = savedShipx) {
  return {
    items: [shipx, notSetUp('autopay', ['sharedKey']), notSetUp('przelewy24', ['crcKey', 'apiKey'])],
  };
}

/** The API as the page meets it: the list as given, anything else answered by `routes`. */
function answer(list: object, routes: Record<string, FetchAnswer> = {}) {
  return stubFetch({ ...routes, 'GET /api/seller/operators': list });
}

async function section(name: string) {
  return within(await screen.findByRole('region', { name }));
}

/** What the page says about a field: its hint and its error, as assistive technology reads them. */
function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');
}

describe('OperatorSettingsPage', () => {
  it('shows a saved account’s ids and that its key is saved, never the key', async () => {
    answer(accounts());
    renderPage(<OperatorSettingsPage />, { path: '/operator-settings' });

    const shipx = await section('InPost ShipX');
    expect(shipx.getByRole<HTMLInputElement>('textbox', { name: /^Organization ID/ }).value).toBe('4321');
    const key = shipx.getByLabelText<HTMLInputElement>(/^API key/);
    expect(key.value).toBe('');
    expect(descriptionOf(key)).toContain('Saved key: ••••••••');
    expect(descriptionOf(key)).toContain('Leave empty to keep the saved key.');
    expect(shipx.getByRole('button', { name: 'Check connection' })).toBeTruthy();

    const autopay = await section('Autopay');
    expect(autopay.getByText('Not set up')).toBeTruthy();
    expect(autopay.getByRole<HTMLInputElement>('textbox', { name: /^ServiceID/ }).value).toBe('');
    expect(autopay.queryByRole('button', { name: 'Check connection' })).toBeNull();
    expect(await section('Przelewy24')).toBeTruthy();
  });

  it('saves ShipX with the typed id and an empty key that keeps the saved one', async () => {
    const fetch = answer(accounts(), {
      'PUT /api/seller/operators/shipx': { ...savedShipx, settings: { organizationId: '98765' } },
    });
    renderPage(<OperatorSettingsPage />, { path: '/operator-settings' });

    const shipx = await section('InPost ShipX');
    fireEvent.change(shipx.getByRole('textbox', { name: /^Organization ID/ }), { target: { value: '98765' } });
    fireEvent.click(shipx.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The InPost ShipX settings are saved.')).toBeTruthy();
    const [path, init] = fetch.mock.calls.find(([, init]) => init?.method === 'PUT') ?? [];
    expect(path).toBe('/api/seller/operators/shipx');
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '')).toEqual({
      settings: { organizationId: '98765' },
      secrets: { apiKey: '' },
    });
  });

  it('checks the form before sending it, with the shared rules', async () => {
    const fetch = answer(accounts());
    renderPage(<OperatorSettingsPage />, { path: '/operator-settings' });

    const shipx = await section('InPost ShipX');
    fireEvent.change(shipx.getByRole('textbox', { name: /^Organization ID/ }), { target: { value: '12a' } });
    fireEvent.change(shipx.getByLabelText(/^API key/), { target: { value: 'too-short' } });
    fireEvent.click(shipx.getByRole('button', { name: 'Save' }));

    expect(await shipx.findByText('Enter a whole number.')).toBeTruthy();
    expect(descriptionOf(shipx.getByLabelText(/^API key/))).toContain('Use at least 20 characters.');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('puts a key the first save needs under its field, in the UI language', async () => {
    answer(accounts(notSetUp('shipx', ['apiKey'])), {
      'PUT /api/seller/operators/shipx': () =>
        Response.json(
          {
            error: 'Validation failed',
            code: 'validation_failed',
            details: { fields: [{ field: 'body.secrets.apiKey', reason: 'required', message: 'Server wording' }] },
          },
          { status: 400 },
        ),
    });
    renderPage(<OperatorSettingsPage />, { path: '/operator-settings' });

    const shipx = await section('InPost ShipX');
    fireEvent.change(shipx.getByRole('textbox', { name: /^Organization ID/ }), { target: { value: '98765' } });
    fireEvent.click(shipx.getByRole('button', { name: 'Save' }));

    const key = shipx.getByLabelText<HTMLInputElement>(/^API key/);
    await waitFor(() => expect(key.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(key)).toContain('This field is required');
    expect(descriptionOf(key)).not.toContain('Server wording');
    expect(await screen.findByText('The settings were not saved: check the marked fields.')).toBeTruthy();
  });

  it('checks the connection and says what the operator answered', async () => {
    const checked: OperatorAccount = {
      ...savedShipx,
      lastCheck: { at: '2026-11-02T10:15:00.000Z', result: 'ok', sandbox: true },
    };
    answer(accounts(), { 'POST /api/seller/operators/shipx/check': checked });
    renderPage(<OperatorSettingsPage />, { path: '/operator-settings' });

    const shipx = await section('InPost ShipX');
    expect(shipx.getByText('The connection has not been checked yet.')).toBeTruthy();
    fireEvent.click(shipx.getByRole('button', { name: 'Check connection' }));

    expect(await shipx.findByText('Connection works')).toBeTruthy();
    expect(shipx.getByText(/offline sandbox: only the form was checked/)).toBeTruthy();
    expect(shipx.getByText(/^Checked /)).toBeTruthy();
  });

  it('asks before removing an account, then forgets it', async () => {
    let removed = false;
    const fetch = stubFetch({
      'DELETE /api/seller/operators/shipx': () => {
        removed = true;
        return new Response(null, { status: 204 });
      },
      'GET /api/seller/operators': () => Response.json(accounts(removed ? notSetUp('shipx', ['apiKey']) : savedShipx)),
    });
    renderPage(<OperatorSettingsPage />, { path: '/operator-settings' });

    const shipx = await section('InPost ShipX');
    fireEvent.click(shipx.getByRole('button', { name: 'Remove the InPost ShipX account' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Remove account' }));

    expect(await screen.findByText('The InPost ShipX account was removed.')).toBeTruthy();
    expect(
      fetch.mock.calls.some(([path, init]) => init?.method === 'DELETE' && path === '/api/seller/operators/shipx'),
    ).toBe(true);
    expect(shipx.getByRole<HTMLInputElement>('textbox', { name: /^Organization ID/ }).value).toBe('');
    expect(shipx.getByText('Not set up')).toBeTruthy();
  });
});
