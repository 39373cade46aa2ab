// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RequestCard } from './request-card.tsx';
import { buildAdminQuote, buildClientItem, buildClientQuote } from './requests.fixtures.ts';
import type { QuoteActions } from './use-quote-actions.tsx';

afterEach(cleanup);

const actions = (): QuoteActions => ({ onView: vi.fn(), onAccept: vi.fn(), onDecline: vi.fn(), onDelete: vi.fn(), respondingId: null });
const buttons = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('RequestCard (spec 03 §2)', () => {
  it('a client on a sent quote: client label, Update Available, urgency, expiry, and View Details / Accept / Decline', () => {
    const a = actions();
    const quote = buildClientQuote();
    render(<RequestCard quote={quote} actions={a} />);
    const card = screen.getByRole('article', { name: quote.title });
    expect(within(card).getByText('Updated by GEARS')).toBeTruthy();
    expect(within(card).getByText('Update Available')).toBeTruthy();
    expect(within(card).getByText('Medium Priority')).toBeTruthy();
    expect(within(card).getByText('Bulldozer')).toBeTruthy();
    expect(within(card).getByText('QT-00001')).toBeTruthy();
    expect(within(card).getByText('(Valid)')).toBeTruthy();
    expect(buttons()).toEqual(['View Details', 'Accept', 'Decline']);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(a.onAccept).toHaveBeenCalledWith(quote);
  });

  it('shows at most 3 items and "+N more items"; before sending, "Pricing pending" and no prices', () => {
    const items = ['Pump', 'Seal kit', 'Hoses', 'Labour', 'Fluid'].map((itemName) =>
      buildClientItem({ itemName, clientPrice: null, lineTotal: null }),
    );
    render(
      <RequestCard
        quote={buildClientQuote({
          status: 'submitted',
          statusLabel: 'Under Review',
          items: items.slice(0, 3),
          itemCount: 5,
          totalClientCost: null,
          pricingNote: 'x',
          hasUpdate: false,
          canAccept: false,
          canDecline: false,
          canDelete: true,
        })}
        actions={actions()}
      />,
    );
    const list = screen.getByRole('list', { name: 'Items' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pump × 2', 'Seal kit × 2', 'Hoses × 2', '+2 more items']);
    expect(screen.getByText('Pricing pending')).toBeTruthy();
    expect(screen.queryByText('Update Available')).toBeNull();
    expect(buttons()).toEqual(['View Details', 'Delete']);
  });

  it('one item past the first 3 reads "+1 more item"', () => {
    const items = ['Pump', 'Seal kit', 'Hoses'].map((itemName) => buildClientItem({ itemName, clientPrice: null, lineTotal: null }));
    render(<RequestCard quote={buildClientQuote({ items, itemCount: 4, totalClientCost: null, pricingNote: 'x' })} actions={actions()} />);
    const list = screen.getByRole('list', { name: 'Items' });
    expect(within(list).getAllByRole('listitem').at(-1)!.textContent).toBe('+1 more item');
  });

  it('the admin view: admin label, no Update badge, no Accept or Decline, Delete', () => {
    render(<RequestCard quote={buildAdminQuote({ status: 'sent_to_client', statusLabel: 'Update from GEARS' })} actions={actions()} />);
    expect(screen.getByText('Update from GEARS')).toBeTruthy();
    expect(screen.queryByText('Update Available')).toBeNull();
    expect(buttons()).toEqual(['View Details', 'Delete']);
  });

  it('an expired quote says (Expired)', () => {
    render(<RequestCard quote={buildClientQuote({ expiryDate: '2026-01-01', expiryLabel: '(Expired)' })} actions={actions()} />);
    expect(screen.getByText('(Expired)')).toBeTruthy();
  });
});
