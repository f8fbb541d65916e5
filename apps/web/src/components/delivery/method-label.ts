import type { DeliveryKind } from '@glowmarket/shared/logistics';
import type { TFunction } from 'i18next';

/** "DPD · courier, cash on delivery": the carrier's name, then what the method is, in the UI language. */
export function methodLabel(t: TFunction, method: { carrierName: string; kind: DeliveryKind; cod: boolean }): string {
  const kind = t(`kinds.${method.kind}`, { ns: 'logistics' });
  const what = method.cod ? t('kinds.withCod', { ns: 'logistics', kind }) : kind;
  // Store pickup is a method of its own "carrier": its name says it all.
  return method.kind === 'store_pickup' ? what : `${method.carrierName} · ${what}`;
}
