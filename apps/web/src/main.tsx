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
import type { FirstScreenAnswer } from './first-screen';
import { setUpI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';

/**
 * The public answers a server-drawn first screen shows (apps/api/src/plugins/first-screen.ts), put
 * into the query cache so the app's first draw has them and asks for none again.
 */
function takeFirstScreenAnswers(): boolean {
  const script = document.getElementById('first-screen-answers');
  if (!script?.textContent) return false;
  // As new as the page: the server keeps a drawn screen only until what it shows changes.
  for (const { key, data } of JSON.parse(script.textContent) as FirstScreenAnswer[]) {
    queryClient.setQueryData(key, data);
  }
  script.remove();
  return true;
}

/** Settles once the router has loaded the first page's code, so the first draw is the whole page. */
function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

async function start() {
  // The auth state was read from session storage when lib/auth loaded; the server confirms it here.
  const ready = Promise.all([setUpI18n(), checkStoredSession()]);
  // The router starts loading the first page's code at once, while the texts and the session
  // check are on their way, instead of after them.
  const router = createRouter();
  const [, sessionValid] = await ready;
  // Over a first screen the app draws once, complete, in place of it: not a loader in between.
  if (takeFirstScreenAnswers()) await routerReady(router);
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
