/**
 * A parcel locker's opening hours as InPost writes them (`opening_hours`: "24/7",
 * "pn-sb 9:00-21:00, nd 10:00-20:00", "Mon-Fri 8-20"), written in the visitor's language: day
 * names and times from Intl ("Mo–Sa 9:00–21:00; So 10:00–20:00"). Text it cannot read is shown
 * as InPost wrote it.
 */
export type LockerHours = { allDay: true } | { allDay: false; text: string };

/** ISO weekday (Monday 1 … Sunday 7) of the day names InPost uses, Polish and English, lower case. */
const DAY_NAMES = [
  'pn pon poniedziałek mon monday',
  'wt wto wtorek tue tues tuesday',
  'śr sr śro sro środa sroda wed wednesday',
  'cz czw czwartek thu thur thurs thursday',
  'pt pią pia piątek piatek fri friday',
  'sb sob sobota sat saturday',
  'nd ndz nie niedz niedziela sun sunday',
];
const DAYS = new Map(DAY_NAMES.flatMap((names, index) => names.split(' ').map((name) => [name, index + 1] as const)));

const DAY = '([a-ząćęłńóśźż]+)\\.?';
const TIME = '(\\d{1,2})(?:[:.](\\d{2}))?';
const SPAN = new RegExp(`^${DAY}(?:\\s*[-–]\\s*${DAY})?\\s*:?\\s*${TIME}\\s*[-–]\\s*${TIME}$`, 'iu');
const ALL_DAY = /^(24\s*\/\s*7|24h|całodobowo|calodobowo|non-?stop)$/i;

interface Span {
  from: number;
  to: number;
  opens: number;
  closes: number;
}

/** "9:00" → minutes after midnight; undefined past 24:00. */
function minutesOf(hours: string | undefined, minutes: string | undefined): number | undefined {
  const total = Number(hours) * 60 + Number(minutes ?? '0');
  return Number.isInteger(total) && total <= 24 * 60 && Number(minutes ?? '0') < 60 ? total : undefined;
}

function readSpan(segment: string): Span | undefined {
  const match = SPAN.exec(segment.trim());
  if (!match) return undefined;
  const [, first = '', last, openH, openM, closeH, closeM] = match;
  const from = DAYS.get(first.toLowerCase());
  const to = last === undefined ? from : DAYS.get(last.toLowerCase());
  const opens = minutesOf(openH, openM);
  const closes = minutesOf(closeH, closeM);
  if (from === undefined || to === undefined || opens === undefined || closes === undefined) return undefined;
  return { from, to, opens, closes };
}

/** Day `iso` (1 = Monday) in `language`, short: "Mon", "pon.", "周一". 2024-01-01 was a Monday. */
function dayName(iso: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, iso)),
  );
}

/** Minutes after midnight as a time of day in `language`; midnight at the end of the day is 24:00. */
function timeName(minutes: number, language: string): string {
  if (minutes === 24 * 60) return '24:00';
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, 0, minutes)),
  );
}

export function lockerHours(openingHours: string, language: string): LockerHours {
  const text = openingHours.trim();
  if (ALL_DAY.test(text)) return { allDay: true };
  const spans = text
    .split(/[,;]|\n/)
    .map((segment) => segment.trim())
    .filter(Boolean)
    .map(readSpan);
  if (spans.length === 0 || spans.some((span) => span === undefined)) return { allDay: false, text };
  const read = spans as Span[];
  if (read.length === 1 && read[0]!.from === 1 && read[0]!.to === 7 && read[0]!.opens === 0 && read[0]!.closes === 1440)
    return { allDay: true };
  return {
    allDay: false,
    text: read
      .map((span) => {
        const days =
          span.from === span.to
            ? dayName(span.from, language)
            : `${dayName(span.from, language)}–${dayName(span.to, language)}`;
        return `${days} ${timeName(span.opens, language)}–${timeName(span.closes, language)}`;
      })
      .join('; '),
  };
}
