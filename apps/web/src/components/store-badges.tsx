import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import ui from './ui.module.css';

/** Links to the mobile app in both stores (plain links: the footer is part of every first load). */
export function StoreBadges({ appStoreUrl, googlePlayUrl }: { appStoreUrl: string; googlePlayUrl: string }) {
  const { t } = useTranslation();
  return (
    <div className={ui.row} style={{ gap: 'var(--mantine-spacing-xs)' }}>
      <a href={appStoreUrl} target="_blank" rel="noopener noreferrer" className={ui.button} data-variant="dark">
        <IconBrandApple size={20} aria-hidden />
        {t('footer.appStore')}
      </a>
      <a href={googlePlayUrl} target="_blank" rel="noopener noreferrer" className={ui.button} data-variant="dark">
        <IconBrandGooglePlay size={20} aria-hidden />
        {t('footer.googlePlay')}
      </a>
    </div>
  );
}
