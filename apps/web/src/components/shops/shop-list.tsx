import type { ShopSummary } from '@glowmarket/shared/shops';
import { Anchor, Badge, Group, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconMapPin, IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../lib/i18n';
import { formatDistance } from './format-distance';
import { OpeningStatusBadge } from './opening-hours';
import classes from './shop-list.module.css';

interface ShopListProps {
  shops: ShopSummary[];
  /** The heading level of each shop's name, one below the section the list is in. */
  headingOrder?: 2 | 3 | 4;
  /** Off on a company's own page, where every shop is that company's. */
  showCompany?: boolean;
  /** Off when the distances are from a place the visitor is not at. */
  showDistance?: boolean;
  highlightedId?: string | null;
  /** The shop pointed at or focused in the list (null when none), to mark it on a map beside. */
  onHighlight?: (id: string | null) => void;
}

/** One line of an address: "ul. Floriańska 12, 31-019 Kraków". */
export function addressLine(address: ShopSummary['address']): string {
  return `${address.street}, ${address.postalCode} ${address.city}`;
}

/**
 * Shops as a list beside a map (store locator, company page): name linking to the shop's page,
 * company, address, distance, whether open now and whether orders can be picked up there. It is
 * complete without the map, for visitors who cannot use one.
 */
export function ShopList({
  shops,
  headingOrder = 3,
  showCompany = true,
  showDistance = true,
  highlightedId,
  onHighlight,
}: ShopListProps) {
  const { t } = useTranslation('shops');
  const language = currentLanguage();
  return (
    <ul className={classes.list}>
      {shops.map((shop) => (
        <li
          key={shop.id}
          className={classes.item}
          data-highlighted={highlightedId === shop.id || undefined}
          onMouseEnter={onHighlight && (() => onHighlight(shop.id))}
          onMouseLeave={onHighlight && (() => onHighlight(null))}
          onFocus={onHighlight && (() => onHighlight(shop.id))}
          onBlur={onHighlight && (() => onHighlight(null))}
        >
          {shop.photo ? (
            <img src={shop.photo.small} alt="" className={classes.photo} width={72} height={72} loading="lazy" />
          ) : (
            <span className={classes.photo} aria-hidden>
              <IconBuildingStore size={28} />
            </span>
          )}
          <div className={classes.body}>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Title order={headingOrder} fz="h4" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                <Anchor component={Link} to={`/shops/${shop.id}`} inherit>
                  {shop.title}
                </Anchor>
              </Title>
              {showDistance && shop.distanceKm !== null && (
                <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {t('list.distance', { distance: formatDistance(shop.distanceKm, language) })}
                </Text>
              )}
            </Group>
            {showCompany && <Text fz="sm">{t('list.company', { name: shop.company.name })}</Text>}
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
              <Text fz="sm">{addressLine(shop.address)}</Text>
            </Group>
            <Group gap="xs" mt={4}>
              <OpeningStatusBadge hours={shop.hours} timeZone={shop.timeZone} />
              {shop.pickup && (
                <Badge
                  color="grape"
                  variant="light"
                  size="lg"
                  tt="none"
                  leftSection={<IconPackage size={14} aria-hidden />}
                >
                  {t('list.pickup')}
                </Badge>
              )}
            </Group>
          </div>
        </li>
      ))}
    </ul>
  );
}
