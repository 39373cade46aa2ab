import { ConnectorError, type LeadPush } from '../accounting.connector.ts';
import { connectorMessages as m } from '../connectors.messages.ts';
import type { AuthorizedCall } from './zoho-books.client.ts';
import { isUnavailable, jsonOf, oneLine, unavailableError } from './zoho-http.ts';

type Json = Record<string, unknown>;

/** The CRM Leads record we send: Zoho field API names; Last_Name is the one field CRM always requires. */
export function crmLeadOf(lead: LeadPush): Json {
  const description = [
    lead.message,
    lead.equipmentType ? `Equipment type: ${lead.equipmentType}` : null,
    lead.fleetSize ? `Fleet size: ${lead.fleetSize}` : null,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    First_Name: lead.firstName ?? undefined,
    // A visitor may leave the last name out (mobile sign-up); the address still identifies them.
    Last_Name: lead.lastName ?? lead.email,
    Email: lead.email,
    Phone: lead.phone ?? undefined,
    Company: lead.company ?? undefined,
    Description: description || undefined,
    Lead_Source: lead.leadSource ?? 'GEARS Portal',
  };
}

/** CRM v2: POST {api}/crm/v2/Leads {data: [record]} → {data: [{code: 'SUCCESS', details: {id}}]}. */
export async function createCrmLead(apiUrl: string, call: AuthorizedCall, lead: LeadPush): Promise<{ externalId: string }> {
  const res = await call({ method: 'POST', url: `${apiUrl}/crm/v2/Leads`, json: { data: [crmLeadOf(lead)] } });
  if (isUnavailable(res)) throw unavailableError(res);
  const body = jsonOf(res);
  const row = (Array.isArray(body?.data) ? (body!.data as Json[]) : [])[0];
  const id = row?.code === 'SUCCESS' ? (row.details as Json | undefined)?.id : undefined;
  if ((typeof id === 'string' || typeof id === 'number') && res.status >= 200 && res.status < 300) return { externalId: String(id) };
  const source = row ?? body;
  const code = typeof source?.code === 'string' ? source.code : `HTTP ${res.status}`;
  const message = typeof source?.message === 'string' ? source.message : 'no record created';
  const field = (source?.details as Json | undefined)?.api_name;
  throw new ConnectorError(
    res.status === 401 ? 'auth' : 'rejected',
    `${m.leadFailed}: ${oneLine(`${message}${typeof field === 'string' ? ` (${field})` : ''} [${code}]`)}`,
  );
}
