import { Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconCurrencyEuro,
  IconReceipt,
  IconAdjustmentsHorizontal,
  IconReportMoney,
  IconSettings,
  IconStar,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useDocumentMeta } from '../../../app/route-meta';
import { ListSkeleton } from '../../../components/page-states';
import { RatingsModeration } from '../../../components/ratings/ratings-moderation';
import { useAuth } from '../../../lib/auth';
import { ConfigurationPanel } from '../components/configuration-panel';
import { CurrenciesPanel } from '../components/currencies-panel';
import { DefaultLocationPanel } from '../components/default-location-panel';
import { DeliveryPanel } from '../components/delivery-panel';
import { NoAccess } from '../components/no-access';
import { OrdersPanel } from '../components/orders-panel';
import { SearchSynonymsPanel } from '../components/search-synonyms-panel';
import { SellersPanel } from '../components/sellers-panel';
import { SiteSettingsPanel } from '../components/site-settings-panel';
import { StatementsPanel } from '../components/statements-panel';

type AdminTab =
  'sellers' | 'orders' | 'statements' | 'ratings' | 'configuration' | 'settings' | 'currencies' | 'delivery';
const OTHER_TABS: readonly string[] = [
  'orders',
  'statements',
  'ratings',
  'configuration',
  'settings',
  'currencies',
  'delivery',
];

/**
 * /admin, for logged-in users (the loader sends visitors to /auth): the operator's back office.
 * Anyone else who is logged in is told they have no access.
 */
export function AdminPage() {
  const { isLoggedIn, permissions } = useAuth();
  if (!isLoggedIn) return <Navigate to="/auth" replace />;
  if (!permissions.includes('admin')) return <Forbidden />;
  return <AdminArea />;
}

function Forbidden() {
  const { t } = useTranslation('admin');
  useDocumentMeta(t('noAccess.title'), t('noAccess.body'));
  return <NoAccess />;
}

function AdminArea() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = (requested && OTHER_TABS.includes(requested) ? requested : 'sellers') as AdminTab;

  function openTab(value: string | null) {
    // Each tab starts from its own defaults; a tab's search, filters and month belong to that tab.
    setParams(value && OTHER_TABS.includes(value) ? { tab: value } : {});
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('page.heading')}</Title>
        <Text c="dimmed" mt={6}>
          {t('page.intro')}
        </Text>
      </div>
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="sellers" leftSection={<IconBuildingStore size={16} aria-hidden />}>
            {t('page.sellersTab')}
          </Tabs.Tab>
          <Tabs.Tab value="orders" leftSection={<IconReceipt size={16} aria-hidden />}>
            {t('page.ordersTab')}
          </Tabs.Tab>
          <Tabs.Tab value="statements" leftSection={<IconReportMoney size={16} aria-hidden />}>
            {t('page.statementsTab')}
          </Tabs.Tab>
          <Tabs.Tab value="ratings" leftSection={<IconStar size={16} aria-hidden />}>
            {t('page.ratingsTab')}
          </Tabs.Tab>
          <Tabs.Tab value="configuration" leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}>
            {t('page.configurationTab')}
          </Tabs.Tab>
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} aria-hidden />}>
            {t('page.settingsTab')}
          </Tabs.Tab>
          <Tabs.Tab value="currencies" leftSection={<IconCurrencyEuro size={16} aria-hidden />}>
            {t('page.currenciesTab')}
          </Tabs.Tab>
          <Tabs.Tab value="delivery" leftSection={<IconTruckDelivery size={16} aria-hidden />}>
            {t('page.deliveryTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sellers" pt="lg">
          <SellersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="orders" pt="lg">
          <OrdersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="statements" pt="lg">
          <StatementsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="ratings" pt="lg">
          <Suspense fallback={<ListSkeleton label={t('page.ratingsTab')} rows={4} height={96} />}>
            <RatingsModeration />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="configuration" pt="lg">
          <ConfigurationPanel />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="lg">
          <Stack gap="lg">
            <SiteSettingsPanel />
            <DefaultLocationPanel />
            <SearchSynonymsPanel />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="currencies" pt="lg">
          <CurrenciesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="delivery" pt="lg">
          <DeliveryPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
