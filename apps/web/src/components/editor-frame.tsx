import { Skeleton, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { NotFound } from './not-found';
import { LoadFailed } from './page-states';

interface EditorFrameProps<T> {
  /** The seller's own record; another company's answers 404, as an unknown one does. */
  query: UseQueryResult<T>;
  /** The link back to the list, above the heading. */
  back: ReactNode;
  heading: string;
  loadingLabel: string;
  loadFailed: string;
  retry: string;
  /** The editor, once the record is loaded. */
  children: (data: T) => ReactNode;
}

/** The frame of a seller's edit page: heading, loading and failure states, not-found for a foreign id. */
export function EditorFrame<T>({
  query,
  back,
  heading,
  loadingLabel,
  loadFailed,
  retry,
  children,
}: EditorFrameProps<T>) {
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  return (
    <Stack gap="lg">
      <div>
        {back}
        <Title order={1} mt="xs">
          {heading}
        </Title>
      </div>
      {query.isPending && (
        <Stack gap="lg" aria-busy="true" aria-label={loadingLabel} role="status">
          <Skeleton height={420} radius="lg" />
          <Skeleton height={160} radius="lg" />
        </Stack>
      )}
      {query.isError && <LoadFailed title={loadFailed} retryLabel={retry} onRetry={() => void query.refetch()} />}
      {query.data !== undefined && children(query.data)}
    </Stack>
  );
}
