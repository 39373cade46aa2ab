import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from './button.tsx';
import { Input } from './input.tsx';

/** A read-only value (e.g. an invitation link) with a copy button. */
export function CopyField({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="flex gap-2">
      <Input readOnly value={value} aria-label={label} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
      <Button variant="outline" size="icon" onClick={copy} aria-label={copied ? 'Copied' : `Copy ${label}`}>
        {copied ? <Check /> : <Copy />}
      </Button>
    </div>
  );
}
