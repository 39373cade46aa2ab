import { useId, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { ClientRole, MatchingCompany, RegistrationRequest } from '@gears/domain';
import { clientRoles, roleLabels } from '@gears/domain/platform/roles.rules';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ApprovalChoice } from '../api/admin-api.ts';

type ApproveRequestDialogProps = {
  request: RegistrationRequest | null;
  onOpenChange: (open: boolean) => void;
  onApprove: (choice: ApprovalChoice) => void;
  isPending: boolean;
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function seatsText(company: MatchingCompany): string {
  const seats = company.seatLimit === null ? 'no seat limit' : `${company.seatsUsed} of ${plural(company.seatLimit, 'seat')} taken`;
  return `${plural(company.userCount, 'user')}, ${seats}`;
}

const isFull = (company: MatchingCompany) => company.seatLimit !== null && company.seatsUsed >= company.seatLimit;

/**
 * Approving never adds anyone to an existing company silently (issue 12): a new company is the default; when the
 * requested name matches existing companies the dialog warns and offers joining one as a separate, explicit choice,
 * with the lowest role (technician) unless the admin picks another.
 */
export function ApproveRequestDialog({ request, onOpenChange, onApprove, isPending }: ApproveRequestDialogProps) {
  const id = useId();
  // The parent keys this dialog by request, so each request starts from the defaults.
  const [target, setTarget] = useState<'new' | string>('new');
  const [companyName, setCompanyName] = useState(request?.companyName ?? '');
  const [role, setRole] = useState<ClientRole>('technician');

  const matches = request?.matchingCompanies ?? [];
  const joining = matches.find((c) => c.id === target) ?? null;
  const nameMissing = target === 'new' && companyName.trim() === '';
  const submit = () => {
    if (joining) onApprove({ mode: 'join', companyId: joining.id, role });
    else if (!nameMissing) onApprove({ mode: 'new_company', companyName: companyName.trim() });
  };

  return (
    <Dialog open={request !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Approve registration request</DialogTitle>
          <DialogDescription>
            {request ? `${request.fullName} (${request.email}) asked for access for “${request.companyName}”. ` : ''}
            They get an invitation link by email.
          </DialogDescription>
        </DialogHeader>
        {matches.length > 0 ? (
          <Alert variant="warning" role="status">
            <TriangleAlert aria-hidden="true" />
            <div className="grid gap-1">
              {matches.map((company) => (
                <p key={company.id}>
                  A company named <strong>{company.name}</strong> already exists ({seatsText(company)}).
                </p>
              ))}
              <p className="text-muted-foreground">
                Approving creates a separate company unless you choose to add them to the existing one.
              </p>
            </div>
          </Alert>
        ) : null}
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="grid gap-2" disabled={isPending}>
            <legend className="mb-1 text-sm font-medium">Approve as</legend>
            <ChoiceCard
              id={`${id}-new`}
              name={`${id}-target`}
              checked={target === 'new'}
              onSelect={() => setTarget('new')}
              title="Create a new company"
            >
              The requester becomes its Client Admin.
            </ChoiceCard>
            {target === 'new' ? (
              <div className="grid gap-1.5 pl-7">
                <Label htmlFor={`${id}-name`}>Company name</Label>
                <Input
                  id={`${id}-name`}
                  value={companyName}
                  maxLength={200}
                  onChange={(event) => setCompanyName(event.target.value)}
                  aria-invalid={nameMissing || undefined}
                />
              </div>
            ) : null}
            {matches.map((company) => (
              <ChoiceCard
                key={company.id}
                id={`${id}-join-${company.id}`}
                name={`${id}-target`}
                checked={target === company.id}
                onSelect={() => setTarget(company.id)}
                disabled={isFull(company)}
                title={`Add to the existing company ${company.name}`}
              >
                {isFull(company)
                  ? `No free seats (${seatsText(company)}).`
                  : `${seatsText(company)}. Only if you know they belong to this company.`}
              </ChoiceCard>
            ))}
            {joining ? (
              <div className="grid gap-1.5 pl-7">
                <Label htmlFor={`${id}-role`}>Role in {joining.name}</Label>
                <NativeSelect
                  id={`${id}-role`}
                  value={role}
                  onChange={(event) => setRole(event.target.value as ClientRole)}
                  className="sm:max-w-xs"
                >
                  {clientRoles.map((r) => (
                    <option key={r} value={r}>
                      {roleLabels[r]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ) : null}
          </fieldset>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending || nameMissing}>
              {isPending ? 'Approving…' : joining ? `Add to ${joining.name}` : 'Create company and invite'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type ChoiceCardProps = {
  id: string;
  name: string;
  checked: boolean;
  onSelect: () => void;
  disabled?: boolean;
  title: string;
  children: string;
};

function ChoiceCard({ id, name, checked, onSelect, disabled, title, children }: ChoiceCardProps) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-11 items-start gap-3 rounded-md border p-3 text-sm',
        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
        checked && 'border-primary bg-accent/40',
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        disabled={disabled}
        className="mt-0.5 accent-[var(--primary)]"
      />
      <span className="grid gap-0.5">
        <span className="font-medium">{title}</span>
        <span className="text-xs text-muted-foreground">{children}</span>
      </span>
    </label>
  );
}
