import { describe, expect, it } from 'vitest';
import { defaultScannerSettings } from '../equipment/scanner.rules.ts';
import { parseScannerSettings, scanAttemptDelayMs } from './settings.rules.ts';

describe('parseScannerSettings (spec 02 §3 defaults)', () => {
  it.each<[string, unknown, Partial<typeof defaultScannerSettings>]>([
    ['nothing stored', null, {}],
    ['a list', [1, 2], {}],
    ['continuous on', { continuousScanning: true }, { continuousScanning: true }],
    ['a string flag', { beepOnScan: 'no' }, {}],
    ['an unknown resolution', { cameraResolution: '8k' }, {}],
    ['ultra', { cameraResolution: 'ultra' }, { cameraResolution: 'ultra' }],
    ['sensitivity below range', { scanSensitivity: 3 }, { scanSensitivity: 25 }],
    ['sensitivity off-step', { scanSensitivity: 83 }, { scanSensitivity: 85 }],
    ['sensitivity not a number', { scanSensitivity: '90' }, {}],
  ])('%s', (_, raw, changes) => expect(parseScannerSettings(raw)).toEqual({ ...defaultScannerSettings, ...changes }));
});

describe('scanAttemptDelayMs', () => {
  it.each([
    [100, 100],
    [75, 200],
    [25, 400],
    [5, 400],
  ])('sensitivity %i → %i ms', (sensitivity, ms) => expect(scanAttemptDelayMs(sensitivity)).toBe(ms));
});
