import type { SendQuoteResult } from '@gears/domain';
import { ApiError } from './api-client.ts';

/** spec 03 §8 "Workflow" and "Quote items": the toast for a failed call, by what went wrong. */
export type Failure = { title: string; description: string };

const isNetwork = (error: unknown) => error instanceof ApiError && (error.code === 'NETWORK' || error.status === 0);
const isAuth = (error: unknown) => error instanceof ApiError && error.status === 401;
/** A 4xx answer carries a message written for people (the domain's messages); a 5xx never does. */
const clientMessage = (error: unknown) => (error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null);

/** Card toasts: 'Error: Failed to accept quote. Please try again.' / 'Failed to decline quote. Please try again.' */
export function respondFailure(action: 'accept' | 'decline', error: unknown): Failure {
  const fallback = action === 'accept' ? 'Failed to accept quote. Please try again.' : 'Failed to decline quote. Please try again.';
  if (isNetwork(error)) return { title: 'Error', description: 'Network error: Please check your connection and try again.' };
  if (isAuth(error)) return { title: 'Error', description: 'Authentication failed. Please refresh the page and try again.' };
  return { title: 'Error', description: clientMessage(error) ?? fallback };
}

/** 'Failed to Add Item' with the message or 'Please try again'; network and authentication get their own titles. */
export function addItemFailure(error: unknown): Failure {
  if (isNetwork(error))
    return { title: 'Network Error', description: 'Network connection issue. Please check your connection and try again.' };
  if (isAuth(error)) return { title: 'Authentication Error', description: 'Authentication failed. Please refresh the page and try again.' };
  return { title: 'Failed to Add Item', description: clientMessage(error) ?? 'Please try again' };
}

export function deleteItemFailure(error: unknown): Failure {
  if (isNetwork(error))
    return { title: 'Network Error', description: 'Network connection issue. Please check your connection and try again.' };
  return { title: 'Failed to Delete Item', description: clientMessage(error) ?? 'Please try again' };
}

/** Any other workflow call: the server's message for a refused request, else the spec's default for that call. */
export function workflowFailure(fallback: string, error: unknown): Failure {
  if (isNetwork(error)) return { title: fallback, description: 'Network error: Please check your connection and try again.' };
  return { title: fallback, description: clientMessage(error) ?? 'Please try again.' };
}

/**
 * The admin's toast after send to client. Without a contact email the quote is in the client's portal but nobody
 * was emailed (clientNotificationSent stays false): the warning toast says so, why, and what to do.
 */
export function sentToast(result: SendQuoteResult): { tone: 'success' | 'warning'; title: string; description: string } {
  const number = result.quote.quoteNumber ?? result.quote.number;
  if (result.emailSent) {
    return {
      tone: 'success',
      title: 'Quote Sent to Client',
      description: `${number} is in the client's portal and was emailed to ${result.quote.contactEmail}.`,
    };
  }
  const why = result.warning ?? 'No email was sent';
  return {
    tone: 'warning',
    title: 'Quote Sent to Portal — Client Not Emailed',
    description: `${number} is in the client's portal, but the client was not emailed: ${why}. Add a contact email and send again to notify them.`,
  };
}
