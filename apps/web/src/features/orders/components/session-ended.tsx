import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/**
 * The session ended while an orders page was open (logged out elsewhere, expired): the buyer's
 * data cannot be asked for any more, so say so and offer to log in and come back here.
 */
export function SessionEnded() {
  const { t } = useTranslation('orders');
  const { pathname, search } = useLocation();
  const next = new URLSearchParams({ next: `${pathname}${search}` }).toString();
  return (
    <Alert color="yellow" title={t('session.endedTitle')} maw={640} mx="auto" w="100%">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{t('session.ended')}</Text>
        <Button component={Link} to={`/auth?${next}`} size="xs">
          {t('session.login')}
        </Button>
      </Stack>
    </Alert>
  );
}
