/** The longest phone number PHONE_PATTERN accepts, in characters. */
const MAX_PHONE_LENGTH = 25;

/**
 * Tidies a phone number as it is typed or pasted: a leading `+`, digits and single spaces stay;
 * brackets, dashes, dots and slashes become spaces; anything else goes. The result is what
 * `phoneSchema` checks, so a finished number is accepted as typed.
 */
export function formatPhone(input: string): string {
  const plus = /^\s*\+/.test(input) ? '+' : '';
  const body = input
    .replace(/[()\-./]/g, ' ')
    .replace(/[^\d ]/g, '')
    .replace(/ {2,}/g, ' ')
    .replace(/^ /, '');
  return `${plus}${body}`.slice(0, MAX_PHONE_LENGTH);
}
