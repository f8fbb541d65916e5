/** Why a coordinate typed into the default-location form is refused, or null when it is fine. */
export type CoordinateProblem = 'required' | 'range' | null;

/** The bounds of each coordinate, as defaultLocationSchema checks them on the server too. */
export const COORDINATE_BOUNDS = {
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
} as const;

/** A NumberInput's value read as a coordinate: a decimal comma is a point, empty is missing. */
export function readCoordinate(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim().replace(',', '.');
  if (!trimmed) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

export function coordinateProblem(value: string | number, kind: keyof typeof COORDINATE_BOUNDS): CoordinateProblem {
  const number = readCoordinate(value);
  if (number === null) return 'required';
  const { min, max } = COORDINATE_BOUNDS[kind];
  return number < min || number > max ? 'range' : null;
}

/** Six decimals: about 10 cm, more than a map centre needs and what a pin dragged on a map gives. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
