import { describe, expect, it } from 'vitest';
import { lockerHours } from './locker-hours';

describe("a parcel locker's opening hours", () => {
  it('reads "24/7" and its kin as open all the time', () => {
    for (const text of ['24/7', ' 24 / 7 ', '24h', 'całodobowo', 'pn-nd 0:00-24:00']) {
      expect(lockerHours(text, 'en-US')).toEqual({ allDay: true });
    }
  });

  it("writes InPost's Polish days and times in the visitor's language", () => {
    const hours = 'pn-sb 9:00-21:00, nd 10:00-20:00';
    expect(lockerHours(hours, 'en-US')).toEqual({
      allDay: false,
      text: 'Mon–Sat 9:00 AM–9:00 PM; Sun 10:00 AM–8:00 PM',
    });
    expect(lockerHours(hours, 'de-DE')).toEqual({ allDay: false, text: 'Mo–Sa 9:00–21:00; So 10:00–20:00' });
    expect(lockerHours(hours, 'zh-CN')).toEqual({ allDay: false, text: '周一–周六 9:00–21:00; 周日 10:00–20:00' });
    expect(lockerHours(hours, 'pl-PL')).toEqual({ allDay: false, text: 'pon.–sob. 9:00–21:00; niedz. 10:00–20:00' });
  });

  it('reads English days, whole hours and dots', () => {
    expect(lockerHours('Mon-Fri 8-20', 'fr-FR')).toEqual({ allDay: false, text: 'lun.–ven. 8:00–20:00' });
    expect(lockerHours('pn.-pt. 7.30-22; sob 9-14', 'en-US')).toEqual({
      allDay: false,
      text: 'Mon–Fri 7:30 AM–10:00 PM; Sat 9:00 AM–2:00 PM',
    });
  });

  it('shows what it cannot read as InPost wrote it', () => {
    expect(lockerHours('w godzinach otwarcia sklepu', 'en-US')).toEqual({
      allDay: false,
      text: 'w godzinach otwarcia sklepu',
    });
    expect(lockerHours('pn-sb 9:00-25:00', 'en-US')).toEqual({ allDay: false, text: 'pn-sb 9:00-25:00' });
  });
});
