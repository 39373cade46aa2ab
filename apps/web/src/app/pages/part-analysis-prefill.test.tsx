// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { MeResponse } from '@gears/domain';
import { PartAnalysisPanel } from '../../features/scanner/components/part-analysis-panel.tsx';
import { MaintenancePage } from '../../features/maintenance/pages/maintenance-page.tsx';
import { fakeXhr } from '../../test/fake-xhr.ts';
import { buildMe, renderOnPlan } from '../../test/test-utils.tsx';
import { QuotesPage } from './quotes-page.tsx';

/**
 * spec 02 §2 scanner AI Part Analysis → Schedule Maintenance / Request Quote: the form on the other page opens with
 * the analysis in it. The three screens are app/'s to compose (features never import each other).
 */
const analysis = {
  extractedText: 'HYDRAULIC PUMP P/N 123-4567\nleaking at the seal',
  enhancedContent: '',
  suggestions: [],
  category: 'repair',
  priority: 'High',
  tags: ['repair'],
  followUpActions: ['Order a seal kit'],
  confidence: 0.7,
  source: 'local',
  model: null,
  modelError: null,
  from: 'images',
  images: [{ fileName: 'pump.jpg', extractedText: 'HYDRAULIC PUMP P/N 123-4567', ocrConfidence: 0.8, detail: null }],
};
const description =
  'AI Part Analysis: repair, high priority, confidence 70%.\n\n' +
  'Text on the part: HYDRAULIC PUMP P/N 123-4567 leaking at the seal\n\n' +
  'Follow-up actions:\n- Order a seal kit';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const route = async (url: string) => (url === '/api/notes/analyze' ? json(analysis) : json({ error: { message: 'not here' } }, 404));
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(route));
  vi.stubGlobal('XMLHttpRequest', fakeXhr(route));
});
afterEach(() => vi.unstubAllGlobals());

async function analyse(me: MeResponse) {
  renderOnPlan(
    <Routes>
      <Route path="/dashboard/scanner" element={<PartAnalysisPanel />} />
      <Route path="/dashboard/maintenance" element={<MaintenancePage />} />
      <Route path="/dashboard/quotes" element={<QuotesPage />} />
    </Routes>,
    { tier: 'professional', path: '/dashboard/scanner', me },
  );
  const image = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pump.jpg', { type: 'image/jpeg' });
  fireEvent.change(screen.getByLabelText(/Choose up to 5 images/), { target: { files: [image] } });
  fireEvent.click(screen.getByRole('button', { name: /Start AI Analysis/ }));
  await screen.findByRole('region', { name: 'Analysis results' });
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('AI Part Analysis carried into the forms', () => {
  it('Schedule Maintenance opens the task dialog with the title, description and priority', async () => {
    await analyse(buildMe({ user: { role: 'client_admin' } }));
    fireEvent.click(screen.getByRole('button', { name: /Schedule Maintenance/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Maintenance or Repair' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Maintenance title *').value).toBe('Repair: HYDRAULIC PUMP P/N 123-4567');
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Description').value).toBe(description);
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Priority').value).toBe('high');
  });

  it('Request Quote opens Create Quote with the title, description and urgency', async () => {
    await analyse(buildMe({ user: { role: 'client_admin' } }));
    fireEvent.click(screen.getByRole('button', { name: /Request Quote/ }));
    await screen.findByRole('dialog', { name: 'Create Quote Request' });
    await waitFor(() => expect(value('Title *')).toBe('Repair: HYDRAULIC PUMP P/N 123-4567'));
    expect(value('Description')).toBe(description);
    expect(value('Urgency')).toBe('high');
  });

  it('a technician, who may not request quotes, is not offered Request Quote', async () => {
    await analyse(buildMe({ user: { role: 'technician' } }));
    expect(screen.getByRole('button', { name: /Schedule Maintenance/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Request Quote/ })).toBeNull();
  });
});
