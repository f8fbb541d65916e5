import { Checkbox, Fieldset, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EuroInput } from '../../../components/euro-input';
import type { DefaultPriceRow } from './configuration-values';

/** A delivery method a price list may use, named as the operator knows it ("InPost — Courier"). */
export interface PriceMethod {
  id: string;
  name: string;
}

interface DefaultPricesFieldsProps {
  methods: PriceMethod[];
  rows: Record<string, DefaultPriceRow>;
  /** Problems keyed `prices.<methodId>.<part>`. */
  problems: Record<string, string>;
  onChange: (methodId: string, row: DefaultPriceRow) => void;
}

const noop = () => undefined;

/** A switch per delivery method, and when on, its price, free-delivery threshold and working days. */
export function DefaultPricesFields({ methods, rows, problems, onChange }: DefaultPricesFieldsProps) {
  const { t } = useTranslation('admin');
  if (methods.length === 0) return <Text c="dimmed">{t('configuration.prices.noMethods')}</Text>;
  return (
    <Stack gap="sm">
      {methods.map((method) => {
        const row = rows[method.id];
        if (!row) return null;
        const problem = (part: string) => problems[`prices.${method.id}.${part}`];
        return (
          <Fieldset key={method.id} legend={method.name} radius="md">
            <Stack gap="sm">
              <Checkbox
                label={t('configuration.prices.offer')}
                checked={row.offered}
                onChange={(event) => onChange(method.id, { ...row, offered: event.currentTarget.checked })}
                error={problem('methodId')}
              />
              {row.offered && (
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  <EuroInput
                    label={t('configuration.prices.price')}
                    required
                    cents={row.price}
                    onChange={(price) => onChange(method.id, { ...row, price })}
                    onBlur={noop}
                    inputRef={noop}
                    error={problem('price')}
                  />
                  <EuroInput
                    label={t('configuration.prices.freeFrom')}
                    description={t('configuration.prices.freeFromHint')}
                    cents={row.freeFrom ?? undefined}
                    onChange={(freeFrom) => onChange(method.id, { ...row, freeFrom: freeFrom ?? null })}
                    onBlur={noop}
                    inputRef={noop}
                    error={problem('freeFrom')}
                  />
                  <NumberInput
                    label={t('configuration.prices.days')}
                    required
                    value={row.deliveryDays}
                    onChange={(deliveryDays) => onChange(method.id, { ...row, deliveryDays })}
                    min={0}
                    max={60}
                    allowDecimal={false}
                    allowNegative={false}
                    error={problem('deliveryDays')}
                  />
                </SimpleGrid>
              )}
            </Stack>
          </Fieldset>
        );
      })}
      <Group>
        <Text fz="xs" c="dimmed">
          {t('configuration.prices.footnote')}
        </Text>
      </Group>
    </Stack>
  );
}
