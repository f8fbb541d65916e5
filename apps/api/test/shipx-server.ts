import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createShipxSandbox } from '@glowmarket/sandboxes';

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
 * answers a small PDF once confirmed (the sandbox the demo serves, packages/sandboxes/src/shipx.ts).
 * The bodies received are in `shipments`.
 */
export async function startShipx(options: {
  pageSize: number;
  organization?: { id: string; token: string };
  confirmAfterPolls?: number;
}) {
  let points: FakePoint[] = [];
  const requests: URL[] = [];
  const sandbox = createShipxSandbox({
    basePath: '',
    accepts: (organizationId, token) =>
      options.organization?.id === organizationId && options.organization.token === token,
    confirmAfterPolls: options.confirmAfterPolls,
  });

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
      if (!sandbox.handle(request, response)) response.writeHead(404).end();
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
    shipments: sandbox.shipments,
    setPoints(next: FakePoint[]) {
      points = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
