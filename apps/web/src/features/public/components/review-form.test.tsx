// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithSession, buildMe } from '../../../test/test-utils.tsx';
import { ReviewForm } from './review-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ReviewForm (spec 03 §5)', () => {
  it('counts title and content characters against 100 and 1000', () => {
    renderWithSession(<ReviewForm onDone={() => {}} />, buildMe());
    expect(screen.getByText('0/100')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title *'), { target: { value: 'Great labels' } });
    fireEvent.change(screen.getByLabelText('Your review *'), { target: { value: 'abc' } });
    expect(screen.getByText('12/100')).toBeTruthy();
    expect(screen.getByText('3/1000')).toBeTruthy();
    expect(screen.getByLabelText('Title *').getAttribute('maxlength')).toBe('100');
  });

  it('asks for a rating first and sends nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithSession(<ReviewForm onDone={() => {}} />, buildMe());
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByText('Please choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the rating, trimmed texts and service type, then closes', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ review: {}, message: 'Thanks' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const onDone = vi.fn();
    renderWithSession(<ReviewForm onDone={onDone} />, buildMe());
    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.change(screen.getByLabelText('Title *'), { target: { value: '  Solid  ' } });
    fireEvent.change(screen.getByLabelText('Your review *'), { target: { value: 'Scans fast.' } });
    fireEvent.change(screen.getByLabelText('Service type *'), { target: { value: 'quote_requests' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/reviews');
    expect(JSON.parse(init.body as string)).toEqual({ rating: 4, title: 'Solid', content: 'Scans fast.', serviceType: 'quote_requests' });
  });
});
