import type { FreeFrom, ProductLabel } from '@glowmarket/shared/cosmetics';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaoSymbol } from '../../../components/pao-symbol';
import { countryLabel } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { LabelIngredients } from './label-ingredients';
import classes from './label-section.module.css';

interface LabelSectionProps {
  label: ProductLabel;
  netContent: number | null;
  netUnit: string | null;
  /** The language of the seller's texts (function, precautions), when it is not the page's. */
  lang?: string;
}

/** A best-before day (YYYY-MM-DD) as the UI language writes it; the day itself, in no time zone. */
export function formatBestBefore(day: string, language: string = currentLanguage()): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * The product page's "Label": what Regulation (EC) No 1223/2009 has the pack say (art. 19), as
 * the server resolved it — the Responsible Person is already the selling company when the seller
 * named none — followed by the free-from badges and the ingredient list.
 */
export function LabelSection({ label, netContent, netUnit, lang }: LabelSectionProps) {
  const { t } = useTranslation('ingredients');
  const rows: { key: string; term: string; value: ReactNode }[] = [];
  if (label.paoMonths !== null) {
    rows.push({
      key: 'pao',
      term: t('label.pao'),
      value: (
        <Group gap="xs" wrap="nowrap">
          <PaoSymbol months={label.paoMonths} size={40} />
          {/* For the eye only: the symbol itself is read out with the same words. */}
          <span aria-hidden>{t('label.paoMonths', { count: label.paoMonths })}</span>
        </Group>
      ),
    });
  }
  if (label.bestBefore) {
    rows.push({ key: 'bestBefore', term: t('label.bestBefore'), value: formatBestBefore(label.bestBefore) });
  }
  if (netContent !== null && netUnit) {
    rows.push({ key: 'netContent', term: t('label.netContent'), value: `${netContent} ${netUnit}` });
  }
  rows.push({
    key: 'responsiblePerson',
    term: t('label.responsiblePerson'),
    value: (
      <>
        {label.responsiblePerson.name}
        <br />
        <span style={{ whiteSpace: 'pre-line' }}>{label.responsiblePerson.address}</span>
      </>
    ),
  });
  if (label.cpnpReference) rows.push({ key: 'cpnp', term: t('label.cpnp'), value: label.cpnpReference });
  if (label.originCountry) {
    rows.push({ key: 'origin', term: t('label.origin'), value: countryLabel(label.originCountry) });
  }
  if (label.function.trim()) {
    rows.push({ key: 'function', term: t('label.function'), value: <span lang={lang}>{label.function}</span> });
  }
  if (label.precautions.trim()) {
    rows.push({
      key: 'precautions',
      term: t('label.precautions'),
      value: (
        <span lang={lang} style={{ whiteSpace: 'pre-line' }}>
          {label.precautions}
        </span>
      ),
    });
  }

  return (
    <section aria-labelledby="product-label">
      <Title order={2} fz="h3" id="product-label" mb="xs">
        {t('label.heading')}
      </Title>
      <Stack gap="md">
        <dl className={classes.particulars}>
          {rows.map((row) => (
            <div key={row.key} style={{ display: 'contents' }}>
              <Text component="dt" fz="sm" c="dimmed">
                {row.term}
              </Text>
              <Text component="dd" fz="sm">
                {row.value}
              </Text>
            </div>
          ))}
        </dl>
        {label.freeFrom.length > 0 && <FreeFromBadges freeFrom={label.freeFrom} />}
        {label.ingredients.length > 0 && (
          <div>
            <Title order={3} fz="h5" mb={4} id="product-label-ingredients">
              {t('label.ingredients')}
            </Title>
            <LabelIngredients ingredients={label.ingredients} labelledBy="product-label-ingredients" />
          </div>
        )}
      </Stack>
    </section>
  );
}

function FreeFromBadges({ freeFrom }: { freeFrom: FreeFrom[] }) {
  const { t } = useTranslation('ingredients');
  return (
    <Group
      gap="xs"
      component="ul"
      aria-label={t('label.freeFrom')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {freeFrom.map((key) => (
        <li key={key}>
          <Badge color="teal" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
            {t(`freeFrom.${key}`)}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
