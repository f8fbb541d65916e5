import type { QuotedMoney } from '@glowmarket/shared/catalog';
import { DELIVERY_KINDS, type DeliveryOption } from '@glowmarket/shared/logistics';
import { useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod';

/** Where the cart keeps each seller's delivery for checkout: this tab only, gone when it closes. */
export const DELIVERY_CHOICE_KEY = 'glowmarket.delivery';

const deliveryChoiceSchema = z.object({
  /** The price-list entry; null for store pickup. */
  optionId: z.string().nullable(),
  kind: z.enum(DELIVERY_KINDS),
  /** A parcel locker's name or a pickup point's code, where the method needs a point. */
  pointName: z.string().optional(),
  /** The locker's address as the finder showed it, to show it again. */
  pointAddress: z.string().optional(),
  /** The shop to collect from (store pickup). */
  shopId: z.string().optional(),
});
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;

/** By company id. */
export type DeliveryChoices = Record<string, DeliveryChoice>;

const storedSchema = z.record(z.string(), deliveryChoiceSchema);

const listeners = new Set<() => void>();
// What was last written, for a browser that refuses storage: the choice then lasts until a reload.
let unsaved: string | null = null;

function readStored(): string | null {
  try {
    return sessionStorage.getItem(DELIVERY_CHOICE_KEY);
  } catch {
    return unsaved;
  }
}

function parseChoices(raw: string | null): DeliveryChoices {
  if (!raw) return {};
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Every seller's stored choice (anything unreadable counts as none). */
export function readDeliveryChoices(): DeliveryChoices {
  return parseChoices(readStored());
}

/** Keeps (or, with null, forgets) one seller's choice and tells the components showing it. */
export function writeDeliveryChoice(companyId: string, choice: DeliveryChoice | null): void {
  const { [companyId]: _previous, ...others } = readDeliveryChoices();
  const raw = JSON.stringify(choice ? { ...others, [companyId]: choice } : others);
  try {
    sessionStorage.setItem(DELIVERY_CHOICE_KEY, raw);
  } catch {
    unsaved = raw;
  }
  for (const listener of listeners) listener();
}

/** Forgets every seller's choice: the cart they were for has been placed. */
export function clearDeliveryChoices(): void {
  try {
    sessionStorage.removeItem(DELIVERY_CHOICE_KEY);
  } catch {
    // Nothing stored to remove.
  }
  unsaved = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every seller's choice, re-rendering when one changes. */
export function useDeliveryChoices(): DeliveryChoices {
  // The stored text is the snapshot: a string compares by value, so an unchanged store does not re-render.
  const raw = useSyncExternalStore(subscribe, readStored, readStored);
  return useMemo(() => parseChoices(raw), [raw]);
}

/** One seller's choice and the function that changes it. */
export function useDeliveryChoice(companyId: string): [DeliveryChoice | null, (choice: DeliveryChoice | null) => void] {
  const choice = useDeliveryChoices()[companyId] ?? null;
  return [choice, (next) => writeDeliveryChoice(companyId, next)];
}

/** The option a stored choice names, if the seller still offers it. */
export function findChosenOption(options: DeliveryOption[], choice: DeliveryChoice | null): DeliveryOption | null {
  if (!choice) return null;
  return options.find((option) => option.id === choice.optionId && option.kind === choice.kind) ?? null;
}

/** Free when it costs nothing or the seller's subtotal reaches its threshold (compared in euros, as the seller set it). */
export function isFreeDelivery(option: DeliveryOption, subtotal: QuotedMoney): boolean {
  return option.price.amount === 0 || (option.freeFrom !== null && subtotal.base.amount >= option.freeFrom.base.amount);
}

/** What the option costs this order, in the visitor's currency's minor units. */
export function deliveryCost(option: DeliveryOption, subtotal: QuotedMoney): number {
  return isFreeDelivery(option, subtotal) ? 0 : option.price.amount;
}
