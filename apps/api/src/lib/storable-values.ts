/**
 * What every request must obey whatever its schema says, because PostgreSQL cannot store it:
 * text with a NUL character (U+0000) and whole numbers beyond a 32-bit integer column. The
 * validator checks each request part with these, so a new route cannot forget them.
 */

/** The largest value of an `integer` column; every number we store fits in one. */
export const LARGEST_STORABLE_NUMBER = 2_147_483_647;

export type Refusal =
  | { path: (string | number)[]; reason: 'forbiddenCharacter' }
  | { path: (string | number)[]; reason: 'tooBig'; value: number };

/** A value to look at, and how it was reached: its key and the visit of its parent. */
type Visit = { value: unknown; key: string | number | undefined; parent: Visit | undefined };

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let step: Visit | undefined = visit; step?.key !== undefined; step = step.parent) path.push(step.key);
  return path.reverse();
}

/**
 * The first text (value or key) in `input` that holds a NUL character, or the first number whose
 * size exceeds LARGEST_STORABLE_NUMBER. Walks without recursion and builds a path only for what it
 * finds, so deep nesting costs neither stack nor time.
 */
export function findUnstorableValue(input: unknown): Refusal | undefined {
  const pending: Visit[] = [{ value: input, key: undefined, parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { path: pathOf(visit), reason: 'forbiddenCharacter' };
    } else if (typeof value === 'number') {
      if (!Number.isNaN(value) && Math.abs(value) > LARGEST_STORABLE_NUMBER) {
        return { path: pathOf(visit), reason: 'tooBig', value };
      }
    } else if (Array.isArray(value)) {
      const parent = visit;
      value.forEach((item: unknown, index) => pending.push({ value: item, key: index, parent }));
    } else if (value !== null && typeof value === 'object' && isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return { path: [...pathOf(visit), key], reason: 'forbiddenCharacter' };
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
