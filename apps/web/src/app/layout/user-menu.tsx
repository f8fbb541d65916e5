import { ActionIcon, Button } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
        <ActionIcon
          component={Link}
          to="/auth"
          variant="light"
          size="lg"
          aria-label={t('header.login')}
          hiddenFrom="sm"
        >
          <IconUser size={20} aria-hidden />
        </ActionIcon>
        <Button
          component={Link}
          to="/auth"
          variant="light"
          leftSection={<IconUser size={18} aria-hidden />}
          visibleFrom="sm"
        >
          {t('header.login')}
        </Button>
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
