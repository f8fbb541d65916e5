import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { stubFetch } from '../../../test/stub-fetch';
import { RegisterPage } from './register-page';

setUpPageTests('users');

/** Where the app is, to see where registering leads. */
function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="Current address">{`${location.pathname}${location.search}`}</output>;
}

/** Fills the form as a person does and creates the account; answers where the page went. */
async function registerAt(path: string): Promise<string> {
  stubFetch({
    'POST /api/users/register': () =>
      Response.json({ username: { username: 'ada@example.com', ConfirmationCode: '123456' } }, { status: 201 }),
  });
  renderPage(
    <>
      <RegisterPage />
      <CurrentAddress />
    </>,
    { path },
  );
  const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
  type(await screen.findByRole('textbox', { name: 'First name' }), 'Ada');
  type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
  type(screen.getByLabelText(/^Phone number/), '+48 600 700 800');
  type(screen.getByLabelText(/^Password/), 'velvet-peony-lantern');
  type(screen.getByLabelText(/^Repeat password/), 'velvet-peony-lantern');
  fireEvent.click(screen.getByRole('checkbox', { name: /accept the privacy policy/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  const address = screen.getByRole('status', { name: 'Current address' });
  await waitFor(() => expect(address.textContent).toMatch(/^\/verify/));
  return address.textContent ?? '';
}

describe('RegisterPage', () => {
  it('takes the page that asked for a login on to the code, with the code filled in', async () => {
    expect(await registerAt('/register?next=/checkout')).toBe(
      '/verify?username=ada%40example.com&code=123456&next=/checkout',
    );
    expect(await screen.findByText(/Your account has been created/)).toBeTruthy();
  });

  it('leaves out a return path that would leave the site', async () => {
    expect(await registerAt('/register?next=//evil.example')).toBe('/verify?username=ada%40example.com&code=123456');
  });

  it('leads to logging in with the same return path', async () => {
    stubFetch({});
    renderPage(<RegisterPage />, { path: '/register?next=/checkout' });
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/auth?next=/checkout');
  });
});
