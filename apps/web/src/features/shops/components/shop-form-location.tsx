import type { Location, shopInputSchema } from '@glowmarket/shared/shops';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconMapSearch } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifyFailure } from '../../../lib/notify';
import { useSite } from '../../../lib/site';
import { geocodeAddress } from '../api/geocode';
import { LazyShopMap } from '../../../components/shops/lazy-shop-map';
import { formatCoordinate, geocodeQuery, parseCoordinate, type ShopFormValues } from './shop-form-values';

type ShopOutput = z.output<typeof shopInputSchema>;

/** Where the map looks before the shop has a place and the site's settings are in: central Europe. */
const EUROPE: Location = { latitude: 50.5, longitude: 12 };

interface ShopFormLocationProps {
  form: UseFormReturn<ShopFormValues, unknown, ShopOutput>;
  /** The pin's name: the shop's title, or a stand-in while it has none. */
  pinLabel: string;
}

/**
 * The shop's place: found from the typed address ("Find on map"), then corrected by dragging the
 * pin or clicking the map; the coordinates can be read and typed too, for keyboard users. Without
 * a place the form cannot be saved ('Location is required').
 */
export function ShopFormLocation({ form, pinLabel }: ShopFormLocationProps) {
  const { t } = useTranslation(['myShops', 'common']);
  const { field, fieldState } = useController({ control: form.control, name: 'location' });
  const [searching, setSearching] = useState(false);
  const [found, setFound] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);
  const site = useSite();
  const location = field.value;

  function place(next: Location | null) {
    form.setValue('location', next, { shouldValidate: true, shouldDirty: true });
  }

  async function findOnMap() {
    const addressComplete = await form.trigger(
      ['address.street', 'address.postalCode', 'address.city', 'address.country'],
      { shouldFocus: true },
    );
    if (!addressComplete) return;
    setSearching(true);
    try {
      const result = await geocodeAddress(geocodeQuery(form.getValues('address')));
      place(result.location);
      setFound(result.label);
      setNotFound(false);
    } catch {
      // What is typed stays; the seller places the pin by hand instead.
      setFound(null);
      setNotFound(true);
      notifyFailure(t, t('errors.geocode_failed', { ns: 'common' }));
    } finally {
      setSearching(false);
    }
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Text fz="sm" c="dimmed" style={{ flex: '1 1 260px' }}>
          {t('form.locationHint')}
        </Text>
        <Button
          variant="light"
          leftSection={<IconMapSearch size={18} aria-hidden />}
          loading={searching}
          onClick={() => void findOnMap()}
        >
          {t('form.findOnMap')}
        </Button>
      </Group>

      <div aria-live="polite">
        {found && (
          <Text fz="sm">
            {t('form.found', { label: found })} {t('form.foundHint')}
          </Text>
        )}
        {notFound && (
          <Alert color="yellow" icon={<IconInfoCircle size={20} aria-hidden />} title={t('form.notFoundTitle')}>
            {t('form.notFoundHint')}
          </Alert>
        )}
      </div>

      <LazyShopMap
        label={t('form.mapLabel')}
        markers={[]}
        center={site.data?.defaultLocation ?? EUROPE}
        zoom={5}
        height={340}
        pin={{
          location,
          label: pinLabel,
          onMove: (next) => {
            setFound(null);
            setNotFound(false);
            place(next);
          },
        }}
      />

      <CoordinateFields
        value={location}
        onChange={place}
        required={fieldState.error?.message}
        inputRef={field.ref}
        onBlur={field.onBlur}
      />
    </Stack>
  );
}

interface CoordinateFieldsProps {
  value: Location | null;
  onChange: (location: Location | null) => void;
  /** The form's message for a missing location, shown under the fields. */
  required: string | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
  onBlur: () => void;
}

interface Draft {
  latitude: string;
  longitude: string;
  /** The location the texts were taken from or gave; another one from outside replaces them. */
  shown: Location | null;
}

function sameLocation(a: Location | null, b: Location | null): boolean {
  return a === b || (a !== null && b !== null && a.latitude === b.latitude && a.longitude === b.longitude);
}

function draftOf(location: Location | null): Draft {
  return {
    latitude: formatCoordinate(location?.latitude),
    longitude: formatCoordinate(location?.longitude),
    shown: location,
  };
}

/** Latitude and longitude as text: follow the pin, and move it once both are typed and left. */
function CoordinateFields({ value, onChange, required, inputRef, onBlur }: CoordinateFieldsProps) {
  const { t } = useTranslation('myShops');
  const [draft, setDraft] = useState(() => draftOf(value));
  const [invalid, setInvalid] = useState({ latitude: false, longitude: false });
  if (!sameLocation(draft.shown, value)) {
    // The pin moved (map, geocoder): the fields show where it is now.
    setDraft(draftOf(value));
    setInvalid({ latitude: false, longitude: false });
  }

  function commit() {
    const untouched = draftOf(value);
    if (draft.latitude === untouched.latitude && draft.longitude === untouched.longitude) {
      // Nothing typed: a rounded copy of the pin's place must not move it.
      setInvalid({ latitude: false, longitude: false });
      return;
    }
    const latitude = parseCoordinate(draft.latitude, 90);
    const longitude = parseCoordinate(draft.longitude, 180);
    const bothBlank = !draft.latitude.trim() && !draft.longitude.trim();
    setInvalid({
      latitude: !bothBlank && latitude === undefined,
      longitude: !bothBlank && longitude === undefined,
    });
    const next = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;
    if (sameLocation(next, value)) return;
    setDraft((current) => ({ ...current, shown: next }));
    onChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter submits the form: the typed place must be in it first.
    if (event.key === 'Enter') commit();
  }

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput
        label={t('form.latitude')}
        description={t('form.latitudeHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        inputMode="decimal"
        autoComplete="off"
        value={draft.latitude}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setDraft((current) => ({ ...current, latitude: text }));
        }}
        onBlur={() => {
          commit();
          onBlur();
        }}
        onKeyDown={onKeyDown}
        ref={inputRef}
        error={invalid.latitude ? t('form.latitudeInvalid') : required}
      />
      <TextInput
        label={t('form.longitude')}
        description={t('form.longitudeHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        inputMode="decimal"
        autoComplete="off"
        value={draft.longitude}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setDraft((current) => ({ ...current, longitude: text }));
        }}
        onBlur={() => {
          commit();
          onBlur();
        }}
        onKeyDown={onKeyDown}
        error={invalid.longitude ? t('form.longitudeInvalid') : Boolean(required)}
      />
    </SimpleGrid>
  );
}
