import { useState } from 'react';
import { MapPin, Plus, Users, Truck } from 'lucide-react';
import type { JobSite, JobSiteDetail } from '@gears/domain';
import { siteTypeLabels } from '@gears/domain/job-sites/job-site.rules';
import { jobSiteMessages as m } from '@gears/domain/job-sites/messages';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/permissions.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearchParamsEditor } from '../../../lib/use-search-params-editor.ts';
import { useDeleteJobSite, useJobSite, useJobSites, type SiteStatusFilter } from '../api/job-sites-api.ts';
import { SiteDetail } from '../components/site-detail.tsx';
import { SiteDialog } from '../components/site-dialog.tsx';

/** spec 02 §2 Job sites: the list with search, the site's detail (?id=), Create / Edit Job Site, delete or close. */
export function JobSitesPage() {
  usePageMeta('Job Sites', { noindex: true });
  const [params, update] = useSearchParamsEditor();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 300).trim();
  const status = (['active', 'closed', 'all'].includes(params.get('status') ?? '') ? params.get('status') : 'active') as SiteStatusFilter;
  const openId = params.get('id');
  const sites = useJobSites(term, status);
  const detail = useJobSite(openId);
  const mayManage = useCan('jobSites.manage');
  const [editing, setEditing] = useState<{ site: JobSiteDetail | null } | null>(params.get('create') === '1' ? { site: null } : null);
  const [deleting, setDeleting] = useState<JobSiteDetail | null>(null);
  const remove = useDeleteJobSite();
  const set = (key: string, value: string | null) => update((next) => (value === null ? next.delete(key) : next.set(key, value)));

  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader
        title="Job Sites"
        description="Where the fleet works: each site's place, geofence, machines and crew."
        actions={
          mayManage ? (
            <Button onClick={() => setEditing({ site: null })} className="w-full sm:w-auto">
              <Plus className="size-4" aria-hidden /> Create Job Site
            </Button>
          ) : null
        }
      />
      <div className="grid grid-cols-1 gap-2 sm:flex">
        <SearchInput
          className="flex-1"
          aria-label="Search job sites"
          placeholder="Search by name, code or address"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <NativeSelect
          aria-label="Show"
          className="sm:w-44"
          value={status}
          onChange={(e) => set('status', e.target.value === 'active' ? null : e.target.value)}
        >
          <option value="active">Active sites</option>
          <option value="closed">Closed sites</option>
          <option value="all">All sites</option>
        </NativeSelect>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-label="Job sites" className={openId ? 'hidden lg:block' : undefined}>
          {sites.isLoading ? (
            <div className="grid gap-2">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-20" />
              ))}
            </div>
          ) : sites.isError ? (
            <ErrorState message={m.fetchFailed} onRetry={() => void sites.refetch()} />
          ) : sites.data && sites.data.items.length === 0 ? (
            <EmptyState
              title={term ? `No job sites match "${term}"` : status === 'closed' ? 'No closed job sites' : 'No job sites yet'}
              description={mayManage && !term ? 'Create a job site to place machines and crews there.' : undefined}
            />
          ) : (
            <ul className="grid gap-2">
              {sites.data?.items.map((s) => (
                <SiteRow key={s.id} site={s} active={s.id === openId} onOpen={() => set('id', s.id)} />
              ))}
            </ul>
          )}
        </section>
        {openId ? (
          <section aria-label="Job site details">
            {detail.isLoading ? <Skeleton className="h-64" /> : null}
            {detail.isError ? <ErrorState message={errorMessage(detail.error, m.notFound)} /> : null}
            {detail.data ? (
              <SiteDetail
                site={detail.data}
                mayManage={mayManage}
                onEdit={() => setEditing({ site: detail.data! })}
                onDelete={() => setDeleting(detail.data!)}
                onClose={() => set('id', null)}
              />
            ) : null}
          </section>
        ) : null}
      </div>
      <SiteDialog
        open={editing !== null}
        onOpenChange={(o) => {
          if (!o) {
            setEditing(null);
            if (params.get('create')) set('create', null);
          }
        }}
        site={editing?.site ?? null}
        onSaved={(s) => set('id', s.id)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete job site"
        description={deleting ? m.deleteConfirm(deleting.siteName) : ''}
        confirmLabel="Delete"
        destructive
        isPending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              set('id', null);
            },
            onError: (err) => toast.error(m.deleteFailed, { description: errorMessage(err, m.deleteFailed) }),
          })
        }
      />
    </div>
  );
}

function SiteRow({ site, active, onOpen }: { site: JobSite; active: boolean; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={active ? 'true' : undefined}
        className={`grid w-full gap-1 rounded-lg border p-3 text-left hover:bg-muted ${active ? 'border-primary bg-muted' : ''}`}
      >
        <span className="flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate font-medium">{site.siteName}</span>
          {site.siteCode ? <span className="text-xs text-muted-foreground">{site.siteCode}</span> : null}
          {site.status === 'closed' ? (
            <Badge variant="secondary">Closed</Badge>
          ) : (
            <Badge variant="outline">{siteTypeLabels[site.siteType]}</Badge>
          )}
        </span>
        <span className="flex items-center gap-1 truncate text-sm text-muted-foreground">
          <MapPin className="size-3.5 shrink-0" aria-hidden />
          {site.address ?? (site.latitude !== null ? `${site.latitude}, ${site.longitude}` : 'No address')}
        </span>
        <span className="flex gap-4 text-xs text-muted-foreground">
          <span className="flex items-center gap-1">
            <Truck className="size-3.5" aria-hidden /> {site.equipmentCount} machine{site.equipmentCount === 1 ? '' : 's'}
          </span>
          <span className="flex items-center gap-1">
            <Users className="size-3.5" aria-hidden /> {site.teamCount} {site.teamCount === 1 ? 'person' : 'people'}
          </span>
        </span>
      </button>
    </li>
  );
}
