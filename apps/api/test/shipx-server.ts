import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePoint {
  name: string;
  latitude: number;
  longitude: number;
  city: string;
  postCode: string;
  street: string;
  description: string;
}

/** A point as ShipX's `GET /v1/points` lists it (the fields it sends, most of them unused here). */
export function shipxItem(point: FakePoint) {
  return {
    href: `https://api-shipx-pl.easypack24.net/v1/points/${point.name}`,
    name: point.name,
    type: ['parcel_locker'],
    status: 'Operating',
    location: { longitude: point.longitude, latitude: point.latitude },
    location_type: 'Outdoor',
    location_description: point.description,
    opening_hours: '24/7',
    address: { line1: point.street, line2: `${point.postCode} ${point.city}` },
    address_details: {
      city: point.city,
      province: 'małopolskie',
      post_code: point.postCode,
      street: point.street.replace(/ \d+\w?$/, ''),
      building_number: /\d+\w?$/.exec(point.street)?.[0] ?? '',
      flat_number: null,
    },
    functions: ['parcel_collect', 'parcel_send'],
    location_247: true,
  };
}

/** A shipment as the server keeps it: the body received and how often it was looked at. */
interface StoredShipment {
  id: number;
  body: Record<string, unknown>;
  polls: number;
}

type Json = Record<string, unknown>;

const LOCKER_TEMPLATES = ['small', 'medium', 'large'];
const SERVICES = ['inpost_locker_standard', 'inpost_courier_standard'];

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
export function labelPdf(trackingNumber: string): Buffer {
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

/**
 * A local server speaking ShipX's points API: `GET /v1/points?type=&status=&per_page=&page=`
 * answers `{ count, page, per_page, total_pages, items }` over the points it holds, pages of
 * `pageSize` whatever `per_page` asks (as ShipX caps it); `GET /v1/organizations/{id}` answers
 * 200 for the one organization and token it knows, 401 otherwise.
 *
 * For that organization and token it also takes shipments: `POST /v1/organizations/{id}/shipments`
 * checks the body as ShipX does (422 `validation_failed` with ShipX's `details`), keeps it as
 * `created`; `GET /v1/shipments/{id}` answers `created` for the first `confirmAfterPolls` looks
 * (default 1), then `confirmed` with a 24-digit tracking number; `GET /v1/shipments/{id}/label`
 * answers a small PDF once confirmed. The bodies received are in `shipments`.
 */
export async function startShipx(options: {
  pageSize: number;
  organization?: { id: string; token: string };
  confirmAfterPolls?: number;
}) {
  let points: FakePoint[] = [];
  const requests: URL[] = [];
  const stored = new Map<number, StoredShipment>();
  const shipments: Json[] = [];
  let nextId = 10_000_001;
  const confirmAfterPolls = options.confirmAfterPolls ?? 1;

  const answer = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const problem = (response: ServerResponse, status: number, error: string, message: string, details: unknown = {}) =>
    answer(response, status, { status, error, message, details });
  const authorized = (request: IncomingMessage) =>
    options.organization !== undefined && request.headers.authorization === `Bearer ${options.organization.token}`;

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

  async function handleShipments(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    const create = /^\/v1\/organizations\/(\w+)\/shipments$/.exec(url.pathname);
    const shipment = /^\/v1\/shipments\/(\d+)(\/label)?$/.exec(url.pathname);
    if (!create && !shipment) return false;
    if (!authorized(request) || (create && create[1] !== options.organization?.id)) {
      problem(response, 401, 'token_invalid', 'Token is missing or invalid.');
      return true;
    }
    if (create) {
      if (request.method !== 'POST') return false;
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        problem(response, 400, 'invalid_json', 'The request body is not JSON.');
        return true;
      }
      if (!isObject(body)) {
        problem(response, 400, 'invalid_json', 'The request body is not a JSON object.');
        return true;
      }
      const details = validateShipment(body);
      if (Object.keys(details).length > 0) {
        problem(
          response,
          422,
          'validation_failed',
          'There are some validation errors. Check details object for more info.',
          details,
        );
        return true;
      }
      const kept: StoredShipment = { id: nextId++, body, polls: 0 };
      stored.set(kept.id, kept);
      shipments.push(body);
      answer(response, 201, shipmentView(kept));
      return true;
    }
    const found = stored.get(Number(shipment![1]));
    if (!found || request.method !== 'GET') {
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

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url);
    const organization = /^\/v1\/organizations\/(\w+)$/.exec(url.pathname);
    if (organization) {
      const known =
        options.organization?.id === organization[1] &&
        request.headers.authorization === `Bearer ${options.organization?.token}`;
      response
        .writeHead(known ? 200 : 401, { 'content-type': 'application/json' })
        .end(JSON.stringify(known ? { id: Number(organization[1]), name: 'Rose Lab' } : { error: 'token_invalid' }));
      return;
    }
    if (url.pathname !== '/v1/points') {
      handleShipments(request, response, url).then(
        (handled) => {
          if (!handled) response.writeHead(404).end();
        },
        () => response.writeHead(500).end(),
      );
      return;
    }
    const page = Number(url.searchParams.get('page') ?? '1');
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? '25'), options.pageSize);
    const totalPages = Math.ceil(points.length / perPage);
    const items = points.slice((page - 1) * perPage, page * perPage).map(shipxItem);
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        href: url.href,
        count: points.length,
        page,
        per_page: perPage,
        total_pages: totalPages,
        items,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** The shipment bodies ShipX accepted, in order. */
    shipments,
    setPoints(next: FakePoint[]) {
      points = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
