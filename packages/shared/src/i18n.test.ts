import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, resolveLanguage } from './i18n';

describe('resolveLanguage', () => {
  it('knows the eleven languages of the specification', () => {
    expect(LANGUAGE_CODES).toEqual([
      'en-US',
      'pl-PL',
      'hr-HR',
      'zh-CN',
      'de-DE',
      'fr-FR',
      'it-IT',
      'es-ES',
      'pt-BR',
      'sv-SE',
      'no-NO',
    ]);
  });

  it('accepts zn-CN as Simplified Chinese', () => {
    expect(resolveLanguage('zn-CN')).toBe('zh-CN');
  });

  it('maps browser tags to the closest language', () => {
    expect(resolveLanguage('de')).toBe('de-DE');
    expect(resolveLanguage('pl-pl')).toBe('pl-PL');
    expect(resolveLanguage('pt-PT')).toBe('pt-BR');
    expect(resolveLanguage('nb-NO')).toBe('no-NO');
  });

  it('answers undefined for languages it does not have', () => {
    expect(resolveLanguage('ja-JP')).toBeUndefined();
    expect(resolveLanguage('')).toBeUndefined();
    expect(resolveLanguage(undefined)).toBeUndefined();
  });
});
