import type { ParcelPoint, ParcelPointList } from '@glowmarket/shared/logistics';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '../../test/render-page';
import { stubFetch } from '../../test/stub-fetch';
import { ParcelLockerFinder } from './parcel-locker-finder';

const point = (name: string, openingHours: string): ParcelPoint => ({
  name,
  address: { line1: 'Długa 1', line2: '31-147 Kraków' },
  city: 'Kraków',
  postalCode: '31-147',
  description: '',
  openingHours,
  location: { latitude: 50.06, longitude: 19.94 },
  distanceKm: null,
});

const lockers: ParcelPointList = {
  center: null,
  items: [point('KRA012', '24/7'), point('KRA077', 'pn-sb 9:00-21:00, nd 10:00-20:00'), point('KRA099', '')],
};

setUpPageTests('logistics');

describe('the parcel locker finder', () => {
  it("shows each locker's opening hours in the visitor's language, not InPost's Polish", async () => {
    stubFetch({ 'GET /api/logistics/parcel-points?*': lockers });
    renderPage(<ParcelLockerFinder initialQuery="Kraków" />);

    expect(await screen.findByText('KRA077')).toBeTruthy();
    expect(screen.getByText('Open: 24 hours a day, 7 days a week')).toBeTruthy();
    expect(screen.getByText('Open: Mon–Sat 9:00 AM–9:00 PM; Sun 10:00 AM–8:00 PM')).toBeTruthy();
    // A locker without hours says nothing about them.
    expect(screen.getAllByText(/^Open: /)).toHaveLength(2);
  });
});
