import { describe, expect, it } from 'vitest';
import { distanceMetres, geofenceRadius, geolocationTimeoutMs, isInsideGeofence, planAssignmentChanges } from './job-site.rules.ts';
import { createJobSiteInput, updateJobSiteInput } from './job-site.schema.ts';
import { jobSiteMessages as m } from './messages.ts';

describe('job site constants (spec 02 §9)', () => {
  it('geofence 10–1000 m, default 100; geolocation timeout 10 s', () => {
    expect(geofenceRadius).toEqual({ min: 10, max: 1000, default: 100 });
    expect(geolocationTimeoutMs).toBe(10_000);
  });
  it("keeps the browser's two geolocation messages word for word (spec 02 §2)", () => {
    expect(m.geolocationUnsupported).toBe('Geolocation is not supported by this browser.');
    expect(m.geolocationFailed).toBe('Could not get your current location. Please enter address manually.');
  });
});

describe('Create Job Site validation (spec 02 §5)', () => {
  const parse = (v: unknown) => createJobSiteInput.safeParse(v);
  const messageOf = (v: unknown) => {
    const r = parse(v);
    return r.success ? null : r.error.issues[0]!.message;
  };
  it.each([
    [{ siteName: '' }, m.siteNameRequired],
    [{ siteName: '   ' }, m.siteNameRequired],
    [{ siteName: 'A', siteType: '' }, m.siteTypeRequired],
    [{ siteName: 'A', geofenceRadius: 5 }, m.radiusRange],
    [{ siteName: 'A', geofenceRadius: 5000 }, m.radiusRange],
    [{ siteName: 'A', geofenceRadius: 10.5 }, m.radiusWhole],
    [{ siteName: 'A', latitude: 1 }, m.coordinatesTogether],
    [{ siteName: 'A', latitude: null, longitude: 3 }, m.coordinatesTogether],
  ])('%j → %s', (input, message) => expect(messageOf(input)).toBe(message));

  it.each([10, 100, 1000])('accepts a radius of %i m', (r) => expect(parse({ siteName: 'A', geofenceRadius: r }).success).toBe(true));

  it('defaults: construction, 100 m, no machines or people; team role team_member; a person named twice once', () => {
    const v = createJobSiteInput.parse({
      siteName: 'A',
      team: [{ userId: '7d3e1a52-5b1e-4c4e-9a55-1f0e7e1c2b3a' }, { userId: '7D3E1A52-5B1E-4C4E-9A55-1F0E7E1C2B3A', role: 'operator' }],
    });
    expect(v).toMatchObject({ siteType: 'construction', geofenceRadius: 100, equipmentIds: [] });
    expect(v.team).toEqual([{ userId: '7d3e1a52-5b1e-4c4e-9a55-1f0e7e1c2b3a', role: 'operator', notes: null }]);
  });

  it('an edit gives both coordinates or neither, and something to change', () => {
    expect(updateJobSiteInput.safeParse({}).success).toBe(false);
    expect(updateJobSiteInput.safeParse({ latitude: 3 }).success).toBe(false);
    expect(updateJobSiteInput.safeParse({ latitude: null, longitude: null }).success).toBe(true);
  });
});

describe('editing assignments keeps history (departure from spec 02 §4)', () => {
  it.each([
    [
      { a: 'x', b: 'x' },
      { b: 'x', c: 'x' },
      { add: ['c'], remove: ['a'], change: [] },
    ],
    [{ a: 'operator' }, { a: 'team_lead' }, { add: [], remove: [], change: ['a'] }],
    [{ a: 'x' }, { a: 'x' }, { add: [], remove: [], change: [] }],
    [{}, { a: 'x' }, { add: ['a'], remove: [], change: [] }],
  ])('%j → %j gives %j', (current, selected, plan) => {
    expect(planAssignmentChanges(new Map(Object.entries(current)), new Map(Object.entries(selected)))).toEqual(plan);
  });
});

describe('geofence', () => {
  it('measures great-circle distance', () => {
    // One degree of latitude is ~111.2 km.
    expect(distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111_195, -1);
  });
  it.each([
    [0.0008, true], // ~89 m
    [0.00089, true], // ~99 m
    [0.00091, false], // ~101 m
  ])('a point %f° north of the centre of a 100 m fence: inside %s', (dLat, inside) => {
    const site = { latitude: 10, longitude: 10, geofenceRadius: 100 };
    expect(isInsideGeofence(site, { latitude: 10 + dLat, longitude: 10 })).toBe(inside);
  });
  it('has no answer for a site without coordinates', () => {
    expect(isInsideGeofence({ latitude: null, longitude: null, geofenceRadius: 100 }, { latitude: 0, longitude: 0 })).toBeNull();
  });
});
