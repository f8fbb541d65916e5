import type { FreeFrom, LabelFields, LabelGap, ProductLabel } from '@glowmarket/shared/cosmetics';
import type { ProductRow } from '../catalog.tables';
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

/** The label the product page shows: the Responsible Person is the selling company when none is named. */
export function labelOf(
  product: ProductRow,
  stored: {
    seller: { legalName: string; address: string };
    text: { function: string; precautions: string } | undefined;
    ingredients: StoredIngredient[];
    freeFrom: FreeFrom[];
  },
): ProductLabel {
  const named = product.responsiblePersonName && product.responsiblePersonAddress;
  return {
    responsiblePerson: named
      ? { name: product.responsiblePersonName!, address: product.responsiblePersonAddress! }
      : { name: stored.seller.legalName, address: stored.seller.address },
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
