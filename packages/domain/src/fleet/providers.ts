/**
 * The tracker provider catalogue of spec 02 §3 (key: category), each with how it honestly connects to the portal:
 * - 'osmand': speaks the OsmAnd protocol Traccar documents (Traccar Client on a phone, many devices); the portal gives
 *   the source an ingest URL with its secret;
 * - 'traccar_forward': a Traccar server forwards positions and events (its 200+ device protocols) to the portal;
 * - 'json_push': the device or a middleware pushes the portal's documented JSON (single or batched);
 * - 'api': the provider has a cloud API an account must be configured for (stored encrypted; the connection test calls it);
 * - 'none': no public interface (consumer tags): listed as such, never faked.
 */
export const providerCategories = ['consumer', 'professional', 'enterprise', 'open_source', 'custom'] as const;
export type ProviderCategory = (typeof providerCategories)[number];

export const connectionKinds = ['osmand', 'traccar_forward', 'json_push', 'api', 'none'] as const;
export type ConnectionKind = (typeof connectionKinds)[number];

export type TrackerProvider = {
  key: string;
  name: string;
  category: ProviderCategory;
  /** How positions reach the portal; the first is the one the setup dialog shows first. */
  connects: readonly ConnectionKind[];
  /** One sentence for the setup dialog: what the company does on the provider's side. */
  howTo: string;
};

export const trackerProviders = [
  {
    key: 'apple',
    name: 'Apple AirTag',
    category: 'consumer',
    connects: ['none'],
    howTo: 'Apple offers no public interface for AirTag locations, so they cannot be tracked here.',
  },
  {
    key: 'samsung',
    name: 'Samsung SmartTag',
    category: 'consumer',
    connects: ['none'],
    howTo: 'Samsung offers no public interface for SmartTag locations, so they cannot be tracked here.',
  },
  {
    key: 'tile',
    name: 'Tile',
    category: 'consumer',
    connects: ['none'],
    howTo: 'Tile offers no public interface for tag locations, so they cannot be tracked here.',
  },
  {
    key: 'trakkit',
    name: 'Trakkit',
    category: 'professional',
    connects: ['json_push'],
    howTo: 'Set the device’s HTTP push to the JSON ingest URL below.',
  },
  {
    key: 'calamp',
    name: 'CalAmp',
    category: 'professional',
    connects: ['traccar_forward'],
    howTo: 'Point the device at a Traccar server (CalAmp protocol) and forward its positions to the URL below.',
  },
  {
    key: 'teltonika',
    name: 'Teltonika',
    category: 'professional',
    connects: ['traccar_forward'],
    howTo: 'Point the device at a Traccar server (Teltonika protocol) and forward its positions to the URL below.',
  },
  {
    key: 'queclink',
    name: 'Queclink',
    category: 'professional',
    connects: ['traccar_forward'],
    howTo: 'Point the device at a Traccar server (Queclink protocol) and forward its positions to the URL below.',
  },
  {
    key: 'ruptela',
    name: 'Ruptela',
    category: 'professional',
    connects: ['traccar_forward'],
    howTo: 'Point the device at a Traccar server (Ruptela protocol) and forward its positions to the URL below.',
  },
  {
    key: 'samsara',
    name: 'Samsara',
    category: 'enterprise',
    connects: ['api'],
    howTo: 'Enter an API token from the Samsara dashboard; the connection test calls the Samsara API.',
  },
  {
    key: 'geotab',
    name: 'Geotab',
    category: 'enterprise',
    connects: ['api'],
    howTo: 'Enter the MyGeotab database, user and password; the connection test signs in to the Geotab API.',
  },
  {
    key: 'verizon',
    name: 'Verizon Connect',
    category: 'enterprise',
    connects: ['api'],
    howTo: 'Enter the Verizon Connect API account; the connection test calls its API.',
  },
  {
    key: 'att',
    name: 'AT&T Fleet Complete',
    category: 'enterprise',
    connects: ['api'],
    howTo: 'Enter the AT&T fleet API account; the connection test calls its API.',
  },
  {
    key: 'gurtam',
    name: 'Gurtam Wialon',
    category: 'enterprise',
    connects: ['api'],
    howTo: 'Enter a Wialon token; the connection test calls the Wialon remote API.',
  },
  {
    key: 'traccar',
    name: 'Traccar',
    category: 'open_source',
    connects: ['osmand', 'traccar_forward'],
    howTo: 'Traccar Client app: set the server URL below. Traccar server: set forward.url to the forward URL below.',
  },
  {
    key: 'custom',
    name: 'Custom HTTP push',
    category: 'custom',
    connects: ['json_push', 'osmand'],
    howTo: 'Push positions as JSON (single or batched) to the URL below, signed by its secret.',
  },
] as const satisfies readonly TrackerProvider[];
export type TrackerType = (typeof trackerProviders)[number]['key'];
export const trackerTypes = trackerProviders.map((p) => p.key) as [TrackerType, ...TrackerType[]];

export const providerOf = (key: string): TrackerProvider | undefined => trackerProviders.find((p) => p.key === key);

/** Whether a source of this type receives positions from the ingest endpoints (it then has an ingest secret to show). */
export const receivesPushes = (key: string): boolean =>
  (providerOf(key)?.connects ?? []).some((c) => c === 'osmand' || c === 'traccar_forward' || c === 'json_push');
