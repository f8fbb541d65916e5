import type { PagePath } from '@glowmarket/shared/routes';
import { NavLink, Paper, Text } from '@mantine/core';
import {
  IconBuildingStore,
  IconCalendarDue,
  IconCategory,
  IconKey,
  IconMapPin,
  IconMessageCircle,
  IconPackage,
  IconReportMoney,
  IconShoppingBag,
  IconStar,
  IconTruckDelivery,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { UnreadBadge } from './unread-badge';

/** One page of the seller area. Features add theirs here as their pages arrive. */
export interface SellerSection {
  path: PagePath;
  /** The label's namespace and key. */
  ns: string;
  labelKey: string;
  icon: Icon;
  /** Pages of the section whose paths do not start with its own (adding a shop at /add). */
  alsoMarks?: readonly PagePath[];
  /** Something waiting there, shown beside the label (unread messages). */
  Badge?: ComponentType;
}

function UnreadFromBuyers() {
  return <UnreadBadge side="seller" />;
}

export const SELLER_SECTIONS: readonly SellerSection[] = [
  { path: '/company-data', ns: 'companies', labelKey: 'sellerNav.companyData', icon: IconBuildingStore },
  { path: '/orders', ns: 'sellerOrders', labelKey: 'sellerNav.orders', icon: IconShoppingBag },
  { path: '/customers', ns: 'sellerOrders', labelKey: 'sellerNav.customers', icon: IconUsers },
  {
    path: '/seller/messages',
    ns: 'messages',
    labelKey: 'nav.messages',
    icon: IconMessageCircle,
    Badge: UnreadFromBuyers,
  },
  { path: '/statements', ns: 'sellerOrders', labelKey: 'sellerNav.statements', icon: IconReportMoney },
  { path: '/seller/products', ns: 'catalog', labelKey: 'sellerNav.products', icon: IconPackage },
  { path: '/seller/stock', ns: 'catalog', labelKey: 'sellerNav.stock', icon: IconCalendarDue },
  { path: '/listcategory', ns: 'catalog', labelKey: 'sellerNav.categories', icon: IconCategory },
  { path: '/seller/ratings', ns: 'reviews', labelKey: 'seller.nav', icon: IconStar },
  {
    path: '/my-shops',
    ns: 'myShops',
    labelKey: 'sellerNav.shops',
    icon: IconMapPin,
    alsoMarks: ['/add', '/shops/:id/edit'],
  },
  { path: '/logistics', ns: 'logistics', labelKey: 'sellerNav.delivery', icon: IconTruckDelivery },
  { path: '/operator-settings', ns: 'operators', labelKey: 'sellerNav.operators', icon: IconKey },
];

/** Where the header's "Seller area" link leads: the first section. */
export const SELLER_HOME: PagePath = SELLER_SECTIONS[0]?.path ?? '/company-data';

/** The seller area's menu: the sections that exist, the current one marked. */
export function SellerNav() {
  const { t } = useTranslation(['companies', ...new Set(SELLER_SECTIONS.map((section) => section.ns))]);
  const { pathname } = useLocation();
  return (
    <Paper component="nav" aria-labelledby="seller-nav-title" withBorder radius="lg" p="xs">
      <Text id="seller-nav-title" fz="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt={6} pb={4}>
        {t('sellerNav.title', { ns: 'companies' })}
      </Text>
      {SELLER_SECTIONS.map((section) => {
        // A section's own pages (adding or editing a product) keep it marked.
        const active =
          pathname === section.path ||
          pathname.startsWith(`${section.path}/`) ||
          (section.alsoMarks ?? []).some((pattern) => matchPath(pattern, pathname) !== null);
        return (
          <NavLink
            key={section.path}
            component={Link}
            to={section.path}
            label={t(section.labelKey, { ns: section.ns })}
            leftSection={<section.icon size={18} aria-hidden />}
            rightSection={section.Badge ? <section.Badge /> : undefined}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="light"
          />
        );
      })}
    </Paper>
  );
}
