import { LANGUAGES, type LanguageCode } from '@glowmarket/shared/i18n';
import { Tabs, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface LanguageTabsProps {
  value: string | null;
  onChange: (language: string) => void;
  /** Whether a language's fields have a problem: its tab turns red. */
  invalid: (language: LanguageCode) => boolean;
  /**
   * Texts with a title (a product's, a shop's): a language without one is flagged (red when it is
   * the required one or has a problem, else yellow), and the required language is starred.
   */
  titles?: {
    missing: ReadonlySet<LanguageCode>;
    required: LanguageCode | null;
    /** Said after a language's name: ", required" and " — no title". */
    requiredLabel: string;
    missingLabel: string;
  };
  /** Texts without a title (a company's descriptions): a language already written in is ticked. */
  written?: { languages: readonly LanguageCode[]; label: string };
  variant?: 'default' | 'pills';
  keepMountedMode?: 'activity' | 'display-none';
  /** The id of the text that names the tabs. */
  labelledBy?: string;
  /** One language's fields. */
  children: (language: LanguageCode) => ReactNode;
}

/** The tabs that edit a text per language: one per marketplace language, named in that language. */
export function LanguageTabs({
  value,
  onChange,
  invalid,
  titles,
  written,
  variant,
  keepMountedMode,
  labelledBy,
  children,
}: LanguageTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(language) => language && onChange(language)}
      variant={variant}
      keepMounted
      keepMountedMode={keepMountedMode}
    >
      <Tabs.List style={{ flexWrap: 'wrap' }} aria-labelledby={labelledBy}>
        {LANGUAGES.map((language) => {
          const hasError = invalid(language.code);
          const missing = titles?.missing.has(language.code) ?? false;
          const required = titles?.required === language.code;
          let flag: ReactNode = null;
          if (missing) {
            const color = required || hasError ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-yellow-7)';
            flag = <IconAlertCircle size={14} color={color} aria-hidden />;
          } else if (written?.languages.includes(language.code)) {
            flag = (
              <>
                <IconCircleCheckFilled size={14} aria-hidden />
                <VisuallyHidden>{written.label}</VisuallyHidden>
              </>
            );
          }
          return (
            <Tabs.Tab
              key={language.code}
              value={language.code}
              color={hasError ? 'red' : undefined}
              rightSection={flag}
              aria-label={
                titles
                  ? [
                      language.nativeName,
                      required ? `, ${titles.requiredLabel}` : '',
                      missing ? ` — ${titles.missingLabel}` : '',
                    ].join('')
                  : undefined
              }
            >
              {language.nativeName}
              {required && ' *'}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {LANGUAGES.map((language) => (
        <Tabs.Panel key={language.code} value={language.code} pt="md">
          {children(language.code)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
