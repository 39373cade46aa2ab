// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { confidentMatchScore, partsMessages, type PartIdentification } from '@gears/domain';
import { IdentifyDialog } from './identify-dialog.tsx';

const identifyPart = vi.fn<(file: File, onProgress: (fraction: number) => void) => Promise<PartIdentification>>();
// why: the upload goes through XMLHttpRequest for its progress events, which happy-dom does not send; the
// server's answer is given here in the shape the API contract (partIdentification) fixes.
vi.mock('../api/identify-api.ts', () => ({
  identifyPart: (file: File, onProgress: (fraction: number) => void) => identifyPart(file, onProgress),
}));
afterEach(() => identifyPart.mockReset());

const noMatch: PartIdentification = {
  extractedText: 'FLEETGUARD\nLF3000\nLube Oil Filter',
  ocrConfidence: 92,
  matches: [],
  suggestion: { partName: 'Lube Oil Filter', partNumber: 'LF3000', manufacturer: 'Fleetguard', description: null },
  message: partsMessages.noCatalogueMatch,
  enrichment: { status: 'not_configured' },
};

function choosePhoto() {
  const input = screen.getByLabelText('Choose photo to identify');
  fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'label.png', { type: 'image/png' })] } });
}

describe('IdentifyDialog', () => {
  it('says "No match in your catalogue" once, with the confidence a match needs, and offers the part as new', async () => {
    identifyPart.mockResolvedValue(noMatch);
    globalThis.URL.createObjectURL ??= () => 'blob:preview';
    render(<IdentifyDialog open onOpenChange={() => {}} onOpenPart={() => {}} onAddNew={() => {}} />);
    choosePhoto();
    expect(await screen.findByText(partsMessages.noCatalogueMatch)).toBeTruthy();
    expect(screen.getAllByText(/No match in your catalogue/)).toHaveLength(1);
    expect(screen.getByText(`A part counts as a match from ${confidentMatchScore * 100}%.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add as new part: Lube Oil Filter' })).toBeTruthy();
  });
});
