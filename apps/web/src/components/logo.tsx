import { Group, Text } from '@mantine/core';

export function Logo({ name }: { name: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={30} height={30} />
      <Text fw={700} fz="xl" c="rose.8" style={{ letterSpacing: '-0.02em' }}>
        {name}
      </Text>
    </Group>
  );
}
