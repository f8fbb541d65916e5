import { Avatar, Box, Indicator, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBuildingStore,
  IconChevronDown,
  IconLogout,
  IconMessageCircle,
  IconReceipt,
  IconShieldLock,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useUnreadMessages } from '../../api/messages';
import { SELLER_HOME } from '../../components/seller-nav';
import { UnreadBadge } from '../../components/unread-badge';
import { useLogout } from '../../features/users/api/logout';
import { signOut, useAuth } from '../../lib/auth';
import { notifySuccess } from '../../lib/notify';
import { MantineIsland } from '../mantine-island';
import classes from './layout.module.css';

/**
 * A logged-in user's menu: their name, the account page, their orders, the seller and admin areas,
 * logging out. Loaded on its own (see user-menu.tsx), so the menu's code is not part of every first page.
 */
export function AccountMenu() {
  return (
    <MantineIsland>
      <MenuForUser />
    </MantineIsland>
  );
}

function MenuForUser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLoggedIn, user, permissions } = useAuth();
  const logout = useLogout();
  const unread = useUnreadMessages('buyer', isLoggedIn).data?.unread ?? 0;

  if (!isLoggedIn || !user) return null;

  async function logOut() {
    try {
      await logout.mutateAsync();
    } catch {
      // The session ends in this browser all the same; the server forgets the token when it expires.
    }
    // Leave a page that needs login before the state changes (flushSync: the home page is on
    // screen when the promise resolves), so the account page never shows a logged-out state.
    await navigate('/', { flushSync: true });
    signOut();
    notifySuccess(t('header.loggedOut'));
  }

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={classes.userButton}
          aria-label={
            unread > 0
              ? t('header.accountMenuUnread', { firstName: user.firstName, count: unread })
              : t('header.accountMenu', { firstName: user.firstName })
          }
        >
          <Indicator color="rose" size={10} offset={3} disabled={unread === 0} withBorder>
            <Avatar src={user.avatarUrl} alt="" color="rose" size={32} radius="xl" aria-hidden>
              {/* Drawn by CSS, so the button's visible text is the name alone, as its label says. */}
              <span className={classes.initial} data-initial={user.firstName.charAt(0).toUpperCase()} />
            </Avatar>
          </Indicator>
          <Text fz="sm" fw={600} visibleFrom="sm" className={classes.userName}>
            {user.firstName}
          </Text>
          <Box visibleFrom="sm" display="flex">
            <IconChevronDown size={14} aria-hidden />
          </Box>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.signedInAs', { firstName: user.firstName })}</Menu.Label>
        <Menu.Item component={Link} to="/account" leftSection={<IconUserCircle size={16} aria-hidden />}>
          {t('header.account')}
        </Menu.Item>
        <Menu.Item component={Link} to="/userorders" leftSection={<IconReceipt size={16} aria-hidden />}>
          {t('header.myOrders')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/messages"
          leftSection={<IconMessageCircle size={16} aria-hidden />}
          rightSection={<UnreadBadge side="buyer" />}
        >
          {t('header.messages')}
        </Menu.Item>
        {permissions.includes('seller') && (
          <Menu.Item component={Link} to={SELLER_HOME} leftSection={<IconBuildingStore size={16} aria-hidden />}>
            {t('nav.sellerArea', { ns: 'companies' })}
          </Menu.Item>
        )}
        {permissions.includes('admin') && (
          <Menu.Item component={Link} to="/admin" leftSection={<IconShieldLock size={16} aria-hidden />}>
            {t('nav.adminArea', { ns: 'companies' })}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void logOut()}
          disabled={logout.isPending}
        >
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
