/**
 * A distance as the UI language writes it: "350 m" under a kilometre (to the nearest 10 m), "2.3 km"
 * under ten, "27 km" beyond — as precise as a walk or a drive needs.
 */
export function formatDistance(kilometres: number, language: string): string {
  if (kilometres < 1) {
    const metres = Math.max(10, Math.round((kilometres * 1000) / 10) * 10);
    if (metres < 1000) {
      return new Intl.NumberFormat(language, { style: 'unit', unit: 'meter', unitDisplay: 'short' }).format(metres);
    }
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: kilometres < 10 ? 1 : 0,
  }).format(kilometres);
}
