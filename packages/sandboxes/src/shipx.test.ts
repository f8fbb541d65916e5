import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createShipxSandbox } from './shipx';

/** The demo's ShipX on a server of its own, for two organizations, each with its own token. */
async function startShipx() {
  const tokens: Record<string, string> = { '101': 'token-rose', '202': 'token-lily' };
  const sandbox = createShipxSandbox({
    basePath: '/sandbox/shipx',
    accepts: (organizationId, token) => tokens[organizationId] === token,
    confirmAfterPolls: 0,
  });
  const server = createServer((request, response) => {
    if (!sandbox.handle(request, response)) response.writeHead(404).end('app');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/shipx`;
  return {
    sandbox,
    create: (organizationId: string, token: string, body: string) =>
      fetch(`${base}/v1/organizations/${organizationId}/shipments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      }),
    look: (path: string, token?: string) =>
      fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }),
  };
}

const lockerShipment = {
  service: 'inpost_locker_standard',
  receiver: { email: 'anna@example.com', phone: '600100200' },
  parcels: [{ template: 'small' }],
  custom_attributes: { target_point: 'KRA01M' },
};

describe('the ShipX sandbox', () => {
  it('shows a shipment and its label only to the organization that created it, as ShipX does', async () => {
    const shipx = await startShipx();
    const created = await shipx.create('101', 'token-rose', JSON.stringify(lockerShipment));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const own = await shipx.look(`/v1/shipments/${id}`, 'token-rose');
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({
      id,
      status: 'confirmed',
      tracking_number: expect.stringMatching(/^\d{24}$/) as string,
    });
    expect((await shipx.look(`/v1/shipments/${id}/label?format=Pdf&type=A6`, 'token-rose')).status).toBe(200);

    for (const path of [`/v1/shipments/${id}`, `/v1/shipments/${id}/label?format=Pdf&type=A6`]) {
      const foreign = await shipx.look(path, 'token-lily');
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toMatchObject({ error: 'resource_not_found' });
      expect((await shipx.look(path)).status).toBe(401);
    }
    expect(shipx.sandbox.shipments).toEqual([lockerShipment]);
  });

  it('refuses a shipment body over 256 KiB with 413, keeping nothing, and takes one just under it', async () => {
    const shipx = await startShipx();
    const padded = (bytes: number) => {
      const body = JSON.stringify({ ...lockerShipment, reference: '' });
      return JSON.stringify({ ...lockerShipment, reference: 'x'.repeat(bytes - body.length) });
    };

    const tooLarge = await shipx.create('101', 'token-rose', padded(256 * 1024 + 1));

    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ status: 413, error: 'payload_too_large' });
    expect(shipx.sandbox.shipments).toEqual([]);
    expect((await shipx.create('101', 'token-rose', padded(256 * 1024))).status).toBe(201);
  });
});
