// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { defaultScannerSettings, type ScannerSettings } from '@gears/domain/equipment/scanner.rules';
import { buildMe, renderWithSession } from '../../../test/test-utils.tsx';
import type { CameraOptions } from './zxing-reader.ts';
import { ScannerPanel } from './scanner-panel.tsx';

// why: the real reader needs a camera; the test drives its decode callback directly.
const camera = vi.hoisted(() => ({ options: null as CameraOptions | null, stop: vi.fn() }));
vi.mock('./zxing-reader.ts', () => ({
  startCameraScan: vi.fn(async (_video: HTMLVideoElement, options: CameraOptions) => {
    camera.options = options;
    return { stop: camera.stop, setTorch: null, focusAt: null };
  }),
  decodeImageFile: vi.fn(),
}));

const equipment = {
  id: '0b6f1c9e-3c1a-4a53-9d0e-7f2b1c4d5e6f',
  companyId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'CAT 320 Excavator',
  status: 'active',
  manufacturer: 'Caterpillar',
  model: '320',
  serial: 'CAT-001',
  equipmentType: 'excavator',
  year: 2021,
  hours: 1250,
  location: 'North Yard',
  qrCodeId: 'EQ-ABCD1234',
  lastServiceDate: null,
  nextServiceDate: null,
  nextServiceHours: null,
  purchaseDate: null,
};

let now = 0;
const calls: string[] = [];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  now = 10_000;
  calls.length = 0;
  camera.options = null;
  camera.stop.mockClear();
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn() }, configurable: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.startsWith('/api/equipment/qr/resolve/EQ-ABCD1234')) return json(200, equipment);
      if (url.startsWith('/api/equipment/qr/resolve/')) {
        return json(404, { error: { code: 'NOT_FOUND', message: 'Equipment QR code detected but not found in database' } });
      }
      if (url === '/api/equipment/scans') return json(201, { outcome: 'logged', scan: null, equipment });
      return json(500, {});
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function startScanner(settings: ScannerSettings = defaultScannerSettings) {
  renderWithSession(
    <MemoryRouter>
      <ScannerPanel settings={{ ...settings, beepOnScan: false }} autoStart />
    </MemoryRouter>,
    buildMe(),
  );
  await waitFor(() => expect(camera.options).not.toBeNull());
}

/** One decoded frame at the given time. */
async function read(text: string, at: number) {
  now = at;
  await act(async () => camera.options!.onRead(text));
}

describe('camera scanning (spec 02 §4 double-read rule, §5 id extraction)', () => {
  it('accepts a code read twice within 1200 ms, stops the camera, extracts the id and logs the scan', async () => {
    await startScanner();
    await read('https://portal.example/equipment/EQ-ABCD1234', 10_000);
    expect(calls).toEqual([]);
    await read('https://portal.example/equipment/EQ-ABCD1234', 11_000);

    await waitFor(() => expect(screen.getByRole('heading', { name: 'CAT 320 Excavator' })).toBeTruthy());
    expect(camera.stop).toHaveBeenCalled();
    expect(calls).toEqual(['GET /api/equipment/qr/resolve/EQ-ABCD1234', 'POST /api/equipment/scans']);
    expect(screen.getByText('Scan logged in your history.')).toBeTruthy();
  });

  it('ignores a code read twice too far apart, or two different codes', async () => {
    await startScanner();
    await read('EQ-ABCD1234', 10_000);
    await read('EQ-ABCD1234', 11_300);
    await read('EQ-ZZZZ9999', 11_400);
    expect(calls).toEqual([]);
    expect(camera.stop).not.toHaveBeenCalled();
  });

  it('uses the returnTo value first', async () => {
    await startScanner({ ...defaultScannerSettings, continuousScanning: true });
    await read('https://portal.example/auth?returnTo=%2Fequipment%2FEQ-ABCD1234%3Ffrom%3Dscanner', 10_000);
    await waitFor(() => expect(calls[0]).toBe('GET /api/equipment/qr/resolve/EQ-ABCD1234'));
  });

  it('continuous mode accepts at once and keeps the camera running', async () => {
    await startScanner({ ...defaultScannerSettings, continuousScanning: true });
    await read('EQ-ABCD1234', 10_000);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'CAT 320 Excavator' })).toBeTruthy());
    expect(camera.stop).not.toHaveBeenCalled();
  });

  it("says 'Invalid QR code format' when no id can be extracted and no machine carries the text as an alternate code", async () => {
    await startScanner();
    await read('hello world!', 10_000);
    await read('hello world!', 10_200);
    await waitFor(() => expect(screen.getByText('Invalid QR code format')).toBeTruthy());
    expect(screen.getByText('hello world!')).toBeTruthy();
    // Issue 19 item 5: the whole text is asked for once, as a label another system printed may be stored as it is.
    expect(calls).toEqual(['GET /api/equipment/qr/resolve/hello%20world!']);
  });

  it('says the code was not found in the database for an unknown id', async () => {
    await startScanner();
    await read('EQ-NOTHERE1', 10_000);
    await read('EQ-NOTHERE1', 10_100);
    await waitFor(() => expect(screen.getByText('Equipment QR code detected but not found in database')).toBeTruthy());
    expect(calls).toEqual(['GET /api/equipment/qr/resolve/EQ-NOTHERE1']);
  });
});
