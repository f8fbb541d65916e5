import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParcelPointsSource } from '../../integrations/shipx/points';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { parcelPoints } from './logistics.tables';
import { syncParcelPoints } from './parcel-points.sync';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const point = (name: string, status?: string) => ({
  name,
  ...(status && { status }),
  location: { latitude: 50.06, longitude: 19.94 },
  address: { line1: 'Długa 1', line2: '31-147 Kraków' },
  address_details: { city: 'Kraków', post_code: '31-147' },
});

/** One page of whatever items the test gives. */
function sourceOf(items: unknown[]): ParcelPointsSource {
  return { name: 'shipx', page: (page) => Promise.resolve({ count: items.length, page, total_pages: 1, items }) };
}

describe('the parcel points sync', () => {
  it('keeps only operating lockers: one listed as out of order is retired like one gone', async () => {
    const first = await syncParcelPoints(
      testApp.app.db,
      sourceOf([point('KRA901', 'Operating'), point('KRA902', 'Operating'), point('KRA903')]),
      new Date('2026-11-26T03:15:00Z'),
    );
    expect(first).toMatchObject({ seen: 3, added: 3, retired: 0, closed: 0 });

    const second = await syncParcelPoints(
      testApp.app.db,
      sourceOf([point('KRA901', 'Operating'), point('KRA902', 'NonOperating'), point('KRA903')]),
      new Date('2026-11-27T03:15:00Z'),
    );
    expect(second).toMatchObject({ seen: 2, retired: 1, closed: 1 });
    const rows = new Map((await testApp.app.db.select().from(parcelPoints)).map((row) => [row.name, row.retiredAt]));
    expect(rows.get('KRA902')).toEqual(new Date('2026-11-27T03:15:00Z'));
    expect(rows.get('KRA901')).toBeNull();
    expect(rows.get('KRA903')).toBeNull();
  });
});
