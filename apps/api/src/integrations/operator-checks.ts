import { createHash, randomBytes } from 'node:crypto';

/**
 * "Check connection" for a seller's operator account: one harmless call the operator answers
 * only for valid credentials. Without the operator's URL (offline, the demo) the sandbox has no
 * one to ask and accepts what the form's rules accepted.
 */
export type CheckResult = 'ok' | 'rejected' | 'unreachable';

export interface OperatorCheck {
  /** True when no operator is asked (no URL set). */
  readonly sandbox: boolean;
  run(settings: Record<string, string>, secrets: Record<string, string>): Promise<CheckResult>;
}

/** How long a check waits for the operator. */
const CHECK_TIMEOUT_MS = 10_000;

const sandboxCheck: OperatorCheck = { sandbox: true, run: () => Promise.resolve('ok') };

async function ask(url: string, init: RequestInit): Promise<Response | undefined> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  } catch {
    return undefined;
  }
}

/** 2xx: accepted; 401/403/404: refused; anything else, or no answer: unreachable. */
function verdict(response: Response | undefined): CheckResult {
  if (!response) return 'unreachable';
  if (response.ok) return 'ok';
  return [400, 401, 403, 404].includes(response.status) ? 'rejected' : 'unreachable';
}

/** InPost ShipX: `GET /v1/organizations/{id}` with the API token answers the organization. */
export function shipxCheck(baseUrl: string | undefined): OperatorCheck {
  if (!baseUrl) return sandboxCheck;
  return {
    sandbox: false,
    async run(settings, secrets) {
      const url = new URL(`v1/organizations/${encodeURIComponent(settings.organizationId ?? '')}`, withSlash(baseUrl));
      return verdict(await ask(url.href, { headers: { authorization: `Bearer ${secrets.apiKey}` } }));
    },
  };
}

/**
 * Autopay: `POST /gatewayList/v2` with ServiceID, a random MessageID, the currencies and
 * `Hash = sha256(ServiceID|MessageID|Currencies|key)`; a wrong key answers `result: ERROR`.
 */
export function autopayCheck(baseUrl: string | undefined): OperatorCheck {
  if (!baseUrl) return sandboxCheck;
  return {
    sandbox: false,
    async run(settings, secrets) {
      const serviceId = settings.serviceId ?? '';
      const messageId = randomBytes(16).toString('hex');
      const currencies = 'PLN';
      const hash = createHash('sha256')
        .update([serviceId, messageId, currencies, secrets.sharedKey].join('|'))
        .digest('hex');
      const response = await ask(new URL('gatewayList/v2', withSlash(baseUrl)).href, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ServiceID: Number(serviceId),
          MessageID: messageId,
          Currencies: currencies,
          Hash: hash,
        }),
      });
      if (!response?.ok) return verdict(response);
      const answer = (await response.json().catch(() => undefined)) as { result?: string } | undefined;
      if (answer?.result === 'OK') return 'ok';
      return answer?.result === 'ERROR' ? 'rejected' : 'unreachable';
    },
  };
}

/** Przelewy24: `GET /api/v1/testAccess` with HTTP Basic `posId:apiKey`. */
export function przelewy24Check(baseUrl: string | undefined): OperatorCheck {
  if (!baseUrl) return sandboxCheck;
  return {
    sandbox: false,
    async run(settings, secrets) {
      const credentials = Buffer.from(`${settings.posId}:${secrets.apiKey}`).toString('base64');
      return verdict(
        await ask(new URL('api/v1/testAccess', withSlash(baseUrl)).href, {
          headers: { authorization: `Basic ${credentials}` },
        }),
      );
    },
  };
}

function withSlash(baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
}

/** The checks of sellers' keys at each operator, where the operator's address is set. */
export function operatorChecks(urls: {
  shipxUrl: string | undefined;
  autopayUrl: string | undefined;
  przelewy24Url: string | undefined;
}) {
  return {
    shipx: shipxCheck(urls.shipxUrl),
    autopay: autopayCheck(urls.autopayUrl),
    przelewy24: przelewy24Check(urls.przelewy24Url),
  };
}
