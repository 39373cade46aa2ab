import { NativeSelect } from '../../../components/ui/input.tsx';
import { useTeam } from '../api/tasks-api.ts';

/** One team member (a mechanic), grouped by role as the spec lists them. */
export function MemberSelect({ id, value, onChange }: { id: string; value: string; onChange: (id: string) => void }) {
  const team = useTeam();
  return (
    <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{team.isPending ? 'Loading team…' : (team.data?.message ?? 'Not assigned')}</option>
      {(team.data?.groups ?? []).map((group) => (
        <optgroup key={group.role} label={group.label}>
          {group.members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}
