// The seeded draws of the ShipX sample: one small generator (mulberry32) and what is drawn from it
// for a locker, its number, place, postal code and description. Every draw advances the one
// generator, so the same seed and the same order of calls write the same file byte for byte.
import { OUTDOOR } from './addresses.mjs';

/** @typedef {import('./towns.mjs').Town} Town */

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

/** @param {number} value */
function round5(value) {
  return Number(value.toFixed(5));
}

/**
 * The draws of one generator started at `seed`.
 * @param {number} seed
 */
export function seededDraws(seed) {
  const random = mulberry32(seed);

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

  return { random, integer, pick, placeIn, postCodeIn, descriptionIn, numbersIn };
}
