import type { RequestContext } from '../../lib/context';
import { createShipxShipments } from './shipments';

/**
 * The marketplace's way to ShipX for sellers' parcels: the ShipX at `baseUrl` (SHIPX_URL, or in the
 * demo the sandbox the app serves), on each seller's saved organization and token. Without a
 * ShipX, nothing is available, whatever keys sellers saved.
 */
export function createShipxAccess(options: {
  baseUrl: string | undefined;
  userAgent: string;
  /** The operators module: a seller's saved ShipX account. */
  sellerAccount(
    ctx: RequestContext,
    companyId: string,
    operator: 'shipx',
  ): Promise<{ settings: Record<string, string>; secrets: Record<string, string> } | undefined>;
}) {
  const { baseUrl } = options;
  return {
    available: baseUrl !== undefined,
    async clientFor(ctx: RequestContext, companyId: string) {
      if (!baseUrl) return undefined;
      const account = await options.sellerAccount(ctx, companyId, 'shipx');
      return (
        account &&
        createShipxShipments({
          baseUrl,
          organizationId: account.settings.organizationId ?? '',
          token: account.secrets.apiKey ?? '',
          userAgent: options.userAgent,
        })
      );
    },
  };
}
