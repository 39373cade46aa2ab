import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { buildAdminQuote } from '../features/quotes/components/requests.fixtures.ts';
import { addItemFailure, respondFailure, sentToast, workflowFailure } from './failure-toasts.ts';

const network = new ApiError(0, 'NETWORK', 'offline');
const conflict = new ApiError(409, 'CONFLICT', 'Only a quote that has been sent to you can be accepted or declined.');
const server = new ApiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
const expired = new ApiError(401, 'UNAUTHENTICATED', 'Sign in');

describe('spec 03 §8 failure toasts', () => {
  it.each([
    ['accept', network, 'Network error: Please check your connection and try again.'],
    ['accept', conflict, conflict.message],
    ['accept', server, 'Failed to accept quote. Please try again.'],
    ['decline', server, 'Failed to decline quote. Please try again.'],
    ['accept', expired, 'Authentication failed. Please refresh the page and try again.'],
  ] as const)('%s with %o', (action, error, description) => {
    expect(respondFailure(action, error)).toEqual({ title: 'Error', description });
  });

  it.each([
    [network, 'Network Error', 'Network connection issue. Please check your connection and try again.'],
    [expired, 'Authentication Error', 'Authentication failed. Please refresh the page and try again.'],
    [
      new ApiError(409, 'CONFLICT', "Items cannot be changed while the quote is 'Paid'."),
      'Failed to Add Item',
      "Items cannot be changed while the quote is 'Paid'.",
    ],
    [server, 'Failed to Add Item', 'Please try again'],
  ])('add item with %o', (error, title, description) => {
    expect(addItemFailure(error)).toEqual({ title, description });
  });

  it('other workflow calls keep their default title and show the server reason for a refusal', () => {
    expect(workflowFailure('Failed to send quote to client', new ApiError(409, 'CONFLICT', 'No quote items found.'))).toEqual({
      title: 'Failed to send quote to client',
      description: 'No quote items found.',
    });
    expect(workflowFailure('Failed to create invoice', server).description).toBe('Please try again.');
  });

  it('send to client: an email names the recipient; without one the admin is told the client was not emailed, and why', () => {
    const quote = buildAdminQuote({ quoteNumber: 'QT-00012', contactEmail: 'ann@client.example' });
    expect(sentToast({ quote, emailSent: true, warning: null })).toEqual({
      tone: 'success',
      title: 'Quote Sent to Client',
      description: "QT-00012 is in the client's portal and was emailed to ann@client.example.",
    });
    const unsent = sentToast({
      quote: { ...quote, contactEmail: null, clientNotificationSent: false },
      emailSent: false,
      warning: 'Quote does not have a contact email',
    });
    expect(unsent).toEqual({
      tone: 'warning',
      title: 'Quote Sent to Portal — Client Not Emailed',
      description:
        "QT-00012 is in the client's portal, but the client was not emailed: Quote does not have a contact email. Add a contact email and send again to notify them.",
    });
  });
});
