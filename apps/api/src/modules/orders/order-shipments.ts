import type { SellerOrder } from '@glowmarket/shared/orders';
import type { ShipmentRequest } from '../../integrations/shipx/shipments';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import type { OrderLifeDeps, ShipxClient } from './orders.deps';
import * as repository from './orders.repository';
import { canCreateShipment } from './orders.present';
import { findOwnOrder, presentForSeller } from './seller-orders';

/** ShipX's receiver and service for an InPost order. */
function shipmentRequestOf(row: repository.OrderWithGroup): ShipmentRequest {
  const { order, group } = row;
  const locker = order.delivery.kind === 'parcel_locker';
  return {
    reference: order.number,
    service: locker ? 'locker' : 'courier',
    receiver: {
      firstName: group.contact.firstName,
      lastName: group.contact.lastName,
      email: group.contact.email,
      phone: group.contact.phone,
      ...(!locker && {
        address: {
          street: group.shippingAddress.street,
          city: group.shippingAddress.city,
          postalCode: group.shippingAddress.postalCode,
          country: group.shippingAddress.country,
        },
      }),
    },
    ...(locker && { targetPoint: order.delivery.point?.name ?? '', template: 'medium' as const }),
    ...(order.paymentStatus === 'cod' && { cod: { amountCents: order.total, currency: 'EUR' } }),
  };
}

/** The company's ShipX client, or why there is none: the marketplace's ShipX first, then the seller's keys. */
async function shipxOf(
  deps: Pick<OrderLifeDeps, 'shipx'>,
  ctx: RequestContext,
  companyId: string,
): Promise<ShipxClient> {
  if (!deps.shipx.available) throw new AppError('shipx_unavailable');
  const client = await deps.shipx.clientFor(ctx, companyId);
  if (!client) throw new AppError('shipx_not_configured');
  return client;
}

/**
 * Hands an InPost order to ShipX: creates the shipment, waits until ShipX confirms it and keeps
 * its id and tracking number on the order. ShipX's refusal is passed on with its reason.
 */
export async function createShipment(
  deps: Pick<OrderLifeDeps, 'shipx' | 'sellers' | 'products'>,
  ctx: RequestContext,
  input: { companyId: string; id: string },
): Promise<SellerOrder> {
  const { companyId, id } = input;
  const row = await findOwnOrder(ctx, companyId, id);
  if (!canCreateShipment(row.order)) throw new AppError('shipment_not_possible');
  const shipx = await shipxOf(deps, ctx, companyId);
  let shipment: { id: string; status: string; trackingNumber: string | null };
  try {
    const created = await shipx.create(shipmentRequestOf(row));
    const confirmed = await shipx.waitConfirmed(created.id);
    shipment = { id: confirmed.id, status: 'confirmed', trackingNumber: confirmed.trackingNumber };
  } catch (error) {
    ctx.log.warn({ err: error, orderId: id }, 'ShipX refused a shipment');
    throw new AppError('shipx_failed', { reason: error instanceof Error ? error.message : String(error) });
  }
  const [saved] = await presentForSeller(deps, ctx, [
    {
      order: (await repository.saveShipment(ctx.db, id, shipment, ctx.now())) ?? row.order,
      group: row.group,
    },
  ]);
  return saved!;
}

/** The A6 PDF label of the order's confirmed ShipX shipment. */
export async function shipmentLabel(
  deps: Pick<OrderLifeDeps, 'shipx'>,
  ctx: RequestContext,
  input: { companyId: string; id: string },
): Promise<Buffer> {
  const { order } = await findOwnOrder(ctx, input.companyId, input.id);
  if (!order.shipment) throw new AppError('not_found');
  const shipx = await shipxOf(deps, ctx, input.companyId);
  try {
    return await shipx.label(order.shipment.id);
  } catch (error) {
    throw new AppError('shipx_failed', { reason: error instanceof Error ? error.message : String(error) });
  }
}
