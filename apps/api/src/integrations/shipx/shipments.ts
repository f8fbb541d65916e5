import { z } from 'zod';

/**
 * InPost ShipX's shipments: `POST /v1/organizations/{id}/shipments` creates one, ShipX then buys
 * the offer on its own and the shipment turns `confirmed` with a tracking number a moment later,
 * so `GET /v1/shipments/{id}` is polled; the label is `GET /v1/shipments/{id}/label`. Only the
 * fields the marketplace uses are read from the answers.
 */

/** Our side of a shipment: money in minor units, a phone as the buyer typed it. */
export interface ShipmentRequest {
  /** Shown on the label and in the ShipX panel: the order number. */
  reference: string;
  service: 'locker' | 'courier';
  receiver: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    /** Courier only. */
    address?: { street: string; buildingNumber?: string; city: string; postalCode: string; country: string };
  };
  /** Locker only: the locker's name, e.g. KRA012. */
  targetPoint?: string;
  /** The locker size class (A, B, C); for the courier it also gives the box when `parcel` is absent. */
  template?: 'small' | 'medium' | 'large';
  /** Courier only: the measured parcel. */
  parcel?: { lengthMm: number; widthMm: number; heightMm: number; weightKg: number };
  cod?: { amountCents: number; currency: string };
  /** How the seller hands the parcel over; by default a locker for lockers, a pickup for the courier. */
  sendingMethod?: 'parcel_locker' | 'dispatch_order' | 'pop';
}

/** ShipX refused or could not be reached; `message` and `details` are ShipX's, for the seller. */
export class ShipxError extends Error {
  override readonly name = 'ShipxError';
  constructor(
    /** ShipX's HTTP status; 502 for no or an unreadable answer, 504 for a timeout or no confirmation. */
    readonly status: number,
    message: string,
    /** ShipX's error code, e.g. `validation_failed`, `token_invalid`. */
    readonly code?: string,
    /** ShipX's details, e.g. `{ receiver: [{ phone: ['invalid'] }] }`. */
    readonly details?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const shipmentSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  tracking_number: z.string().nullish(),
});

const errorSchema = z.object({
  status: z.number().optional(),
  error: z.string().optional(),
  message: z.string().optional(),
  // Some ShipX answers (a bad token) put the text here instead of in `message`.
  description: z.string().optional(),
  details: z.unknown().optional(),
});

/**
 * Statuses on the way to a tracking number (`confirmed` gets it at once, but a poll may catch the
 * moment between); any other status without a tracking number means ShipX gave up on the shipment.
 */
const ON_THE_WAY = new Set(['created', 'offers_prepared', 'offer_selected', 'confirmed']);

/**
 * The boxes of the locker size classes, declared at the class's weight limit when the courier
 * gets no measured parcel: declaring less than the truth costs a surcharge, more does not.
 */
const TEMPLATE_BOXES = {
  small: { length: 640, width: 380, height: 80 },
  medium: { length: 640, width: 380, height: 190 },
  large: { length: 640, width: 380, height: 410 },
} as const;
const TEMPLATE_MAX_KG = 25;

const FETCH_TIMEOUT_MS = 30_000;

