import { IconUser } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ui from '../../components/ui.module.css';
import { useAuth } from '../../lib/auth';
import classes from './layout.module.css';

const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

/** "Log in" for visitors; for a logged-in user the account menu, whose code loads on its own. */
export function UserMenu() {
  const { t } = useTranslation();
  const { isLoggedIn, user } = useAuth();

  if (!isLoggedIn || !user) {
    return (
      <>
        <Link
          to="/auth"
          className={`${ui.iconButton} ${ui.phoneOnly}`}
          data-variant="light"
          aria-label={t('header.login')}
        >
          <IconUser size={20} aria-hidden />
        </Link>
        <Link to="/auth" className={`${ui.button} ${ui.hiddenOnPhone}`} data-variant="light">
          <IconUser size={18} aria-hidden />
          {t('header.login')}
        </Link>
      </>
    );
  }

  return (
    <Suspense
      fallback={
        <span className={classes.avatarPlaceholder} aria-hidden>
          {user.firstName.charAt(0).toUpperCase()}
        </span>
      }
    >
      <AccountMenu />
    </Suspense>
  );
}
