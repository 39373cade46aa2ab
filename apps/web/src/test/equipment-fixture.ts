import type { Equipment } from '@gears/domain';

/** An equipment as the API answers it (packages/domain `equipment`); override any field. */
export function buildEquipment(overrides: Partial<Equipment> = {}): Equipment {
  return {
    id: '0b7c2f5e-3d1a-4c8e-9f2b-6a5d4e3c2b1a',
    companyId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    name: 'Excavator 7',
    manufacturer: 'Caterpillar',
    model: '320',
    serial: 'SN-7',
    equipmentType: 'excavator',
    status: 'active',
    location: 'Main Yard',
    notes: null,
    description: null,
    priority: null,
    purchaseDate: null,
    warrantyExpiry: null,
    purchasePrice: null,
    currentValue: null,
    depreciationRate: null,
    currentConditionRating: null,
    lifecycleStage: null,
    replacementCostEstimate: null,
    lastValuationDate: null,
    assignmentStatus: 'available',
    assignedTo: null,
    assignedToName: null,
    maintenanceSchedule: 'monthly',
    lastMaintenance: null,
    year: 2019,
    tags: [],
    qrCodeId: null,
    imageUrl: null,
    hours: 1200,
    operatorName: null,
    lastServiceDate: null,
    nextServiceDate: null,
    nextServiceHours: null,
    availability: 'Available',
    jobSite: null,
    archivedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
