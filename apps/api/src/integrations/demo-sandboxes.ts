import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { SandboxOperators } from './payments/registry';

/** Where the demo serves its ShipX sandbox. */
const SHIPX_SANDBOX_PATH = '/sandbox/shipx';

export interface DemoSandboxes {
  /** The payment operators' keys and addresses, for the operators without keys of their own. */
  operators: SandboxOperators;
  /** Where the ShipX sandbox answers; undefined when SHIPX_URL names a real one. */
  shipxUrl: string | undefined;
}

/**
 * In demo mode the app serves the operators' sides itself — Stripe, Przelewy24, Autopay and ShipX,
 * each in its real protocol — so `npm start` takes payments and ships parcels with no keys and no
 * internet (decision 016). They are a package of their own (`packages/sandboxes`), imported here
 * and only in demo mode: a production server neither contains nor loads them (decision 024).
 */
export async function serveDemoSandboxes(app: FastifyInstance, config: Config): Promise<DemoSandboxes | undefined> {
  if (!config.demoMode) return undefined;
  const sandboxes = await import('@glowmarket/sandboxes').catch((error: unknown) => {
    throw new Error(
      'Demo mode serves the operator sandboxes, which this build left out: build with `node scripts/build.mjs --demo` (npm start does).',
      { cause: error },
    );
  });
  const base = config.publicUrl.replace(/\/+$/, '');
  const payments = sandboxes.createPaymentSandbox({ publicUrl: config.publicUrl, keys: sandboxes.sandboxKeys() });
  const shipx = config.shipxUrl
    ? undefined
    : sandboxes.createShipxSandbox({
        basePath: SHIPX_SANDBOX_PATH,
        accepts: () => true,
        firstId: Math.floor(Date.now() / 1000),
      });
  // ShipX first: the payment sandbox answers every other path under /sandbox/.
  app.addHook('onRequest', (request, reply, done) => {
    if (shipx?.handle(request.raw, reply.raw) || payments.handle(request.raw, reply.raw)) {
      reply.hijack();
      return;
    }
    done();
  });
  const urls = sandboxes.sandboxOperatorUrls(config.publicUrl);
  const { keys } = payments;
  return {
    operators: {
      stripe: { ...keys.stripe, ...urls.stripe },
      przelewy24: { ...keys.przelewy24, ...urls.przelewy24 },
      autopay: { ...keys.autopay, ...urls.autopay },
    },
    shipxUrl: shipx && `${base}${SHIPX_SANDBOX_PATH}`,
  };
}
