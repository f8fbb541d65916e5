import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/theme-variables.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { checkStoredSession } from './features/users/api/get-status';
import { setUpI18n } from './lib/i18n';

async function start() {
  // The auth state was read from session storage when lib/auth loaded; the server confirms it here.
  const [, sessionValid] = await Promise.all([setUpI18n(), checkStoredSession()]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const router = createRouter();
  // SPEC §2: a failed login-status check sends the user to /auth.
  if (!sessionValid) void router.navigate('/auth', { replace: true });
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('Glowmarket failed to start', error);
});
