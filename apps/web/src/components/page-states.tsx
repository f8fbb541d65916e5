import { Alert, Button, Skeleton, Stack, type AlertProps, type MantineRadius } from '@mantine/core';
import type { ReactNode } from 'react';

interface LoadFailedProps extends Pick<AlertProps, 'maw' | 'mx' | 'mt'> {
  /** What could not be loaded, as the alert's title. */
  title: string;
  retryLabel: string;
  onRetry: () => void;
  /** More about the failure (the API's reason), above the retry button. */
  children?: ReactNode;
}

/** Data that failed to load, with the way to ask for it again. */
export function LoadFailed({ title, retryLabel, onRetry, children, ...layout }: LoadFailedProps) {
  return (
    <Alert color="red" title={title} {...layout}>
      {children}
      <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}

/**
 * A page of one centred column while its data loads: a bar where the heading will be, then a
 * block for each part of the page, `blocks` being their heights.
 */
export function PageSkeleton({ label, blocks }: { label: string; blocks: number[] }) {
  return (
    <Stack gap="md" maw={960} mx="auto" w="100%" role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={36} width="40%" />
      {blocks.map((height, index) => (
        <Skeleton key={index} height={height} radius="lg" />
      ))}
    </Stack>
  );
}

interface ListSkeletonProps {
  label: string;
  rows: number;
  /** The height of one row, in pixels. */
  height: number;
  radius?: MantineRadius;
}

/** A list or table while its rows load. */
export function ListSkeleton({ label, rows, height, radius = 'md' }: ListSkeletonProps) {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} radius={radius} />
      ))}
    </Stack>
  );
}
