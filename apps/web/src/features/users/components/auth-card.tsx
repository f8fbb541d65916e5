import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. to the other auth screens. */
  footer?: ReactNode;
  width?: number;
}

/** The frame of the sign-up, verify, login and password screens: a heading, a card, links below. */
export function AuthCard({ title, intro, children, footer, width = 480 }: AuthCardProps) {
  return (
    <Stack maw={width} mx="auto" w="100%" gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        {intro && (
          <Text c="dimmed" mt={6}>
            {intro}
          </Text>
        )}
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
        {children}
      </Paper>
      {footer && (
        <Stack gap={6} align="center" ta="center" fz="sm">
          {footer}
        </Stack>
      )}
    </Stack>
  );
}
