// JSON as Prettier writes it, for the ShipX sample (scripts/generate-shipx-sample.mjs).

/**
 * JSON laid out as Prettier lays it out (objects one key a line, short arrays on one line), so
 * `prettier --check` passes on the file as written.
 * @param {unknown} value
 * @param {string} indent
 * @returns {string}
 */
export function layout(value, indent = '') {
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
