import { Center, Container, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useRouteMeta } from '../route-meta';
import { Footer } from './footer';
import { Header } from './header';
import classes from './layout.module.css';

export function PageLoader() {
  return (
    <Center py="xl">
      <Loader aria-label="…" />
    </Center>
  );
}

/** The one layout route at "/": header, the page, footer. */
export function RootLayout() {
  useRouteMeta();
  return (
    <div className={classes.shell}>
      <Header />
      <main className={classes.main}>
        <Container size="xl">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
