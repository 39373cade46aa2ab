import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog.tsx';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  isPending?: boolean;
  destructive?: boolean;
  children?: ReactNode;
  /** spec 03 §2: the confirm button stays disabled until this word is typed exactly. */
  confirmWord?: string;
};

/** A yes/no question before something that cannot be undone; optionally the user types a word to confirm. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, confirmLabel, onConfirm, isPending, destructive, children, confirmWord } = props;
  const wordId = useId();
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (!open) setTyped('');
  }, [open]);
  const isBlocked = confirmWord !== undefined && typed !== confirmWord;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {confirmWord !== undefined ? (
          <div className="grid gap-1.5">
            <Label htmlFor={wordId}>
              Type <span className="font-mono font-semibold">{confirmWord}</span> to confirm
            </Label>
            <Input id={wordId} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} />
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
            Cancel
          </Button>
          <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm} disabled={isPending || isBlocked}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
