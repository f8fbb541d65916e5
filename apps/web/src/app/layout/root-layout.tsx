import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import ui from '../../components/ui.module.css';
import { useRouteMeta } from '../route-meta';
import { Footer } from './footer';
import { Header } from './header';
import classes from './layout.module.css';

export function PageLoader() {
  return <div className={ui.spinner} role="status" aria-label="…" />;
}

/** The one layout route at "/": header, the page, footer. */
export function RootLayout() {
  useRouteMeta();
  return (
    <div className={classes.shell}>
      <Header />
      <main className={classes.main}>
        <div className={ui.container}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
