import type { CartSeller } from '@glowmarket/shared/cart';
import type { DeliveryOption } from '@glowmarket/shared/logistics';
import type { DeliveryChoice as OrderDelivery } from '@glowmarket/shared/orders';
import { useQueries } from '@tanstack/react-query';
import { getDeliveryOptions } from '../../components/delivery/use-delivery-options';
import { useCurrency } from '../../lib/preferences';
import { queryKeys } from '../../lib/query-keys';
import { deliveryCost, findChosenOption, useDeliveryChoices, type DeliveryChoice } from './delivery-choice';

/** One seller's delivery as the cart left it. */
export interface SellerDeliveryState {
  seller: CartSeller;
  /** The seller's options are still being asked for. */
  pending: boolean;
  /** The seller's options could not be loaded. */
  failed: boolean;
  choice: DeliveryChoice | null;
  /** The chosen option, if the seller still offers it. */
  option: DeliveryOption | null;
  /** An option is chosen, with its parcel locker, pickup point or shop where it needs one. */
  complete: boolean;
  /** What the delivery adds, in the cart's currency's minor units (0 until complete). */
  cost: number;
}

export interface ChosenDeliveries {
  sellers: SellerDeliveryState[];
  /** Some seller's options are still loading. */
  pending: boolean;
  /** Every seller has an option chosen (its point or shop may still be missing). */
  allChosen: boolean;
  /** Every seller's delivery is complete: the cart can be placed as far as delivery goes. */
  complete: boolean;
  /** What the deliveries add together. */
  cost: number;
}

/** Whether a choice names everything its option needs: the API refuses a locker method without a locker. */
export function isChoiceComplete(option: DeliveryOption, choice: DeliveryChoice): boolean {
  if (option.needsPoint && (choice.pointName?.trim().length ?? 0) < 2) return false;
  return option.kind !== 'store_pickup' || Boolean(choice.shopId);
}

/**
 * Each seller's chosen delivery, read from the cart's choices (delivery-choice) and the sellers'
 * options, which the cart page asked for under the same keys.
 */
export function useChosenDeliveries(sellers: CartSeller[]): ChosenDeliveries {
  const currency = useCurrency();
  const choices = useDeliveryChoices();
  const answers = useQueries({
    queries: sellers.map((seller) => ({
      queryKey: queryKeys.logistics.deliveryOptions(seller.company.id, currency),
      queryFn: ({ signal }: { signal: AbortSignal }) => getDeliveryOptions(seller.company.id, signal),
    })),
  });
  const states = sellers.map((seller, index): SellerDeliveryState => {
    const answer = answers[index];
    const choice = choices[seller.company.id] ?? null;
    const option = answer?.data?.available ? findChosenOption(answer.data.options, choice) : null;
    const complete = Boolean(option && choice && isChoiceComplete(option, choice));
    return {
      seller,
      pending: answer?.isPending ?? true,
      failed: answer?.isError ?? false,
      choice,
      option,
      complete,
      cost: option && complete ? deliveryCost(option, seller.subtotal) : 0,
    };
  });
  return {
    sellers: states,
    pending: states.some((state) => state.pending),
    allChosen: states.every((state) => state.option !== null),
    complete: states.every((state) => state.complete),
    cost: states.reduce((sum, state) => sum + state.cost, 0),
  };
}

/**
 * The deliveries as POST /api/orders takes them: only the fields its strict schema knows (the
 * locker's address, kept for showing it, stays behind), and only what the chosen option uses.
 */
export function orderDeliveries(states: SellerDeliveryState[]): OrderDelivery[] {
  return states.flatMap(({ seller, option, choice, complete }) => {
    if (!option || !choice || !complete) return [];
    const delivery: OrderDelivery = { companyId: seller.company.id, optionId: option.id, kind: option.kind };
    if (option.needsPoint && choice.pointName) delivery.pointName = choice.pointName.trim();
    if (option.kind === 'store_pickup' && choice.shopId) delivery.shopId = choice.shopId;
    return [delivery];
  });
}
