import { Button, EmptyState, Stack, Title } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The cart and checkout with nothing in the cart: the page's heading and the way to the catalog. */
export function EmptyCart({ heading }: { heading: string }) {
  const { t } = useTranslation('cart');
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Title order={1}>{heading}</Title>
      <EmptyState
        icon={<IconShoppingBag size={32} aria-hidden />}
        variant="light"
        title={t('page.emptyTitle')}
        description={t('page.empty')}
        py="xl"
      >
        <EmptyState.Actions>
          <Button component={Link} to="/catalog">
            {t('page.browse')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Stack>
  );
}
