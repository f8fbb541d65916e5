import { Button, Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useDocumentMeta } from '../app/route-meta';
import { DeliveryWarning } from './delivery/delivery-warning';
import { SellerNav } from './seller-nav';
import { useAuth } from '../lib/auth';

/** What someone logged in without a company sees on a seller page. */
export function SellerOnly() {
  const { t } = useTranslation('catalog');
  useDocumentMeta(t('noAccess.title'), t('noAccess.body'));
  return (
    <Stack align="center" py={80} gap="md" ta="center">
      <Text fz={72} fw={800} c="rose.6" lh={1}>
        403
      </Text>
      <Title order={1}>{t('noAccess.title')}</Title>
      <Text c="dimmed" maw={480}>
        {t('noAccess.body')}
      </Text>
      <Button component={Link} to="/registercompany">
        {t('noAccess.registerCompany')}
      </Button>
    </Stack>
  );
}

/**
 * A page of the seller area, with its menu. The route's loader sends visitors to /auth; a session
 * that ends while the page is open does the same, and a user who is no seller is told so.
 */
export function SellerArea({ children }: { children: ReactNode }) {
  const { isLoggedIn, user, permissions } = useAuth();
  if (!isLoggedIn) return <Navigate to="/auth" replace />;
  if (!permissions.includes('seller') || !user?.companyId) return <SellerOnly />;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <SellerNav />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <DeliveryWarning />
        {children}
      </Grid.Col>
    </Grid>
  );
}
