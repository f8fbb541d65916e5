import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, pathBelow, readBody } from './http';

/**
 * InPost ShipX's side of shipments, for the demo (served by the app under `/sandbox/shipx` when no
 * SHIPX_URL is set) and for the tests' local ShipX (apps/api/test/shipx-server.ts): one
 * implementation for both, in ShipX's protocol.
 *
 * `POST /v1/organizations/{id}/shipments` checks the body as ShipX does (422 `validation_failed`
 * with ShipX's `details`) and keeps it as `created`; `GET /v1/shipments/{id}` answers `created`
 * for the first `confirmAfterPolls` looks, then `confirmed` with a 24-digit tracking number;
 * `GET /v1/shipments/{id}/label?format=Pdf&type=A6` answers a one-page PDF once confirmed. Every
 * call needs `Authorization: Bearer <token>` that the sandbox accepts for the organization, and a
 * shipment is shown only to tokens accepted for the organization that created it.
 */

type Json = Record<string, unknown>;

/** A shipment as the sandbox keeps it: whose it is, the body received and how often it was looked at. */
interface StoredShipment {
  id: number;
  organizationId: string;
  body: Json;
  polls: number;
}

export interface ShipxSandboxOptions {
  /** Where the sandbox's paths start on its server: '' on a server of its own, '/sandbox/shipx' in the app. */
  basePath: string;
  /**
   * Whether ShipX takes this organization id with this token: the tests' ShipX knows one pair, the
   * demo's plays ShipX for every seller and takes the keys each saved.
   */
  accepts(organizationId: string, token: string): boolean;
  /** Looks at a shipment before it is confirmed (ShipX buys the offer a moment after creating it); 1 by default. */
  confirmAfterPolls?: number;
  /** The first shipment id. */
  firstId?: number;
}

const LOCKER_TEMPLATES = ['small', 'medium', 'large'];
const SERVICES = ['inpost_locker_standard', 'inpost_courier_standard'];

/** A shipment body is small; a larger one is refused before it fills memory. */
const MAX_BODY_BYTES = 256 * 1024;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const filled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;

/**
 * ShipX's checks on a new shipment, its problems in ShipX's shape:
 * `{ receiver: [{ phone: ['invalid'] }], custom_attributes: [{ target_point: ['required'] }] }`.
 */
function validateShipment(body: Json): Record<string, unknown[]> {
  const details: Record<string, unknown[]> = {};
  const add = (group: string, field: string, problem: string) => {
    (details[group] ??= []).push({ [field]: [problem] });
  };
  const service = body.service;
  if (!filled(service)) details.service = ['required'];
  else if (typeof service !== 'string' || !SERVICES.includes(service)) details.service = ['invalid'];

  const receiver = isObject(body.receiver) ? body.receiver : undefined;
  if (!receiver) details.receiver = ['required'];
  else {
    if (!filled(receiver.email)) add('receiver', 'email', 'required');
    else if (typeof receiver.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(receiver.email))
      add('receiver', 'email', 'invalid');
    if (!filled(receiver.phone)) add('receiver', 'phone', 'required');
    else if (typeof receiver.phone !== 'string' || !/^\d{9}$/.test(receiver.phone)) add('receiver', 'phone', 'invalid');
  }

  const parcels = Array.isArray(body.parcels) ? (body.parcels as unknown[]) : [];
  if (parcels.length === 0) details.parcels = ['required'];
  const attributes = isObject(body.custom_attributes) ? body.custom_attributes : {};
  if (service === 'inpost_locker_standard') {
    if (!filled(attributes.target_point)) add('custom_attributes', 'target_point', 'required');
    parcels.forEach((parcel) => {
      const template = isObject(parcel) ? parcel.template : undefined;
      if (!filled(template)) add('parcels', 'template', 'required');
      else if (typeof template !== 'string' || !LOCKER_TEMPLATES.includes(template))
        add('parcels', 'template', 'invalid');
    });
  }
  if (service === 'inpost_courier_standard') {
    const address = receiver && isObject(receiver.address) ? receiver.address : undefined;
    if (!address) add('receiver', 'address', 'required');
    else
      for (const field of ['street', 'building_number', 'city', 'post_code', 'country_code'])
        if (!filled(address[field])) add('receiver', field, 'required');
    parcels.forEach((parcel) => {
      if (!isObject(parcel) || !isObject(parcel.dimensions)) add('parcels', 'dimensions', 'required');
      if (!isObject(parcel) || !isObject(parcel.weight)) add('parcels', 'weight', 'required');
    });
  }
  if (body.cod !== undefined && body.cod !== null) {
    const cod = isObject(body.cod) ? body.cod : {};
    if (typeof cod.amount !== 'number' || !(cod.amount > 0)) add('cod', 'amount', 'invalid');
    if (!filled(cod.currency)) add('cod', 'currency', 'required');
  }
  return details;
}

