// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { OutboxEmail } from '@gears/domain';
import { OutboxEmailDetails } from './outbox-email-details.tsx';

afterEach(cleanup);

const email = (overrides: Partial<OutboxEmail> = {}): OutboxEmail => ({
  id: '16fd2706-8baf-433b-82eb-8c7fada847da',
  toAddress: 'dana@client.example',
  subject: 'Reset your GEARS Portal password',
  template: 'password_reset',
  body: 'Choose a new password here:\nlink hidden — resend',
  linksHidden: 1,
  status: 'recorded',
  error: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  sentAt: null,
  ...overrides,
});

describe('OutboxEmailDetails (issue 12: the outbox hides live links)', () => {
  it('says the link is hidden and resends on request', () => {
    const onResend = vi.fn();
    render(<OutboxEmailDetails email={email()} onResend={onResend} isPending={false} />);
    expect(screen.getByRole('note').textContent).toBe(
      'The link in this email is hidden here: whoever holds it can use it. Resend emails dana@client.example a fresh one.',
    );
    expect(screen.getByText(/link hidden — resend/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('shows no note for an email without hidden links, and no double send while resending', () => {
    render(
      <OutboxEmailDetails
        email={email({ template: 'quote_ready', body: 'See https://portal.example/dashboard/quotes', linksHidden: 0 })}
        onResend={() => {}}
        isPending
      />,
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect((screen.getByRole('button', { name: 'Resending…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
