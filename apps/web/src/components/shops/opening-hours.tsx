import { openingStatus, wallClock, WEEKDAYS, type OpeningHours, type Weekday } from '@glowmarket/shared/shops';
import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';

/** 1 January 2024 was a Monday: the weekdays' names come from Intl, in the UI language. */
const MONDAY = Date.UTC(2024, 0, 1, 12);

export function weekdayName(day: Weekday, language: string): string {
  const date = new Date(MONDAY + WEEKDAYS.indexOf(day) * 86_400_000);
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** "Open now · closes at 17:00", "Closed · opens Monday at 09:00", on the shop's own clock. */
export function OpeningStatusBadge({ hours, timeZone }: { hours: OpeningHours; timeZone: string }) {
  const { t } = useTranslation('shops');
  const language = currentLanguage();
  const now = new Date();
  const status = openingStatus(hours, timeZone, now);
  const today = wallClock(now, timeZone).weekday;
  let text: string;
  if (status.open) {
    const at = status.closesAt;
    text = !at
      ? t('status.open')
      : at.weekday === today
        ? t('status.openClosesAt', { time: at.time })
        : t('status.openClosesOn', { day: weekdayName(at.weekday, language), time: at.time });
  } else {
    const at = status.opensAt;
    text = !at
      ? t('status.closed')
      : at.weekday === today
        ? t('status.closedOpensAt', { time: at.time })
        : t('status.closedOpensOn', { day: weekdayName(at.weekday, language), time: at.time });
  }
  return (
    <Badge color={status.open ? 'teal' : 'gray'} variant="light" size="lg" tt="none">
      {text}
    </Badge>
  );
}

/** The week's hours, Monday first, today (on the shop's clock) marked. */
export function OpeningHoursTable({ hours, timeZone }: { hours: OpeningHours; timeZone: string }) {
  const { t } = useTranslation('shops');
  const language = currentLanguage();
  const today = wallClock(new Date(), timeZone).weekday;
  return (
    <Table withRowBorders={false} verticalSpacing={4} aria-label={t('hours.title')}>
      <Table.Tbody>
        {WEEKDAYS.map((day) => {
          const dayHours = hours[day];
          const isToday = day === today;
          return (
            <Table.Tr key={day} fw={isToday ? 700 : undefined} aria-current={isToday ? 'date' : undefined}>
              <Table.Th scope="row" fw="inherit">
                {weekdayName(day, language)}
                {isToday && ` (${t('hours.today')})`}
              </Table.Th>
              <Table.Td>
                {dayHours.open && dayHours.ranges.length > 0
                  ? dayHours.ranges.map((range) => `${range.opens}–${range.closes}`).join(', ')
                  : t('hours.closed')}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
