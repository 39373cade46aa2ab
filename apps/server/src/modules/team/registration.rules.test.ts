import { describe, expect, it } from 'vitest';
import { splitName } from './registration.service.ts';

describe('splitName (spec 01 §5: split at the first space)', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['Mary Ann Evans', 'Mary', 'Ann Evans'],
    ['Cher', 'Cher', ''],
    ['  Jo   Smith ', 'Jo', 'Smith'],
  ])('%s', (full, first, last) => expect(splitName(full)).toEqual({ firstName: first, lastName: last }));
});
