import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import ui from '../../components/ui.module.css';
import { useRouteMeta } from '../route-meta';
import { Footer } from './footer';
import { Header } from './header';
import classes from './layout.module.css';

export function PageLoader() {
  return <div className={ui.spinner} role="status" aria-label="…" />;
}

/**
 * A link inside the page leaves with the page it was on, and the browser's focus falls back to
 * the document: the next Tab would start over from the header, or Shift+Tab from the footer. When
 * a navigation leaves the focus nowhere, it goes to the new page's main region, as the skip link
 * puts it. A control that keeps or takes the focus (the header's search, a field of the new page)
 * is left alone.
 */
function useFocusAfterNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active === null || active === document.body) main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

/** The one layout route at "/": header, the page, footer. */
export function RootLayout() {
  useRouteMeta();
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  useFocusAfterNavigation(main);
  return (
    <div className={classes.shell}>
      {/* The first stop of the Tab key: past the header's dozen controls to the page itself. */}
      <a href="#content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <Header />
      <main ref={main} id="content" tabIndex={-1} className={classes.main}>
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
