import { List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The heading of a registration and the three steps it starts. */
export function RegistrationIntro({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  const { t } = useTranslation('companies');
  return (
    <div>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt={6} maw={720}>
        {intro}
      </Text>
      <List
        mt="md"
        spacing={6}
        fz="sm"
        icon={
          <ThemeIcon size={20} radius="xl" variant="light" color="teal">
            <IconCircleCheck size={14} aria-hidden />
          </ThemeIcon>
        }
      >
        <List.Item>{t('register.steps.fill')}</List.Item>
        <List.Item>{t('register.steps.review')}</List.Item>
        <List.Item>{t('register.steps.sell')}</List.Item>
      </List>
      {children}
    </div>
  );
}
