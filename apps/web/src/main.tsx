// Only the styles every page needs block the first paint: Mantine's base rules and variables, the
// theme's variables, then the shell's own CSS modules. Mantine's component styles come with the
// parts of the screen that use them (app/mantine-island.tsx).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
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
  const ready = Promise.all([setUpI18n(), checkStoredSession()]);
  // The router starts loading the first page's code at once, while the texts and the session
  // check are on their way, instead of after them.
  const router = createRouter();
  const [, sessionValid] = await ready;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
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
