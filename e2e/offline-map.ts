import os from 'node:os';
import path from 'node:path';

/**
 * The PMTiles file behind the e2e server's MAP_PMTILES link (serve-with-mail-sink.ts), named by the server's port so
 * the runner, its workers and the server agree on it (as mail.ts does for the mail folder).
 */
export const e2eMapFile = (port = Number(process.env.E2E_PORT || 3210)): string => path.join(os.tmpdir(), `gears-e2e-map-${port}.pmtiles`);