/** A one-page A6 PDF with the tracking number on it, its cross-reference table counted by hand. */
function labelPdf(trackingNumber: string): Buffer {
  const text = `BT /F1 14 Tf 20 360 Td (InPost ${trackingNumber}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** ShipX's tracking numbers are 24 digits. */
const trackingNumberOf = (id: number) => `6${String(id).padStart(23, '0')}`;

export type ShipxSandbox = ReturnType<typeof createShipxSandbox>;

export function createShipxSandbox(options: ShipxSandboxOptions) {
  const stored = new Map<number, StoredShipment>();
  const shipments: Json[] = [];
  let nextId = options.firstId ?? 10_000_001;
  const confirmAfterPolls = options.confirmAfterPolls ?? 1;

  const answer = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const problem = (response: ServerResponse, status: number, error: string, message: string, details: unknown = {}) =>
    answer(response, status, { status, error, message, details });

  /** The bearer token a request carries, or undefined. */
  function tokenOf(request: IncomingMessage): string | undefined {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && header.length > 'Bearer '.length
      ? header.slice('Bearer '.length)
      : undefined;
  }

  function shipmentView(shipment: StoredShipment) {
    const confirmed = shipment.polls > confirmAfterPolls;
    return {
      href: `https://api-shipx-pl.easypack24.net/v1/shipments/${shipment.id}`,
      id: shipment.id,
      status: confirmed ? 'confirmed' : 'created',
      tracking_number: confirmed ? trackingNumberOf(shipment.id) : null,
      service: shipment.body.service,
      reference: shipment.body.reference ?? null,
      receiver: shipment.body.receiver,
      parcels: shipment.body.parcels,
      custom_attributes: shipment.body.custom_attributes ?? {},
      cod: shipment.body.cod ?? null,
      insurance: shipment.body.insurance ?? null,
      created_at: new Date().toISOString(),
    };
  }

  async function create(request: IncomingMessage, response: ServerResponse, organizationId: string) {
    let body: unknown;
    try {
      body = JSON.parse((await readBody(request, MAX_BODY_BYTES)).toString('utf8'));
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return problem(response, 413, 'payload_too_large', 'The request is too large.');
      return problem(response, 400, 'invalid_json', 'The request body is not JSON.');
    }
    if (!isObject(body)) return problem(response, 400, 'invalid_json', 'The request body is not a JSON object.');
    const details = validateShipment(body);
    if (Object.keys(details).length > 0) {
      return problem(
        response,
        422,
        'validation_failed',
        'There are some validation errors. Check details object for more info.',
        details,
      );
    }
    const kept: StoredShipment = { id: nextId++, organizationId, body, polls: 0 };
    stored.set(kept.id, kept);
    shipments.push(body);
    answer(response, 201, shipmentView(kept));
  }

  /**
   * Answers the request and returns true when it is one of the sandbox's shipment paths; returns
   * false, touching nothing, for every other request.
   */
  function handle(request: IncomingMessage, response: ServerResponse): boolean {
    const url = new URL(request.url ?? '/', 'http://shipx.invalid');
    const below = pathBelow(url.pathname, options.basePath);
    if (below === undefined) return false;
    const creating = /^\/v1\/organizations\/(\w+)\/shipments$/.exec(below);
    const shipment = /^\/v1\/shipments\/(\d+)(\/label)?$/.exec(below);
    if (!creating && !shipment) return false;

    const token = tokenOf(request);
    if (creating) {
      const organizationId = creating[1]!;
      if (!token || !options.accepts(organizationId, token)) {
        problem(response, 401, 'token_invalid', 'Token is missing or invalid.');
      } else if (request.method !== 'POST') {
        problem(response, 405, 'method_not_allowed', 'Shipments are created with POST.');
      } else {
        create(request, response, organizationId).catch(() => {
          if (response.headersSent) response.destroy();
          else problem(response, 500, 'internal_error', 'Unexpected error.');
        });
      }
      return true;
    }

    const found = stored.get(Number(shipment![1]));
    if (!token) {
      problem(response, 401, 'token_invalid', 'Token is missing or invalid.');
      return true;
    }
    // Another organization's shipment is as unknown as one never made.
    if (!found || request.method !== 'GET' || !options.accepts(found.organizationId, token)) {
      problem(response, 404, 'resource_not_found', 'Resource not found.');
      return true;
    }
    if (!shipment![2]) {
      found.polls += 1;
      answer(response, 200, shipmentView(found));
      return true;
    }
    if (url.searchParams.get('format') !== 'Pdf') {
      problem(response, 400, 'invalid_format', 'Only the Pdf format is served here.', { format: ['invalid'] });
      return true;
    }
    const view = shipmentView(found);
    if (!view.tracking_number) {
      problem(response, 400, 'invalid_action', `A label is not available for a shipment in status ${view.status}.`);
      return true;
    }
    response.writeHead(200, { 'content-type': 'application/pdf' }).end(labelPdf(view.tracking_number));
    return true;
  }

  return {
    handle,
    /** The shipment bodies ShipX accepted, in order. */
    shipments,
  };
}
