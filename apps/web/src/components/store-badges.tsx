import { Button, Group } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Links to the mobile app in both stores. */
export function StoreBadges({ appStoreUrl, googlePlayUrl }: { appStoreUrl: string; googlePlayUrl: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button
        component="a"
        href={appStoreUrl}
        target="_blank"
        rel="noopener noreferrer"
        color="dark"
        leftSection={<IconBrandApple size={20} aria-hidden />}
      >
        {t('footer.appStore')}
      </Button>
      <Button
        component="a"
        href={googlePlayUrl}
        target="_blank"
        rel="noopener noreferrer"
        color="dark"
        leftSection={<IconBrandGooglePlay size={20} aria-hidden />}
      >
        {t('footer.googlePlay')}
      </Button>
    </Group>
  );
}
