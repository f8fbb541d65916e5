import { Group, Paper, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** Buttons beside the heading, e.g. "Add address". */
  actions?: ReactNode;
  /** A red border for actions that cannot be undone. */
  danger?: boolean;
  children: ReactNode;
}

/** One section of a page (account, company data): a named region with a heading, a line of help and its content. */
export function SectionCard({ title, description, actions, danger, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      style={danger ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="sm" mb="lg">
        <div style={{ flex: '1 1 240px' }}>
          <Title order={2} fz="h3" id={headingId} c={danger ? 'red.8' : undefined}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" fz="sm" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
