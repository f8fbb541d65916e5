import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { notifySuccess } from '../../../lib/notify';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { BUYER } from '../../../test/sign-in';
import { stubFetch } from '../../../test/stub-fetch';
import { VerifyPage } from './verify-page';

setUpPageTests('users');

/** Where the app is, to see where confirming leads. */
function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="Current address">{`${location.pathname}${location.search}`}</output>;
}

const CREATED = 'Your account has been created. Check your e-mail for the confirmation code.';
const CONFIRMED = 'Your e-mail address is confirmed. You can log in now.';

describe('VerifyPage', () => {
  it('confirms the address, replaces the "account created" toast, and goes on to log in toward the return path', async () => {
    const sent: unknown[] = [];
    stubFetch({
      'POST /api/users/verify': (_path, init) => {
        sent.push(JSON.parse(init?.body as string));
        return Response.json({ user: BUYER });
      },
    });
    renderPage(
      <>
        <VerifyPage />
        <CurrentAddress />
      </>,
      { path: '/verify?username=ada%40example.com&code=123456&next=/checkout' },
    );
    // What registering left on the screen.
    notifySuccess(CREATED);
    expect(await screen.findByText(CREATED)).toBeTruthy();

    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Verification code' }).value).toBe('123456');
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'velvet-peony-lantern' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(CONFIRMED)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(CREATED)).toBeNull());
    const address = screen.getByRole('status', { name: 'Current address' });
    await waitFor(() => expect(address.textContent).toBe('/auth?next=/checkout'));
    expect(sent).toEqual([
      { username: 'ada@example.com', confirmationCode: '123456', password: 'velvet-peony-lantern' },
    ]);
  });

  it('offers the login with the same return path, and none that would leave the site', async () => {
    stubFetch({});
    renderPage(<VerifyPage />, { path: '/verify?username=ada&next=/checkout' });
    expect((await screen.findByRole('link', { name: 'Already confirmed? Log in' })).getAttribute('href')).toBe(
      '/auth?next=/checkout',
    );
  });

  it('drops a return path that would leave the site', async () => {
    stubFetch({});
    renderPage(<VerifyPage />, { path: '/verify?username=ada&next=https://evil.example/' });
    expect((await screen.findByRole('link', { name: 'Already confirmed? Log in' })).getAttribute('href')).toBe('/auth');
  });
});
