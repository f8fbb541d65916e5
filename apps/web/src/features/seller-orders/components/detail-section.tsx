import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One named part of the order's detail (products, delivery, amounts…), a region people can jump to. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} fz="h5" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
