import type { FreeFrom, LabelFields, LabelGap, ProductLabel } from '@glowmarket/shared/cosmetics';
import type { RequestContext } from '../../../lib/context';
import type { ProductRow } from '../catalog.tables';
import type { ProductsServiceDeps } from '../products/deps';
import type { StoredIngredient } from '../product-detail.repository';
import { presentStored } from './matching';

/** The label particulars as the seller entered them. */
export const labelFieldsOf = (product: ProductRow): LabelFields => ({
  responsiblePersonName: product.responsiblePersonName,
  responsiblePersonAddress: product.responsiblePersonAddress,
  cpnpReference: product.cpnpReference,
  paoMonths: product.paoMonths,
  bestBefore: product.bestBefore,
  originCountry: product.originCountry,
});

/**
 * The particulars art. 19 asks of a label that the product still lacks. The Responsible Person
 * is the selling company unless the seller names another, which then needs both name and address;
 * the batch number is printed from the product's batches.
 */
export function labelGapsOf(product: ProductRow, facts: { composition: string; batched: boolean }): LabelGap[] {
  const gaps: LabelGap[] = [];
  if ((product.responsiblePersonName === null) !== (product.responsiblePersonAddress === null)) {
    gaps.push('responsiblePerson');
  }
  if (!product.cpnpReference) gaps.push('cpnpReference');
  if (product.netContent === null) gaps.push('nominalContent');
  if (product.paoMonths === null && product.bestBefore === null) gaps.push('durability');
  if (!facts.composition.trim()) gaps.push('ingredients');
  if (!facts.batched) gaps.push('batch');
  return gaps;
}

/** The label the product page shows: the Responsible Person resolved to the company when none is named. */
export async function labelOf(
  deps: Pick<ProductsServiceDeps, 'sellers'>,
  ctx: RequestContext,
  product: ProductRow,
  stored: {
    text: { function: string; precautions: string } | undefined;
    ingredients: StoredIngredient[];
    freeFrom: FreeFrom[];
  },
): Promise<ProductLabel> {
  const named = product.responsiblePersonName && product.responsiblePersonAddress;
  const company = named ? undefined : await deps.sellers.sellerOf(ctx, product.companyId);
  return {
    responsiblePerson: named
      ? { name: product.responsiblePersonName!, address: product.responsiblePersonAddress! }
      : { name: company?.legalName ?? '', address: company?.address ?? '' },
    cpnpReference: product.cpnpReference,
    paoMonths: product.paoMonths,
    bestBefore: product.bestBefore,
    originCountry: product.originCountry,
    function: stored.text?.function ?? '',
    precautions: stored.text?.precautions ?? '',
    ingredients: stored.ingredients.map(presentStored),
    freeFrom: stored.freeFrom,
  };
}
