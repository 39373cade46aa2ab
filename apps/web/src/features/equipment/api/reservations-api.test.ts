import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { reservationErrorTitle } from './reservations-api.ts';

describe('reservation toast titles (spec 02 §8)', () => {
  it.each([
    [
      new ApiError(409, 'CONFLICT', 'This time slot conflicts with an existing reservation', { reason: 'reservation_conflict' }),
      'Reservation Conflict',
    ],
    [new ApiError(409, 'CONFLICT', 'Asset is not available during the selected time', { reason: 'unavailable' }), 'Reservation Conflict'],
    [new ApiError(409, 'CONFLICT', 'This asset is retired and cannot be reserved.'), 'Reservation Failed'],
    [new ApiError(403, 'FORBIDDEN', 'Feature Unavailable: …', { reason: 'plan_limit' }), 'Reservation Failed'],
    [new ApiError(0, 'NETWORK', 'offline'), 'Reservation Failed'],
  ])('%o → %s', (error, title) => expect(reservationErrorTitle(error)).toBe(title));
});
