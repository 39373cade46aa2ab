import { useState, type FormEvent } from 'react';
import { Eye } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

/** spec 01 §5: a company UUID or a company name; the server resolves it. */
export function ImpersonateForm({ onStart, isPending }: { onStart: (clientId: string) => void; isPending: boolean }) {
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onStart(value.trim());
  };
  return (
    <form onSubmit={submit} className="grid gap-1.5 sm:max-w-xl">
      <Label htmlFor="impersonate-client">Client id or company name</Label>
      <div className="flex gap-2">
        <Input
          id="impersonate-client"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="e.g. Northwind Construction"
          maxLength={200}
          required
        />
        <Button type="submit" disabled={isPending || !value.trim()}>
          <Eye aria-hidden="true" />
          View as client
        </Button>
      </div>
    </form>
  );
}