export function createShipxShipments(options: {
  baseUrl: string;
  organizationId: string;
  token: string;
  userAgent: string;
  pollIntervalMs?: number;
  maxPolls?: number;
}) {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const maxPolls = options.maxPolls ?? 10;

  async function call(path: string, init: { method?: string; body?: unknown; accept?: string } = {}) {
    let response: Response;
    try {
      response = await fetch(new URL(path, base), {
        method: init.method ?? 'GET',
        headers: {
          accept: init.accept ?? 'application/json',
          authorization: `Bearer ${options.token}`,
          'user-agent': options.userAgent,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const message = timedOut ? 'ShipX did not answer in time' : 'ShipX is unreachable';
      throw new ShipxError(timedOut ? 504 : 502, message, undefined, undefined, { cause: error });
    }
    if (!response.ok) throw await errorFrom(response);
    return response;
  }

  async function readShipment(response: Response) {
    const parsed = shipmentSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success)
      throw new ShipxError(502, 'ShipX sent an unexpected shipment', undefined, z.treeifyError(parsed.error));
    return parsed.data;
  }

  return {
    async create(input: ShipmentRequest): Promise<{ id: string; status: string }> {
      const response = await call(`v1/organizations/${encodeURIComponent(options.organizationId)}/shipments`, {
        method: 'POST',
        body: shipmentBody(input),
      });
      const shipment = await readShipment(response);
      return { id: String(shipment.id), status: shipment.status };
    },

    /** Polls until ShipX has bought the offer and given the tracking number. */
    async waitConfirmed(id: string): Promise<{ id: string; trackingNumber: string }> {
      let status = 'unknown';
      for (let poll = 0; poll < maxPolls; poll += 1) {
        if (poll > 0) await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
        const shipment = await readShipment(await call(`v1/shipments/${encodeURIComponent(id)}`));
        status = shipment.status;
        if (shipment.tracking_number) return { id, trackingNumber: shipment.tracking_number };
        if (!ON_THE_WAY.has(status)) {
          throw new ShipxError(502, `ShipX shipment ${id} is ${status} without a tracking number`, undefined, {
            status,
          });
        }
      }
      throw new ShipxError(504, `ShipX shipment ${id} not confirmed after ${maxPolls} checks`, 'not_confirmed', {
        status,
      });
    },

    /** The A6 label as PDF bytes. */
    async label(id: string): Promise<Buffer> {
      const response = await call(`v1/shipments/${encodeURIComponent(id)}/label?format=Pdf&type=A6`, {
        accept: 'application/pdf',
      });
      const type = response.headers.get('content-type') ?? '';
      if (!type.startsWith('application/pdf')) throw new ShipxError(502, `ShipX sent a label as ${type || 'nothing'}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

export type ShipxShipments = ReturnType<typeof createShipxShipments>;

/** ShipX's body for our request. */
function shipmentBody(input: ShipmentRequest) {
  const locker = input.service === 'locker';
  const address = input.receiver.address;
  return {
    receiver: {
      first_name: input.receiver.firstName,
      last_name: input.receiver.lastName,
      email: input.receiver.email,
      phone: nationalPhone(input.receiver.phone),
      ...(!locker && address
        ? {
            address: {
              ...splitStreet(address.street, address.buildingNumber),
              city: address.city,
              post_code: address.postalCode,
              country_code: address.country,
            },
          }
        : {}),
    },
    parcels: [locker ? { template: input.template ?? 'small' } : courierParcel(input)],
    ...(input.cod
      ? {
          cod: { amount: majorUnits(input.cod.amountCents), currency: input.cod.currency },
          // ShipX refuses cash on delivery above the insured value.
          insurance: { amount: majorUnits(input.cod.amountCents), currency: input.cod.currency },
        }
      : {}),
    custom_attributes: {
      ...(locker && input.targetPoint ? { target_point: input.targetPoint } : {}),
      sending_method: input.sendingMethod ?? (locker ? 'parcel_locker' : 'dispatch_order'),
    },
    service: locker ? 'inpost_locker_standard' : 'inpost_courier_standard',
    reference: input.reference,
  };
}

function courierParcel(input: ShipmentRequest) {
  const box = input.parcel
    ? { length: input.parcel.lengthMm, width: input.parcel.widthMm, height: input.parcel.heightMm }
    : TEMPLATE_BOXES[input.template ?? 'small'];
  return {
    dimensions: { ...box, unit: 'mm' },
    weight: { amount: input.parcel?.weightKg ?? TEMPLATE_MAX_KG, unit: 'kg' },
  };
}

/** 1250 → 12.5: ShipX takes amounts in major units. */
function majorUnits(amountCents: number): number {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError(`an amount is whole cents, got ${amountCents}`);
  return amountCents / 100;
}

/** ShipX wants the 9 national digits of a Polish number: "+48 600 100 200" → "600100200". */
function nationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('0048')) return digits.slice(4);
  if (digits.length === 11 && digits.startsWith('48')) return digits.slice(2);
  return digits;
}

/** "Długa 5/3" → street "Długa", building "5/3", unless the building number came on its own. */
function splitStreet(street: string, buildingNumber: string | undefined) {
  if (buildingNumber) return { street, building_number: buildingNumber };
  const match = /^(.*\S)\s+(\d+\w*(?:\/\w+)?)$/.exec(street.trim());
  return match ? { street: match[1], building_number: match[2] } : { street, building_number: '' };
}

/** ShipX's error answer as a ShipxError; a body that is not ShipX's keeps only the status. */
async function errorFrom(response: Response): Promise<ShipxError> {
  const parsed = errorSchema.safeParse(await response.json().catch(() => undefined));
  const body = parsed.success ? parsed.data : {};
  return new ShipxError(
    response.status,
    body.message ?? body.description ?? `ShipX answered ${response.status}`,
    body.error,
    body.details,
  );
}
