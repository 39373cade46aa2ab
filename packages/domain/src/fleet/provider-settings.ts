/**
 * The settings each API provider's connection needs (the keys of a source's `config`, stored encrypted), so the setup
 * form asks for them and the connection test (server) reads them by the same names. `secret`: shown as a password
 * field. The source's API endpoint, when set, replaces the provider's public address.
 */
export type ProviderSetting = { key: string; label: string; secret: boolean };

export const providerSettings: Record<string, readonly ProviderSetting[]> = {
  samsara: [{ key: 'apiToken', label: 'API token', secret: true }],
  geotab: [
    { key: 'database', label: 'Database', secret: false },
    { key: 'userName', label: 'User name', secret: false },
    { key: 'password', label: 'Password', secret: true },
  ],
  gurtam: [{ key: 'token', label: 'Wialon token', secret: true }],
  verizon: [
    { key: 'username', label: 'API user name', secret: false },
    { key: 'password', label: 'API password', secret: true },
  ],
  // AT&T Fleet Complete gives each account its own API address: the source's API endpoint is required.
  att: [{ key: 'apiKey', label: 'API key', secret: true }],
};

export const settingsOf = (trackerType: string): readonly ProviderSetting[] => providerSettings[trackerType] ?? [];
