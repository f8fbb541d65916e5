import { NotFound } from '../components/not-found';

/** The catch-all route's page. */
export function NotFoundPage() {
  return <NotFound />;
}
