import { useEffect, useState } from 'react';
import type { RepairAction, RepairRequest } from '@gears/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useRepairAction } from '../api/repairs-api.ts';
import { MemberSelect } from './member-select.tsx';

const copy: Record<RepairAction, { title: string; confirm: string; pending: string }> = {
  approve: { title: 'Approve repair request', confirm: 'Approve', pending: 'Approving…' },
  decline: { title: 'Decline repair request', confirm: 'Decline', pending: 'Declining…' },
  complete: { title: 'Mark repair completed', confirm: 'Mark completed', pending: 'Saving…' },
};

type RepairActionDialogProps = { target: { repair: RepairRequest; action: RepairAction } | null; onClose: () => void };

/** spec 02 §4: approve (optional comment and mechanic), decline (optional comment), complete. */
export function RepairActionDialog({ target, onClose }: RepairActionDialogProps) {
  const act = useRepairAction();
  const [comment, setComment] = useState('');
  const [mechanicId, setMechanicId] = useState('');
  useEffect(() => {
    if (target) {
      setComment('');
      setMechanicId(target.repair.mechanic?.id ?? '');
    }
  }, [target]);
  if (!target) return null;
  const { repair, action } = target;
  const text = copy[action];
  const body =
    action === 'approve' ? { comment: comment.trim() || null, mechanicId: mechanicId || null } : { comment: comment.trim() || null };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.title}
      description={`${repair.equipment.name}${repair.quoteAmount !== null ? ` · quote ${formatMoney(repair.quoteAmount)}` : ''}: ${repair.description}`}
      confirmLabel={act.isPending ? text.pending : text.confirm}
      destructive={action === 'decline'}
      isPending={act.isPending}
      onConfirm={() => act.mutate({ id: repair.id, action, body }, { onSuccess: onClose })}
    >
      <div className="grid gap-3">
        {action === 'approve' ? (
          <FormField id="repair-mechanic" label="Assigned mechanic">
            <MemberSelect id="repair-mechanic" value={mechanicId} onChange={setMechanicId} />
          </FormField>
        ) : null}
        <FormField id="repair-comment" label="Comment (optional)">
          <Textarea id="repair-comment" rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
