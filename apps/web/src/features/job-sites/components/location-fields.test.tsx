// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { jobSiteMessages as m } from '@gears/domain/job-sites/messages';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import { LocationFields, type LocationValue } from './location-fields.tsx';
import { checkSiteForm, emptySiteValues } from './site-form.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces navigator with one that has (or lacks) geolocation, keeping the user agent: the lazily loaded map (Leaflet)
 * reads navigator.userAgent when its module first evaluates, which may happen during any of these tests.
 */
function stubNavigator(geolocation?: { getCurrentPosition: unknown }) {
  const { userAgent, platform, language } = window.navigator;
  vi.stubGlobal('navigator', geolocation ? { userAgent, platform, language, geolocation } : { userAgent, platform, language });
}

let geocoding: boolean;
beforeEach(() => {
  geocoding = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/maps/settings'))
        return json({ tileUrl: '/tiles/{z}/{x}/{y}.png', tileAttribution: 'Test tiles', geocoding });
      if (url.startsWith('/api/geocode/reverse')) return json({ address: '1 Test Road, Phoenix', attribution: null });
      return json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderFields(onChange = vi.fn()) {
  const value: LocationValue = { address: '', latitude: '', longitude: '' };
  renderWithSession(<LocationFields value={value} radius={100} errors={{}} onChange={onChange} />, buildMe());
  return onChange;
}

describe('Use my position (spec 02 §2)', () => {
  it("says 'Geolocation is not supported by this browser.' without geolocation", () => {
    const error = vi.spyOn(toast, 'error');
    stubNavigator();
    renderFields();
    fireEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    expect(error).toHaveBeenCalledWith(m.geolocationUnsupported);
  });

  it('asks with high accuracy and a 10 s timeout, and on failure says to type the address', () => {
    const error = vi.spyOn(toast, 'error');
    const getCurrentPosition = vi.fn((_ok: unknown, fail: (e: unknown) => void, _options?: PositionOptions) => fail({ code: 3 }));
    stubNavigator({ getCurrentPosition });
    renderFields();
    fireEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    expect(getCurrentPosition.mock.calls[0]![2]).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 });
    expect(error).toHaveBeenCalledWith(m.geolocationFailed);
  });

  it('fills the coordinates, and says geocoding is unavailable when no geocoder is set (the address stays typed)', async () => {
    const getCurrentPosition = vi.fn((ok: (p: unknown) => void) => ok({ coords: { latitude: 33.4483771, longitude: -112.0740373 } }));
    stubNavigator({ getCurrentPosition });
    const onChange = renderFields();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    expect(onChange).toHaveBeenCalledWith({ latitude: '33.448377', longitude: '-112.074037' });
    expect(await screen.findByText(m.geocodingUnavailable)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ address: expect.any(String) }));
  });

  it('fills the address from the geocoder when one is configured', async () => {
    geocoding = true;
    const getCurrentPosition = vi.fn((ok: (p: unknown) => void) => ok({ coords: { latitude: 33.4, longitude: -112.1 } }));
    stubNavigator({ getCurrentPosition });
    const onChange = renderFields();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/maps/settings', expect.anything()));
    await new Promise((r) => setTimeout(r, 20));
    fireEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ address: '1 Test Road, Phoenix' }));
  });
});

describe('Job Site form check', () => {
  it("uses the API's messages", () => {
    const result = checkSiteForm({ ...emptySiteValues(), geofenceRadius: '5000' });
    expect(result).toEqual({ errors: { siteName: m.siteNameRequired, geofenceRadius: m.radiusRange } });
  });
  it('gives the API body with numbers and defaults', () => {
    const result = checkSiteForm({ ...emptySiteValues(), siteName: 'Yard', latitude: '33.5', longitude: '-112' });
    expect(result).toMatchObject({
      input: { siteName: 'Yard', siteType: 'construction', geofenceRadius: 100, latitude: 33.5, longitude: -112 },
    });
  });
});
