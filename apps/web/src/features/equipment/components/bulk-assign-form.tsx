import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { useAssignmentOptions } from '../api/assignments-api.ts';
import { useBulkJobSite, useBulkLocation, useBulkTeamMember } from '../api/bulk-api.ts';
import { ResultLine } from './bulk-result-line.tsx';

type AssignType = 'location' | 'job_site' | 'team_member';
const typeLabels: Record<AssignType, string> = { location: 'Location', job_site: 'Job site', team_member: 'Team member' };

/** spec 02 §7 Bulk assignment: a type (location, job site, team member) and a value, per-item results. */
export function BulkAssignForm({ ids }: { ids: string[] }) {
  const [type, setType] = useState<AssignType>('location');
  const [location, setLocation] = useState('');
  const [jobSiteId, setJobSiteId] = useState('');
  const [userId, setUserId] = useState('');
  const options = useAssignmentOptions(type !== 'location');
  const byLocation = useBulkLocation();
  const bySite = useBulkJobSite();
  const byPerson = useBulkTeamMember();
  const current = type === 'location' ? byLocation : type === 'job_site' ? bySite : byPerson;
  const ready = type === 'location' ? Boolean(location.trim()) : type === 'job_site' ? Boolean(jobSiteId) : Boolean(userId);

  function submit() {
    if (type === 'location') byLocation.mutate({ ids, location: location.trim() });
    else if (type === 'job_site') bySite.mutate({ ids, jobSiteId });
    else byPerson.mutate({ ids, userId });
  }

  return (
    <form className="grid gap-3" noValidate onSubmit={(e) => (e.preventDefault(), ready && submit())}>
      <FormField id="bulk-assign-type" label="Assign to">
        <NativeSelect id="bulk-assign-type" value={type} onChange={(e) => setType(e.target.value as AssignType)}>
          {(Object.keys(typeLabels) as AssignType[]).map((value) => (
            <option key={value} value={value}>
              {typeLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {type === 'location' ? (
        <FormField id="bulk-location" label="Location">
          <Input
            id="bulk-location"
            value={location}
            onChange={(e) => setLocation(e.target.value)}
            placeholder="e.g. Main Yard"
            maxLength={200}
          />
        </FormField>
      ) : type === 'job_site' ? (
        <FormField id="bulk-job-site" label="Job site" hint={options.data?.jobSites.length === 0 ? 'No active job sites yet.' : undefined}>
          <NativeSelect id="bulk-job-site" value={jobSiteId} onChange={(e) => setJobSiteId(e.target.value)} disabled={options.isPending}>
            <option value="">{options.isPending ? 'Loading…' : 'Select a job site'}</option>
            {options.data?.jobSites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.code ? `${site.name} (${site.code})` : site.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : (
        <FormField id="bulk-person" label="Team member">
          <NativeSelect id="bulk-person" value={userId} onChange={(e) => setUserId(e.target.value)} disabled={options.isPending}>
            <option value="">{options.isPending ? 'Loading…' : 'Select a team member'}</option>
            {options.data?.people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <ResultLine result={current.data} />
      <Button type="submit" disabled={!ready || current.isPending}>
        {current.isPending ? 'Assigning…' : `Assign ${ids.length}`}
      </Button>
    </form>
  );
}
