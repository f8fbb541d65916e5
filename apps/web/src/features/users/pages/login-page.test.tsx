import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { signOut } from '../../../lib/auth';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { BUYER } from '../../../test/sign-in';
import { stubFetch } from '../../../test/stub-fetch';
import { LoginPage } from './login-page';

setUpPageTests('users');
afterEach(signOut);

/** Where the app is, to see where logging in leads. */
function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="Current address">{`${location.pathname}${location.search}`}</output>;
}

async function logInAt(path: string): Promise<string> {
  stubFetch({ 'POST /api/users/login': { tokenUser: 'token', user: BUYER } });
  renderPage(
    <>
      <LoginPage />
      <CurrentAddress />
    </>,
    { path },
  );
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail or username' }), {
    target: { value: 'lena@example.com' },
  });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-pass-123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  const address = screen.getByRole('status', { name: 'Current address' });
  await waitFor(() => expect(address.textContent).not.toBe(path));
  return address.textContent ?? '';
}

describe('LoginPage', () => {
  it('goes back to the page that asked for the login', async () => {
    expect(await logInAt('/auth?next=/checkout')).toBe('/checkout');
  });

  it('goes home when the return path would leave the site', async () => {
    expect(await logInAt('/auth?next=//evil.example/checkout')).toBe('/');
  });

  it('takes the return path along to creating an account', async () => {
    stubFetch({});
    renderPage(<LoginPage />, { path: '/auth?next=/checkout' });
    expect((await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href')).toBe(
      '/register?next=/checkout',
    );
  });

  it('does not take a return path that would leave the site along', async () => {
    stubFetch({});
    renderPage(<LoginPage />, { path: '/auth?next=https://evil.example/' });
    expect((await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href')).toBe('/register');
  });
});
