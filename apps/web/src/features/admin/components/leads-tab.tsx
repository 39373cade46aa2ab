import { useState } from 'react';
import type { Lead } from '@gears/domain';
import { leadKindLabels, leadKinds, leadStatuses, type LeadKind, type LeadStatus } from '@gears/domain/public/lead.rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAdminLeads, useUpdateLeadStatus } from '../api/leads-reviews-api.ts';

const statusVariant = { new: 'info', contacted: 'warning', qualified: 'success', closed: 'secondary' } as const;

function LeadCard({ lead }: { lead: Lead }) {
  const update = useUpdateLeadStatus();
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
  const facts = [lead.company, lead.equipmentType, lead.fleetSize ? `${lead.fleetSize} machines` : null, lead.leadSource].filter(Boolean);
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 md:grid-cols-[1fr_auto]">
      <div className="grid min-w-0 gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words">{name || lead.email}</span>
          <Badge variant="outline">{leadKindLabels[lead.kind]}</Badge>
          <Badge variant={statusVariant[lead.status]} className="capitalize">
            {lead.status}
          </Badge>
          {lead.submitCount > 1 ? <Badge variant="secondary">Sent {lead.submitCount} times</Badge> : null}
        </div>
        <div className="break-words text-muted-foreground">
          <a className="underline" href={`mailto:${lead.email}`}>
            {lead.email}
          </a>
          {lead.phone ? (
            <>
              {' · '}
              <a className="underline" href={`tel:${lead.phone}`}>
                {lead.phone}
              </a>
            </>
          ) : null}
          {facts.length ? ` · ${facts.join(' · ')}` : ''}
        </div>
        {lead.message ? <p className="whitespace-pre-wrap break-words">{lead.message}</p> : null}
        <p className="text-xs text-muted-foreground">
          Received {formatDateTime(lead.createdAt)}
          {lead.updatedAt !== lead.createdAt ? ` · updated ${formatDateTime(lead.updatedAt)}` : ''}
        </p>
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`lead-status-${lead.id}`}>Status</Label>
        <NativeSelect
          id={`lead-status-${lead.id}`}
          value={lead.status}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ id: lead.id, status: event.target.value as LeadStatus })}
          className="capitalize md:w-40"
        >
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </NativeSelect>
      </div>
    </li>
  );
}

/** Demo, sales, contact and mobile-app requests from the public pages, newest first. */
export function LeadsTab() {
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [kind, setKind] = useState<LeadKind | ''>('');
  const leads = useAdminLeads({ status: status || undefined, kind: kind || undefined });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="leads-status-filter">Status</Label>
          <NativeSelect
            id="leads-status-filter"
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus | '')}
            className="capitalize md:w-44"
          >
            <option value="">All statuses</option>
            {leadStatuses.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="leads-kind-filter">Kind</Label>
          <NativeSelect
            id="leads-kind-filter"
            value={kind}
            onChange={(event) => setKind(event.target.value as LeadKind | '')}
            className="md:w-48"
          >
            <option value="">All kinds</option>
            {leadKinds.map((value) => (
              <option key={value} value={value}>
                {leadKindLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {leads.isPending ? (
        <SkeletonRows label="Loading leads" />
      ) : leads.isError ? (
        <ErrorState message={errorMessage(leads.error, 'Failed to load leads')} onRetry={() => void leads.refetch()} />
      ) : leads.data.length === 0 ? (
        <EmptyState
          title={status || kind ? 'No leads match these filters' : 'No leads yet'}
          description="Talk to Sales, contact and mobile-app sign-ups from the public pages appear here."
        />
      ) : (
        <ul className="grid gap-3">
          {leads.data.map((lead) => (
            <LeadCard key={lead.id} lead={lead} />
          ))}
        </ul>
      )}
    </div>
  );
}
