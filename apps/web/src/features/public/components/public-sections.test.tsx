// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { FoundersProgressResponse, MeResponse, PublicReviewsResponse } from '@gears/domain';
import { buildMe, queryClientWithSession } from '../../../test/test-utils.tsx';
import { publicKeys } from '../api/public-api.ts';
import { DemoRequestDialog } from './demo-request-dialog.tsx';
import { FoundersProgress } from './founders-progress.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { StickyMobileCta } from './sticky-mobile-cta.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderWith(
  ui: React.ReactElement,
  opts: { me?: MeResponse | null; reviews?: PublicReviewsResponse; founders?: FoundersProgressResponse } = {},
) {
  const client = queryClientWithSession(opts.me ?? null);
  if (opts.reviews) client.setQueryData(publicKeys.reviews, opts.reviews);
  if (opts.founders) client.setQueryData(publicKeys.founders, opts.founders);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const review = {
  id: '6c1e6e8a-0000-4000-8000-000000000001',
  rating: 4,
  title: '<script>alert(1)</script>',
  content: 'Works <b>well</b> in the yard.',
  serviceType: 'maintenance_scheduling' as const,
  isVerified: true,
  reviewerFirstName: 'Priya',
  companyName: 'Lee Quarries',
  createdAt: '2026-01-05T10:00:00.000Z',
};

describe('public sections', () => {
  it('shows review text as text, never as markup, with the first name and company', () => {
    const { container } = renderWith(<ReviewsSection />, { reviews: { reviews: [review], summary: { count: 1, average: 4 } } });
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(screen.getByText('Works <b>well</b> in the yard.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('Priya, Lee Quarries')).toBeTruthy();
    expect(screen.getByText('Verified customer')).toBeTruthy();
    expect(screen.getByText(/4\.0 average from 1 approved review$/)).toBeTruthy();
  });

  it('sends a signed-out visitor to sign in and back for Leave a Review', () => {
    renderWith(<ReviewsSection />, { reviews: { reviews: [], summary: { count: 0, average: null } } });
    expect(screen.getByRole('link', { name: 'Leave a Review' }).getAttribute('href')).toBe('/auth?returnTo=%2F%3Freview%3Dnew');
    expect(screen.getByText('No reviews yet')).toBeTruthy();
  });

  it('opens the review form for a signed-in customer', () => {
    renderWith(<ReviewsSection />, { me: buildMe(), reviews: { reviews: [], summary: { count: 0, average: null } } });
    fireEvent.click(screen.getByRole('button', { name: 'Leave a Review' }));
    expect(screen.getByRole('form', { name: 'Leave a review' })).toBeTruthy();
  });

  it('draws the founders bar from the server count', () => {
    renderWith(<FoundersProgress />, { founders: { total: 25, claimed: 3, spotsLeft: 22 } });
    expect(screen.getByText('3 of 25 spots claimed · 22 left')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Founders spots claimed' }).getAttribute('aria-valuenow')).toBe('12');
  });

  it("says 'Unable to load progress data' when the count cannot be read", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'x' } }), { status: 500 })),
    );
    renderWith(<FoundersProgress />);
    expect(await screen.findByText('Unable to load progress data')).toBeTruthy();
  });

  it("shows 'Submitting...' on the demo dialog while the request is sent, then 'Request Received'", async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWith(<DemoRequestDialog leadSource="test" />);
    fireEvent.click(screen.getByRole('button', { name: 'Talk to Sales' }));
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('First Name *', 'Ann');
    fill('Last Name *', 'Lee');
    fill('Company *', 'Lee Quarries');
    fill('Email *', 'ann@lee.example');
    fireEvent.click(screen.getByRole('button', { name: 'Request a Demo' }));
    expect((screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ kind: 'demo', firstName: 'Ann', email: 'ann@lee.example', leadSource: 'test' });
    await act(async () =>
      answer(new Response(JSON.stringify({ received: true, title: 'Request Received', message: 'Thank you, Ann.' }), { status: 200 })),
    );
    await waitFor(() => expect(screen.getByText('Request Received')).toBeTruthy());
  });

  it('refuses an incomplete demo request with Missing Information before sending anything', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWith(<DemoRequestDialog leadSource="test" />);
    fireEvent.click(screen.getByRole('button', { name: 'Talk to Sales' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request a Demo' }));
    expect(screen.getByText('First Name is required.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the sticky Start My Subscription after one screen height and hides it when dismissed', () => {
    renderWith(<StickyMobileCta />);
    expect(screen.queryByRole('link', { name: 'Start My Subscription' })).toBeNull();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: window.innerHeight + 10, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('link', { name: 'Start My Subscription' }).getAttribute('href')).toBe('/pricing');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('link', { name: 'Start My Subscription' })).toBeNull();
  });
});
