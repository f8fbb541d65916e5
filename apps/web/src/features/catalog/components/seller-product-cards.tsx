import { ActionIcon, Badge, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconEdit, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageName } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetProductActive } from '../api/set-product-active';
import ui from '../../../components/ui.module.css';
import classes from './seller-product-cards.module.css';

/** A seller's product as its list shows it. */
export interface SellerProductSummary {
  id: string;
  title: string;
  price: number;
  stock: number;
  active: boolean;
  missingTitles: string[];
  /** Mandatory EU label particulars still missing. */
  labelGaps: string[];
  /** Some sellable stock expires within the company's warning window. */
  expiresSoon: boolean;
  image: { small: string } | null;
}

/** What needs the seller's attention beside a product's title: an incomplete label, stock about to expire. */
export function ProductBadges({ product }: { product: Pick<SellerProductSummary, 'labelGaps' | 'expiresSoon'> }) {
  const { t } = useTranslation('catalog');
  if (product.labelGaps.length === 0 && !product.expiresSoon) return null;
  return (
    <Group gap={4}>
      {product.labelGaps.length > 0 && (
        <Badge color="orange" variant="light" size="sm" style={{ textTransform: 'none' }}>
          {t('products.labelIncomplete')}
        </Badge>
      )}
      {product.expiresSoon && (
        <Badge color="red" variant="light" size="sm" style={{ textTransform: 'none' }}>
          {t('products.expiresSoon')}
        </Badge>
      )}
    </Group>
  );
}

/** Shows or hides a product in the shop and says so in a toast. */
export function useProductVisibility(product: SellerProductSummary) {
  const { t } = useTranslation('catalog');
  const setActive = useSetProductActive();
  const title = product.title || t('products.untitled');
  async function toggle(active: boolean) {
    try {
      await setActive.mutateAsync({ id: product.id, active });
      notifySuccess(active ? t('products.shown', { title }) : t('products.hidden', { title }));
    } catch (error) {
      notifyError(t, error);
    }
  }
  return { title, toggle, pending: setActive.isPending };
}

/** The seller's products on a phone: a card each with picture, title, price, stock, visibility and actions. */
export function SellerProductCards({
  products,
  dimmed,
  onDelete,
}: {
  products: SellerProductSummary[];
  dimmed: boolean;
  onDelete: (product: SellerProductSummary) => void;
}) {
  return (
    <Stack component="ul" gap="sm" className={classes.list} style={{ opacity: dimmed ? 0.6 : 1 }}>
      {products.map((product) => (
        <li key={product.id}>
          <SellerProductCard product={product} onDelete={() => onDelete(product)} />
        </li>
      ))}
    </Stack>
  );
}

function SellerProductCard({ product, onDelete }: { product: SellerProductSummary; onDelete: () => void }) {
  const { t } = useTranslation('catalog');
  const { title, toggle, pending } = useProductVisibility(product);
  const missing = product.missingTitles.map((code) => languageName(code)).join(', ');
  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-label={title}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {product.image ? (
          <img src={product.image.small} alt="" width={56} height={56} className={classes.image} />
        ) : (
          <span className={classes.noImage}>
            <IconPhoto size={28} aria-hidden />
          </span>
        )}
        <Stack gap={4} className={classes.text}>
          <Text fw={600} fs={product.title ? undefined : 'italic'} className={classes.title}>
            {title}
          </Text>
          {product.missingTitles.length > 0 && (
            <Badge color="yellow" variant="light" size="sm" title={missing} className={classes.badge}>
              {t('products.missingTitles', { count: product.missingTitles.length, languages: missing })}
            </Badge>
          )}
          <ProductBadges product={product} />
        </Stack>
      </Group>
      <dl className={`${ui.facts} ${classes.facts}`}>
        <dt>{t('products.columns.price')}</dt>
        <dd>{formatAmount(product.price / 100, 'EUR', currentLanguage())}</dd>
        <dt>{t('products.columns.stock')}</dt>
        <dd data-empty={product.stock === 0 || undefined}>{product.stock}</dd>
      </dl>
      <Group justify="space-between" wrap="nowrap" mt="xs">
        <Switch
          checked={product.active}
          disabled={pending}
          onChange={(event) => void toggle(event.currentTarget.checked)}
          aria-label={t('products.activeLabel', { title })}
          label={product.active ? t('products.activeOn') : t('products.activeOff')}
        />
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            component={Link}
            to={`/seller/products/${product.id}/edit`}
            variant="subtle"
            size="lg"
            aria-label={t('products.edit', { title })}
            title={t('products.editShort')}
          >
            <IconEdit size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={onDelete}
            aria-label={t('products.delete', { title })}
            title={t('products.deleteShort')}
          >
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
