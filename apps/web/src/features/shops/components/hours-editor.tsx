import { WEEKDAYS, type shopInputSchema, type TimeRange, type Weekday } from '@glowmarket/shared/shops';
import { ActionIcon, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { Controller, useFieldArray, useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { currentLanguage } from '../../../lib/i18n';
import classes from './hours-editor.module.css';
import { weekdayName } from '../../../components/shops/opening-hours';
import { canAddRange, nextRange, type ShopFormValues } from './shop-form-values';

type ShopOutput = z.output<typeof shopInputSchema>;

interface HoursEditorProps {
  control: Control<ShopFormValues, unknown, ShopOutput>;
  register: UseFormRegister<ShopFormValues>;
}

/**
 * The week's opening hours, Monday first: each day open or closed, open in one to four ranges
 * (a lunch break makes two). The shared schema checks the times, their order and overlaps; its
 * messages show under the fields.
 */
export function HoursEditor({ control, register }: HoursEditorProps) {
  // Re-rendered on a language change by useTranslation; the weekdays' names follow the UI language.
  useTranslation('myShops');
  const language = currentLanguage();
  return (
    <Stack gap={0}>
      {WEEKDAYS.map((day) => (
        <DayHours key={day} day={day} name={weekdayName(day, language)} control={control} register={register} />
      ))}
    </Stack>
  );
}

interface DayHoursProps extends HoursEditorProps {
  day: Weekday;
  /** The weekday in the UI language. */
  name: string;
}

function DayHours({ day, name, control, register }: DayHoursProps) {
  const { t } = useTranslation('myShops');
  const nameId = useId();
  const open = useWatch({ control, name: `hours.${day}.open` });
  const { fields, append, remove, replace } = useFieldArray({ control, name: `hours.${day}.ranges` });
  const ranges = useWatch({ control, name: `hours.${day}.ranges` });
  const { errors } = useFormState({ control, name: `hours.${day}` });
  // The ranges of a day switched off, given back when it is switched on again.
  const closedRanges = useRef<TimeRange[]>([]);
  const dayErrors = errors.hours?.[day];
  const dayMessage = dayErrors?.ranges?.root?.message ?? dayErrors?.ranges?.message;

  function toggle(checked: boolean, change: (open: boolean) => void) {
    if (checked) {
      replace(closedRanges.current.length > 0 ? closedRanges.current : [nextRange([])]);
    } else {
      // A closed day sends no ranges, so none can be wrong out of sight.
      closedRanges.current = ranges.map((range) => ({ ...range }));
      replace([]);
    }
    change(checked);
  }

  return (
    <div role="group" aria-labelledby={nameId} className={classes.day}>
      <Group gap="md" wrap="nowrap" className={classes.dayHead}>
        <Text id={nameId} fw={600} className={classes.dayName}>
          {name}
        </Text>
        <Controller
          control={control}
          name={`hours.${day}.open`}
          render={({ field }) => (
            <Switch
              label={t('hours.open')}
              aria-label={t('hours.openOn', { day: name })}
              checked={field.value}
              onChange={(event) => toggle(event.currentTarget.checked, field.onChange)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </Group>

      <Stack gap="xs" className={classes.ranges}>
        {!open && (
          <Text c="dimmed" fz="sm" className={classes.closed}>
            {t('hours.closed')}
          </Text>
        )}
        {open &&
          fields.map((item, index) => {
            const rangeErrors = dayErrors?.ranges?.[index];
            const number = index + 1;
            const next = index + 1 < fields.length ? [`hours.${day}.ranges.${index + 1}.opens` as const] : [];
            return (
              <Group key={item.id} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  type="time"
                  aria-label={t('hours.opensLabel', { day: name, number })}
                  required
                  error={rangeErrors?.opens?.message}
                  className={classes.time}
                  {...register(`hours.${day}.ranges.${index}.opens`, {
                    deps: [`hours.${day}.ranges.${index}.closes`],
                  })}
                />
                <Text aria-hidden className={classes.dash}>
                  –
                </Text>
                <TextInput
                  type="time"
                  aria-label={t('hours.closesLabel', { day: name, number })}
                  required
                  error={rangeErrors?.closes?.message}
                  className={classes.time}
                  {...register(`hours.${day}.ranges.${index}.closes`, { deps: next })}
                />
                {fields.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mt={2}
                    onClick={() => remove(index)}
                    aria-label={t('hours.removeRange', { day: name, number })}
                    title={t('hours.removeRangeShort')}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            );
          })}
        {open && dayMessage && (
          <Text c="red.8" fz="sm" role="alert">
            {dayMessage}
          </Text>
        )}
        {open && canAddRange(ranges) && (
          <div>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => append(nextRange(ranges))}
              aria-label={t('hours.addRangeOn', { day: name })}
            >
              {t('hours.addRange')}
            </Button>
          </div>
        )}
      </Stack>
    </div>
  );
}
