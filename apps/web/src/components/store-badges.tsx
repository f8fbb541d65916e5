import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import ui from './ui.module.css';

interface StoreLinks {
  appStoreUrl: string | null;
  googlePlayUrl: string | null;
}

/** Whether the operator has set a store page of the mobile app at all. */
export const hasStoreLinks = (site: StoreLinks | undefined) => Boolean(site?.appStoreUrl ?? site?.googlePlayUrl);

/**
 * Links to the mobile app in the stores the operator has set (plain links: the footer is part of
 * every first load); a store without a link has no button.
 */
export function StoreBadges({ appStoreUrl, googlePlayUrl }: StoreLinks) {
  const { t } = useTranslation();
  return (
    <div className={ui.row} style={{ gap: 'var(--mantine-spacing-xs)' }}>
      {appStoreUrl && (
        <a href={appStoreUrl} target="_blank" rel="noopener noreferrer" className={ui.button} data-variant="dark">
          <IconBrandApple size={20} aria-hidden />
          {t('footer.appStore')}
        </a>
      )}
      {googlePlayUrl && (
        <a href={googlePlayUrl} target="_blank" rel="noopener noreferrer" className={ui.button} data-variant="dark">
          <IconBrandGooglePlay size={20} aria-hidden />
          {t('footer.googlePlay')}
        </a>
      )}
    </div>
  );
}
