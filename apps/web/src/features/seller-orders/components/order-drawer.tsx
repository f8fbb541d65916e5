import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSellerOrder } from '../api/get-seller-order';
import { OrderDetail } from './order-detail';

/**
 * The order named in the address (`?order=<id>`, as the seller's new-order e-mail links it) in a
 * drawer beside the list; closing it takes the parameter away.
 */
export function OrderDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('sellerOrders');
  const order = useSellerOrder(id);
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={order.data ? t('detail.title', { number: order.data.number }) : t('detail.loadingTitle')}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {id !== null && <OrderDetail key={id} id={id} />}
    </Drawer>
  );
}
