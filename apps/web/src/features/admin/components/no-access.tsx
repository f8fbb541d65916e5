import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a logged-in user who is not an operator sees on /admin. */
export function NoAccess() {
  const { t } = useTranslation('admin');
  return (
    <Stack align="center" py={80} gap="md" ta="center">
      <Text fz={72} fw={800} c="rose.6" lh={1}>
        403
      </Text>
      <Title order={1}>{t('noAccess.title')}</Title>
      <Text c="dimmed" maw={480}>
        {t('noAccess.body')}
      </Text>
      <Button component={Link} to="/">
        {t('noAccess.backHome')}
      </Button>
    </Stack>
  );
}
