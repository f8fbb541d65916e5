import type { Carrier, CarrierInput, DeliveryMethodInput } from '@glowmarket/shared/logistics';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import type { LogisticsServiceDeps } from './logistics.deps';
import { presentMethod } from './logistics.present';
import * as repository from './logistics.repository';

// The operator's carriers and their delivery methods; each change answers the whole list.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listCarriers(ctx: RequestContext): Promise<Carrier[]> {
  const [carriers, methods] = await Promise.all([repository.listCarriers(ctx.db), repository.listMethods(ctx.db)]);
  return carriers.map((carrier) => ({
    id: carrier.id,
    name: carrier.name,
    active: carrier.active,
    methods: methods.filter((method) => method.carrierId === carrier.id).map(presentMethod),
  }));
}

export async function createCarrier(ctx: RequestContext, input: Required<CarrierInput>): Promise<Carrier[]> {
  try {
    await repository.insertCarrier(ctx.db, input);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('carrier_name_taken');
    throw error;
  }
  return listCarriers(ctx);
}

export async function updateCarrier(
  ctx: RequestContext,
  input: { id: string; values: Required<CarrierInput> },
): Promise<Carrier[]> {
  let row;
  try {
    row = UUID.test(input.id) ? await repository.updateCarrier(ctx.db, input.id, input.values) : undefined;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('carrier_name_taken');
    throw error;
  }
  if (!row) throw new AppError('not_found');
  return listCarriers(ctx);
}

export async function addMethod(
  ctx: RequestContext,
  input: { carrierId: string; values: Required<DeliveryMethodInput> },
): Promise<Carrier[]> {
  const { carrierId } = input;
  if (!UUID.test(carrierId) || !(await repository.findCarrier(ctx.db, carrierId))) throw new AppError('not_found');
  try {
    await repository.insertMethod(ctx.db, { carrierId, ...input.values });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('delivery_method_exists');
    throw error;
  }
  return listCarriers(ctx);
}

export async function updateMethod(
  ctx: RequestContext,
  input: { id: string; values: { needsPoint: boolean; active: boolean } },
): Promise<Carrier[]> {
  if (!UUID.test(input.id) || !(await repository.updateMethod(ctx.db, input.id, input.values))) {
    throw new AppError('not_found');
  }
  return listCarriers(ctx);
}

/** Approved sellers whose buyers cannot get anything delivered: no usable price-list entry. */
export async function unconfiguredSellers(deps: Pick<LogisticsServiceDeps, 'sellers'>, ctx: RequestContext) {
  const sellers = await deps.sellers.approvedSellers(ctx);
  const configured = await repository.companiesWithOfferedPrices(
    ctx.db,
    sellers.map((seller) => seller.id),
  );
  return sellers.filter((seller) => !configured.has(seller.id));
}
