import type { Lead } from '@gears/domain';
import type { LeadRow } from './leads.repo.ts';

export function toLead(r: LeadRow): Lead {
  return {
    id: r.id,
    kind: r.kind,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    company: r.company,
    message: r.message,
    leadSource: r.lead_source,
    equipmentType: r.equipment_type,
    fleetSize: r.fleet_size,
    status: r.status,
    submitCount: r.submit_count,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}
