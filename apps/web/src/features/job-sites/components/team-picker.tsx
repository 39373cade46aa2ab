import { teamRoleLabels, teamRoles, type TeamRole } from '@gears/domain/job-sites/job-site.rules';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { usePeople } from '../api/job-sites-api.ts';

export type TeamChoice = { userId: string; role: TeamRole };
type Props = { selected: TeamChoice[]; onChange: (team: TeamChoice[]) => void };

/** People for the site, each with a team role (spec 02 §5, default team member). Newly added people are notified. */
export function TeamPicker({ selected, onChange }: Props) {
  const people = usePeople(true);
  const roleOf = new Map(selected.map((t) => [t.userId, t.role]));
  const toggle = (userId: string, on: boolean) =>
    onChange(on ? [...selected, { userId, role: 'team_member' }] : selected.filter((t) => t.userId !== userId));
  const setRole = (userId: string, role: TeamRole) => onChange(selected.map((t) => (t.userId === userId ? { ...t, role } : t)));

  return (
    <fieldset className="grid gap-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Team ({selected.length} selected)</legend>
      {people.isLoading ? <p className="text-sm text-muted-foreground">Loading people…</p> : null}
      {people.isError ? <p className="text-sm text-destructive">Could not load the team.</p> : null}
      <ul className="grid max-h-56 gap-1 overflow-y-auto" aria-label="Team members">
        {(people.data?.users ?? []).map((p) => {
          const role = roleOf.get(p.id);
          return (
            <li key={p.id} className="flex min-h-11 flex-wrap items-center gap-2 rounded px-2 py-1 hover:bg-muted">
              <label className="flex min-w-0 flex-1 items-center gap-3">
                <input type="checkbox" className="size-4" checked={role !== undefined} onChange={(e) => toggle(p.id, e.target.checked)} />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium">{p.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">{p.jobTitle ?? p.email}</span>
                </span>
              </label>
              {role !== undefined ? (
                <NativeSelect
                  aria-label={`Team role of ${p.name}`}
                  className="h-9 w-40"
                  value={role}
                  onChange={(e) => setRole(p.id, e.target.value as TeamRole)}
                >
                  {teamRoles.map((r) => (
                    <option key={r} value={r}>
                      {teamRoleLabels[r]}
                    </option>
                  ))}
                </NativeSelect>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
