import { openText, sealText } from '../../platform/secret-box.ts';

/** A provider's settings (API tokens, account names): sealed with the server's secrets key, never sent back. */
export type SourceConfig = Record<string, string>;

export function sealConfig(key: Buffer, config: SourceConfig | undefined): string | null {
  return config && Object.keys(config).length > 0 ? sealText(key, JSON.stringify(config)) : null;
}

/** {} when there is none; null when it cannot be read (sealed under another key: enter the settings again). */
export function openConfig(key: Buffer, sealed: string | null): SourceConfig | null {
  if (sealed === null) return {};
  const text = openText(key, sealed);
  if (text === null) return null;
  try {
    return JSON.parse(text) as SourceConfig;
  } catch {
    return null;
  }
}
