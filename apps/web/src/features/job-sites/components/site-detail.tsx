import { Mail, MapPin, Pencil, Phone, Trash2, X } from 'lucide-react';
import type { JobSiteDetail } from '@gears/domain';
import { siteTypeLabels, teamRoleLabels } from '@gears/domain/job-sites/job-site.rules';
import { jobSiteMessages as m } from '@gears/domain/job-sites/messages';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRemoveSiteEquipment, useRemoveSiteMember } from '../api/job-sites-api.ts';
import { SiteWeather } from './site-weather.tsx';

type Props = { site: JobSiteDetail; mayManage: boolean; onEdit: () => void; onDelete: () => void; onClose: () => void };

const fmt = (iso: string) => new Date(iso).toLocaleDateString();

/** One site: its facts, place, machines and crew; supervisors up take machines and people off it here. */
export function SiteDetail({ site, mayManage, onEdit, onDelete, onClose }: Props) {
  const removeMachine = useRemoveSiteEquipment(site.id);
  const removeMember = useRemoveSiteMember(site.id);
  const open = site.status === 'active';
  const canChange = mayManage && open;

  return (
    <Card aria-label={`Job site ${site.siteName}`} className="min-w-0 overflow-hidden">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="min-w-0">
          <CardTitle className="truncate">{site.siteName}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {[siteTypeLabels[site.siteType], site.siteCode].filter(Boolean).join(' · ')}
            {open ? null : ` · Closed ${site.closedAt ? fmt(site.closedAt) : ''}`}
          </p>
        </div>
        <Button variant="ghost" size="icon" aria-label="Close site details" onClick={onClose}>
          <X className="size-4" aria-hidden />
        </Button>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4 text-sm">
        <div className="grid gap-1">
          <p className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span>
              {site.address ?? 'No address'}
              {site.latitude !== null ? (
                <span className="block text-xs text-muted-foreground">
                  {site.latitude}, {site.longitude} · geofence {site.geofenceRadius} m
                </span>
              ) : (
                <span className="block text-xs text-muted-foreground">No coordinates · geofence {site.geofenceRadius} m</span>
              )}
            </span>
          </p>
          {site.contactPerson || site.contactPhone ? (
            <p className="flex items-center gap-2">
              <Phone className="size-4 text-muted-foreground" aria-hidden />
              {[site.contactPerson, site.contactPhone].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          {site.notes ? <p className="whitespace-pre-line text-muted-foreground">{site.notes}</p> : null}
          {open ? <SiteWeather siteId={site.id} /> : null}
        </div>
        <section aria-label="Equipment on site" className="grid gap-1">
          <h3 className="font-medium">Equipment ({site.equipment.length})</h3>
          {site.equipment.length === 0 ? <p className="text-muted-foreground">No equipment on this site.</p> : null}
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-1">
            {site.equipment.map((e) => (
              <li key={e.equipmentId} className="flex min-h-11 items-center gap-2 rounded border px-2">
                <a
                  className="block min-w-0 flex-1 truncate underline-offset-2 hover:underline"
                  href={`/dashboard/equipment?id=${e.equipmentId}`}
                >
                  {e.name}
                  <span className="ml-1 text-xs text-muted-foreground">{[e.model, e.serial].filter(Boolean).join(' · ')}</span>
                </a>
                <span className="hidden text-xs text-muted-foreground sm:inline">since {fmt(e.assignedAt)}</span>
                {canChange ? (
                  <RemoveButton
                    name={e.name}
                    busy={removeMachine.isPending}
                    onRemove={() => removeMachine.mutate(e.equipmentId, { onError: failed(m.equipmentRemoveFailed) })}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Team on site" className="grid gap-1">
          <h3 className="font-medium">Team ({site.team.length})</h3>
          {site.team.length === 0 ? <p className="text-muted-foreground">Nobody is assigned to this site.</p> : null}
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-1">
            {site.team.map((p) => (
              <li key={p.userId} className="flex min-h-11 items-center gap-2 rounded border px-2">
                <span className="min-w-0 flex-1 truncate">
                  {p.name}
                  <span className="ml-1 text-xs text-muted-foreground">{p.jobTitle ?? ''}</span>
                </span>
                <Badge variant="outline">{teamRoleLabels[p.role]}</Badge>
                <a href={`mailto:${p.email}`} aria-label={`Email ${p.name}`} className="hidden p-2 sm:inline">
                  <Mail className="size-4" aria-hidden />
                </a>
                {canChange ? (
                  <RemoveButton
                    name={p.name}
                    busy={removeMember.isPending}
                    onRemove={() => removeMember.mutate(p.userId, { onError: failed(m.teamRemoveFailed) })}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        {canChange ? (
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Button variant="outline" onClick={onEdit}>
              <Pencil className="size-4" aria-hidden /> Edit
            </Button>
            <Button variant="outline" onClick={onDelete}>
              <Trash2 className="size-4" aria-hidden /> Delete
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A removal's error toast: the title, and the server's words when it gave any. */
const failed = (title: string) => (err: unknown) => toast.error(title, { description: errorMessage(err, title) });

function RemoveButton({ name, busy, onRemove }: { name: string; busy: boolean; onRemove: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={`Remove ${name} from the site`} disabled={busy} onClick={onRemove}>
      <X className="size-4" aria-hidden />
    </Button>
  );
}
