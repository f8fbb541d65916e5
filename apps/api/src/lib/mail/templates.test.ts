import { readFileSync } from 'node:fs';
import { LANGUAGE_CODES } from '@glowmarket/shared/i18n';
import { compareMessages, type Messages } from '@glowmarket/shared/messages';
import { describe, expect, it } from 'vitest';
import { renderCodeMail } from './templates';

const readMail = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/mail.json`, import.meta.url), 'utf8')) as Messages;

const mail = {
  kind: 'verification' as const,
  to: 'lena@example.com',
  firstName: 'Lena',
  portalName: 'Glowmarket',
  code: '042917',
  link: 'http://localhost:3000/verify?username=lena%40example.com&code=042917',
  minutes: 30,
};

describe('code e-mails', () => {
  it.each(LANGUAGE_CODES.filter((language) => language !== 'en-US'))('have every text of en-US in %s', (language) => {
    expect(compareMessages(readMail('en-US'), readMail(language))).toEqual({
      missing: [],
      extra: [],
      empty: [],
      placeholderMismatches: [],
    });
  });

  it('are written in the language of the user, with the code and the link in both parts', () => {
    const polish = renderCodeMail({ ...mail, language: 'pl-PL' });
    const english = renderCodeMail({ ...mail, language: 'en-US' });
    expect(polish.subject).not.toBe(english.subject);
    expect(polish.subject).toContain('042917');
    for (const part of [polish.text, polish.html]) {
      expect(part).toContain('042917');
      expect(part).toContain('Lena');
    }
    expect(polish.text).toContain(mail.link);
    expect(polish.html).toContain(mail.link.replace('&', '&amp;'));
    expect(polish.html).toContain('lang="pl-PL"');
  });

  it('escape what the user typed in the HTML part', () => {
    const rendered = renderCodeMail({ ...mail, language: 'en-US', firstName: '<script>alert(1)</script>' });
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.text).toContain('<script>');
  });

  it('understand the zn-CN alias', () => {
    expect(renderCodeMail({ ...mail, language: 'zn-CN' }).html).toContain('lang="zh-CN"');
  });
});
