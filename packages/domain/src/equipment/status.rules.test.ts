import { describe, expect, it } from 'vitest';
import { availabilityOf, lifecycleStageOf, normalizeStatus, statusTone, type AvailabilityInput } from './status.rules.ts';

describe('normalizeStatus (ADR 0003: one vocabulary, old spellings mapped)', () => {
  it.each([
    ['active', 'active'],
    ['ACTIVE', 'active'],
    [' Maintenance ', 'maintenance'],
    ['out_of_service', 'out_of_service'],
    ['Out of Service', 'out_of_service'],
    ['out-of-service', 'out_of_service'],
    ['inactive', 'inactive'],
    ['operational', 'active'],
    ['Under Maintenance', 'maintenance'],
    ['Needs Repair', 'repair'],
    ['idle', 'idle'],
    ['retired', 'retired'],
    ['signal_lost', null],
    ['broken', null],
    ['', null],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeStatus(raw)).toBe(expected);
  });
});

describe('statusTone (spec 02 §4 colours)', () => {
  it.each([
    ['active', 'green'],
    ['idle', 'yellow'],
    ['signal_lost', 'red'],
    ['maintenance', 'grey'],
    ['retired', 'grey'],
  ])('%s → %s', (status, tone) => expect(statusTone(status)).toBe(tone));
});

describe('availabilityOf (spec 02 §4, first match wins)', () => {
  it.each<[AvailabilityInput, string]>([
    [{ status: 'active' }, 'Available'],
    [{ status: 'idle' }, 'Available'],
    [{ status: 'maintenance' }, 'Maintenance'],
    [{ status: 'repair' }, 'Maintenance'],
    [{ status: 'out_of_service' }, 'Maintenance'],
    [{ status: 'active', hasOpenTask: true }, 'Maintenance'],
    [{ status: 'maintenance', hasJobSite: true }, 'Maintenance'],
    [{ status: 'active', hasJobSite: true, assignmentStatus: 'assigned' }, 'On Site'],
    [{ status: 'inactive' }, 'Inactive'],
    [{ status: 'retired', assignmentStatus: 'assigned' }, 'Inactive'],
    [{ status: 'active', assignmentStatus: 'assigned', hasActiveReservation: true }, 'Assigned'],
    [{ status: 'active', hasActiveReservation: true }, 'Reserved'],
    [{ status: 'active', assignmentStatus: 'reserved' }, 'Reserved'],
    [{ status: 'active', assignmentStatus: 'available' }, 'Available'],
    // Archived equipment is out of the register: not available, whatever else is true of it.
    [{ status: 'active', isArchived: true }, 'Inactive'],
    [{ status: 'maintenance', hasOpenTask: true, isArchived: true }, 'Inactive'],
  ])('%j → %s', (input, expected) => expect(availabilityOf(input)).toBe(expected));
});

describe('lifecycleStageOf (spec 02 §4: 1-3, 4-5, 6-8, 9-10)', () => {
  it.each<[number | null, string | undefined, string | null]>([
    [1, undefined, 'near_replacement'],
    [3, undefined, 'near_replacement'],
    [4, undefined, 'maintenance_required'],
    [5, undefined, 'maintenance_required'],
    [6, undefined, 'active'],
    [8, undefined, 'active'],
    [9, undefined, 'new'],
    [10, undefined, 'new'],
    [null, undefined, null],
    [7, 'retired', 'retired'],
    [null, 'retired', 'retired'],
  ])('rating %s, status %s → %s', (rating, status, expected) => expect(lifecycleStageOf(rating, status)).toBe(expected));
});
