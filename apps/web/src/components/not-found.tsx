import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The not-found content: for unknown paths, and for pages whose subject does not exist (a hidden company). */
export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" py={80} gap="md" ta="center">
      <Text fz={72} fw={800} c="rose.6" lh={1}>
        404
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed" maw={460}>
        {t('notFound.body')}
      </Text>
      <Button component={Link} to="/">
        {t('notFound.backHome')}
      </Button>
    </Stack>
  );
}
