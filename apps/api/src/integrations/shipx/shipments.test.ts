import { describe, expect, it, onTestFinished } from 'vitest';
import { startShipx } from '../../../test/shipx-server';
import { createShipxShipments, ShipxError, type ShipmentRequest } from './shipments';

const ORGANIZATION = { id: '4321', token: 'shipx-test-token' };

/** A ShipX of its own for each test, and a client on it. */
async function setUp(options: { confirmAfterPolls?: number; token?: string; maxPolls?: number } = {}) {
  const shipx = await startShipx({
    pageSize: 10,
    organization: ORGANIZATION,
    confirmAfterPolls: options.confirmAfterPolls,
  });
  onTestFinished(() => shipx.close());
  const client = createShipxShipments({
    baseUrl: shipx.url,
    organizationId: ORGANIZATION.id,
    token: options.token ?? ORGANIZATION.token,
    userAgent: 'Glowmarket tests',
    pollIntervalMs: 5,
    maxPolls: options.maxPolls,
  });
  return { shipx, client };
}

const lockerShipment: ShipmentRequest = {
  reference: 'GM-2025-17',
  service: 'locker',
  receiver: { firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com', phone: '+48 600 100 200' },
  targetPoint: 'KRA012',
  template: 'medium',
  cod: { amountCents: 1250, currency: 'PLN' },
};

describe('ShipX shipments', () => {
  it('creates a locker shipment in ShipX terms, waits for its tracking number and fetches the label', async () => {
    const { shipx, client } = await setUp({ confirmAfterPolls: 2 });

    const created = await client.create(lockerShipment);
    expect(created).toEqual({ id: expect.stringMatching(/^\d+$/) as string, status: 'created' });
    expect(shipx.shipments).toEqual([
      {
        service: 'inpost_locker_standard',
        reference: 'GM-2025-17',
        receiver: { first_name: 'Anna', last_name: 'Nowak', email: 'anna@example.com', phone: '600100200' },
        parcels: [{ template: 'medium' }],
        cod: { amount: 12.5, currency: 'PLN' },
        insurance: { amount: 12.5, currency: 'PLN' },
        custom_attributes: { target_point: 'KRA012', sending_method: 'parcel_locker' },
      },
    ]);

    const confirmed = await client.waitConfirmed(created.id);
    expect(confirmed.id).toBe(created.id);
    expect(confirmed.trackingNumber).toMatch(/^\d{24}$/);
    const polls = shipx.requests.filter((url) => url.pathname === `/v1/shipments/${created.id}`);
    expect(polls).toHaveLength(3);

    const label = await client.label(created.id);
    expect(label.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(label.toString('latin1')).toContain(confirmed.trackingNumber);
  });

  it('sends the courier the receiver’s address and a parcel with dimensions and weight', async () => {
    const { shipx, client } = await setUp();

    await client.create({
      reference: 'GM-2025-18',
      service: 'courier',
      receiver: {
        firstName: 'Jan',
        lastName: 'Kowalski',
        email: 'jan@example.com',
        phone: '0048 501-222-333',
        address: { street: 'Długa 5/3', city: 'Kraków', postalCode: '31-147', country: 'PL' },
      },
      parcel: { lengthMm: 300, widthMm: 200, heightMm: 100, weightKg: 1.5 },
    });

    expect(shipx.shipments[0]).toMatchObject({
      service: 'inpost_courier_standard',
      receiver: {
        phone: '501222333',
        address: { street: 'Długa', building_number: '5/3', city: 'Kraków', post_code: '31-147', country_code: 'PL' },
      },
      parcels: [
        { dimensions: { length: 300, width: 200, height: 100, unit: 'mm' }, weight: { amount: 1.5, unit: 'kg' } },
      ],
      custom_attributes: { sending_method: 'dispatch_order' },
    });
    expect(shipx.shipments[0]).not.toHaveProperty('cod');
  });

  it('turns ShipX’s validation refusal into a ShipxError with ShipX’s message and details', async () => {
    const { shipx, client } = await setUp();

    const refused = await client.create({ ...lockerShipment, targetPoint: undefined }).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(ShipxError);
    expect(refused).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'There are some validation errors. Check details object for more info.',
      details: { custom_attributes: [{ target_point: ['required'] }] },
    });
    expect(shipx.shipments).toHaveLength(0);
  });

  it('reports a wrong token as a ShipxError 401', async () => {
    const { client } = await setUp({ token: 'not-the-token' });

    await expect(client.create(lockerShipment)).rejects.toMatchObject({ name: 'ShipxError', status: 401 });
  });

  it('gives up with a ShipxError when ShipX does not confirm within the polls allowed', async () => {
    const { shipx, client } = await setUp({ confirmAfterPolls: 100, maxPolls: 3 });
    const created = await client.create(lockerShipment);

    const failure = await client.waitConfirmed(created.id).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ShipxError);
    expect(failure).toMatchObject({ status: 504, code: 'not_confirmed' });
    expect((failure as ShipxError).message).toContain('not confirmed');
    expect(shipx.requests.filter((url) => url.pathname === `/v1/shipments/${created.id}`)).toHaveLength(3);
  });

  it('answers a ShipxError 404 for a shipment ShipX does not know', async () => {
    const { client } = await setUp();

    await expect(client.label('999')).rejects.toMatchObject({ name: 'ShipxError', status: 404 });
  });
});
