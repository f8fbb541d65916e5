import type { Config } from '../../config';
import type { RequestContext } from '../../lib/context';
import { createAutopay, type AutopayOperator } from './autopay';
import type { PaymentOperator, PaymentOperatorName } from './operator';
import { createPrzelewy24 } from './przelewy24';
import { createStripe } from './stripe';

/**
 * The payment operators by name, each an adapter of `PaymentOperator` made by its factory — as
 * payment method handlers are plugged into a shop: adding an operator is its adapter and one entry
 * here. Two kinds (decision 016): an operator that pays the marketplace's own account is made
 * once, from the server's settings; one that pays each seller's own account is made per seller,
 * from the keys the seller saved.
 */

/** Where each operator is and the keys it takes, as the demo's sandboxes serve them. */
export interface SandboxOperators {
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string };
  przelewy24: { baseUrl: string; merchantId: number; posId: number; crcKey: string; apiKey: string };
  autopay: { baseUrl: string; serviceId: string; sharedKey: string };
}

export interface OperatorSetup {
  config: Pick<Config, 'stripe' | 'przelewy24' | 'przelewy24Url' | 'autopayUrl'>;
  /** Only in demo mode: the operators' sides the app serves itself, used where no keys are set. */
  sandbox: SandboxOperators | undefined;
  /** The operators module: a seller's saved account at an operator. */
  sellerAccount(
    ctx: RequestContext,
    companyId: string,
    operator: 'autopay',
  ): Promise<{ settings: Record<string, string>; secrets: Record<string, string> } | undefined>;
}

type SellerOperatorLookup = (ctx: RequestContext, companyId: string) => Promise<AutopayOperator | undefined>;

interface MarketplaceOperatorFactory {
  pays: 'marketplace';
  create(setup: OperatorSetup): PaymentOperator | undefined;
}

interface SellerOperatorFactory {
  pays: 'seller';
  create(setup: OperatorSetup): SellerOperatorLookup;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const paymentOperatorRegistry = {
  stripe: {
    pays: 'marketplace',
    create: ({ config, sandbox }) =>
      config.stripe ? createStripe(config.stripe) : sandbox && createStripe(sandbox.stripe),
  },
  przelewy24: {
    pays: 'marketplace',
    create: ({ config, sandbox }) =>
      config.przelewy24 && config.przelewy24Url
        ? createPrzelewy24({ baseUrl: config.przelewy24Url, ...config.przelewy24 })
        : sandbox && createPrzelewy24(sandbox.przelewy24),
  },
  autopay: {
    pays: 'seller',
    create(setup) {
      const { config, sandbox } = setup;
      const { autopayUrl } = config;
      if (!autopayUrl) {
        // The sandbox plays one Autopay service for every seller.
        const played = sandbox && createAutopay(sandbox.autopay);
        return async () => played;
      }
      return async (ctx, companyId) => {
        if (!UUID.test(companyId)) return undefined;
        const account = await setup.sellerAccount(ctx, companyId, 'autopay');
        return (
          account &&
          createAutopay({
            baseUrl: autopayUrl,
            serviceId: account.settings.serviceId ?? '',
            sharedKey: account.secrets.sharedKey ?? '',
          })
        );
      };
    },
  },
} satisfies Record<PaymentOperatorName, MarketplaceOperatorFactory | SellerOperatorFactory>;

/** The methods that pay the marketplace's account. */
export type MarketplaceMethod = {
  [Name in PaymentOperatorName]: (typeof paymentOperatorRegistry)[Name]['pays'] extends 'marketplace' ? Name : never;
}[PaymentOperatorName];

/** What the payments module asks for: the marketplace's operators by method, a seller's Autopay. */
export interface PaymentOperatorDirectory {
  site(method: MarketplaceMethod): PaymentOperator | undefined;
  autopayFor: SellerOperatorLookup;
}

/** Every registered operator made from the settings; an operator without its settings is undefined (not offered). */
export function createPaymentOperators(setup: OperatorSetup): PaymentOperatorDirectory {
  const site: Record<MarketplaceMethod, PaymentOperator | undefined> = {
    stripe: paymentOperatorRegistry.stripe.create(setup),
    przelewy24: paymentOperatorRegistry.przelewy24.create(setup),
  };
  return {
    site: (method) => site[method],
    autopayFor: paymentOperatorRegistry.autopay.create(setup),
  };
}
