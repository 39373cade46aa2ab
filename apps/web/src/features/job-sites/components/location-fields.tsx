import { lazy, Suspense, useState } from 'react';
import { Crosshair, MapPinned } from 'lucide-react';
import { toast } from 'sonner';
import { geolocationTimeoutMs } from '@gears/domain/job-sites/job-site.rules';
import { jobSiteMessages as m } from '@gears/domain/job-sites/messages';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { reverseGeocode, useMapSettings } from '../api/job-sites-api.ts';

const SiteMap = lazy(() => import('./site-map.tsx'));

export type LocationValue = { address: string; latitude: string; longitude: string };

type Props = {
  value: LocationValue;
  radius: number;
  errors: Partial<Record<keyof LocationValue, string>>;
  onChange: (patch: Partial<LocationValue>) => void;
};

const asNumber = (v: string): number | null => (v.trim() === '' || !Number.isFinite(Number(v)) ? null : Number(v));

/**
 * Where the site is: an address and coordinates. Coordinates come from the map, the device ("Use my position": high
 * accuracy, 10 s, spec 02 §2) or typing; the address may be filled from them through the configured geocoder, and
 * stays the user's to type when there is none or it fails — the app says so, it never invents one.
 */
export function LocationFields({ value, radius, errors, onChange }: Props) {
  const maps = useMapSettings();
  const [locating, setLocating] = useState(false);
  const [geocoding, setGeocoding] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const lat = asNumber(value.latitude);
  const lon = asNumber(value.longitude);

  const fillAddress = async (latitude: number, longitude: number) => {
    if (!maps.data?.geocoding) return setNote(m.geocodingUnavailable);
    setGeocoding(true);
    try {
      const found = await reverseGeocode(latitude, longitude);
      onChange({ address: found.address });
      setNote(found.attribution ? `Address from the geocoder. ${found.attribution}` : 'Address from the geocoder.');
    } catch (error) {
      setNote(errorMessage(error, m.geocodingUnavailable));
    } finally {
      setGeocoding(false);
    }
  };

  const useMyPosition = () => {
    if (!('geolocation' in navigator)) return void toast.error(m.geolocationUnsupported);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const latitude = Math.round(pos.coords.latitude * 1e6) / 1e6;
        const longitude = Math.round(pos.coords.longitude * 1e6) / 1e6;
        onChange({ latitude: String(latitude), longitude: String(longitude) });
        void fillAddress(latitude, longitude);
      },
      () => {
        setLocating(false);
        toast.error(m.geolocationFailed);
      },
      { enableHighAccuracy: true, timeout: geolocationTimeoutMs, maximumAge: 0 },
    );
  };

  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Location</legend>
      <FormField id="site-address" label="Address" error={errors.address}>
        <Textarea id="site-address" rows={2} value={value.address} onChange={(e) => onChange({ address: e.target.value })} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="site-latitude" label="Latitude" error={errors.latitude}>
          <Input
            id="site-latitude"
            inputMode="decimal"
            placeholder="e.g. 33.4484"
            value={value.latitude}
            onChange={(e) => onChange({ latitude: e.target.value })}
          />
        </FormField>
        <FormField id="site-longitude" label="Longitude" error={errors.longitude}>
          <Input
            id="site-longitude"
            inputMode="decimal"
            placeholder="e.g. -112.0740"
            value={value.longitude}
            onChange={(e) => onChange({ longitude: e.target.value })}
          />
        </FormField>
      </div>
      <div className="grid grid-cols-1 gap-2 sm:flex">
        <Button type="button" variant="outline" onClick={useMyPosition} disabled={locating}>
          <Crosshair aria-hidden className="size-4" />
          {locating ? 'Locating…' : 'Use my position'}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => lat !== null && lon !== null && void fillAddress(lat, lon)}
          disabled={lat === null || lon === null || geocoding}
        >
          <MapPinned aria-hidden className="size-4" />
          {geocoding ? 'Looking up…' : 'Fill address from position'}
        </Button>
      </div>
      {note ? (
        <p className="text-xs text-muted-foreground" role="status">
          {note}
        </p>
      ) : null}
      {maps.data ? (
        <Suspense fallback={<div className="h-56 w-full animate-pulse rounded-md bg-muted sm:h-64" />}>
          <SiteMap
            latitude={lat}
            longitude={lon}
            radius={radius}
            tileUrl={maps.data.tileUrl}
            attribution={maps.data.tileAttribution}
            pmtilesUrl={maps.data.pmtilesUrl ?? null}
            onPick={(latitude, longitude) => {
              onChange({ latitude: String(latitude), longitude: String(longitude) });
              setNote(null);
            }}
          />
        </Suspense>
      ) : null}
    </fieldset>
  );
}
