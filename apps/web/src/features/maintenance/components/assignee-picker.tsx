import { maintenanceMessages as m } from '@gears/domain/maintenance/messages';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTeam } from '../api/tasks-api.ts';

type AssigneePickerProps = { value: string[]; onChange: (ids: string[]) => void };

/** spec 02 §5: the assignable team grouped by role (manager, technician, client admin, supervisor, provider admin). */
export function AssigneePicker({ value, onChange }: AssigneePickerProps) {
  const team = useTeam();
  const toggle = (id: string, checked: boolean) => onChange(checked ? [...value, id] : value.filter((v) => v !== id));

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Assign to</legend>
      {team.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : team.isError ? (
        <p role="alert" className="text-xs text-destructive">
          Error loading team: {errorMessage(team.error, 'please try again')}
        </p>
      ) : team.data.groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">{team.data.message ?? m.noTeamMembers}</p>
      ) : (
        <div className="grid max-h-48 gap-3 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
          {team.data.groups.map((group) => (
            <div key={group.role} className="grid content-start gap-1" role="group" aria-label={group.label}>
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{group.label}</p>
              {group.members.map((member) => (
                <label key={member.id} className="flex min-h-11 items-center gap-2 text-sm md:min-h-8">
                  <Checkbox checked={value.includes(member.id)} onChange={(event) => toggle(member.id, event.target.checked)} />
                  <span className="min-w-0 truncate">
                    {member.name}
                    {member.jobTitle ? <span className="text-muted-foreground"> · {member.jobTitle}</span> : null}
                  </span>
                </label>
              ))}
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
