import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../../../api/account';
import { LoadFailed } from '../../../components/page-states';
import { updateAuthUser, useAuth } from '../../../lib/auth';
import { AvatarSection } from '../components/avatar-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { InvoiceDetailsSection } from '../components/invoice-details-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';
import { ShippingAddressesSection } from '../components/shipping-addresses-section';

/**
 * /account, for logged-in users only (the route's loader sends visitors to /auth): everything a
 * buyer keeps about themselves (SPEC §2).
 */
export function AccountPage() {
  const { isLoggedIn } = useAuth();
  // The session ended while the page was open (logged out elsewhere, expired). Logging out and
  // deleting the account navigate away themselves, so this is not a redirect that could race them.
  if (!isLoggedIn) return <SessionEnded />;
  return <AccountSections />;
}

function SessionEnded() {
  const { t } = useTranslation('users');
  return (
    <Stack maw={480} mx="auto" w="100%">
      <Title order={1}>{t('account.heading')}</Title>
      <Alert color="yellow" title={t('account.sessionEndedTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{t('account.sessionEnded')}</Text>
          <Button component={Link} to="/auth" size="xs">
            {t('login.submit')}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}

function AccountSections() {
  const { t } = useTranslation('users');
  const { user } = useAuth();
  const profile = useProfile();
  const data = profile.data;

  // The header shows the name and picture; keep them as the server has them.
  useEffect(() => {
    if (data) updateAuthUser({ firstName: data.firstName, avatarUrl: data.avatarUrl });
  }, [data]);

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <div>
        <Title order={1}>{t('account.heading')}</Title>
        <Text c="dimmed" mt={6}>
          {t('account.greeting', { firstName: data?.firstName ?? user?.firstName ?? '' })}
        </Text>
      </div>
      {profile.isPending && (
        <Stack gap="lg" aria-busy="true">
          <Skeleton height={320} radius="lg" />
          <Skeleton height={160} radius="lg" />
        </Stack>
      )}
      {profile.isError && (
        <LoadFailed
          title={t('account.loadFailed')}
          retryLabel={t('details.retry')}
          onRetry={() => void profile.refetch()}
        />
      )}
      {data && (
        <>
          <ProfileSection profile={data} />
          <AvatarSection profile={data} />
        </>
      )}
      <ShippingAddressesSection />
      <InvoiceDetailsSection />
      <PasswordSection />
      <DeleteAccountSection />
    </Stack>
  );
}
