import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <div className={classes.shell}>
      {/* The first stop of the Tab key: past the header's dozen controls to the page itself. */}
      <a href="#content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <Header />
      <main id="content" tabIndex={-1} className={classes.main}>
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
