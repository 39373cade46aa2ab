import { cn } from '../../lib/cn.ts';

type SwitchProps = {
  id?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  className?: string;
};

/** An on/off switch (a button with role switch); the touch target is 44 px tall on phones. */
export function Switch({ checked, onCheckedChange, className, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      className={cn('inline-flex h-11 shrink-0 items-center focus-visible:outline-2 focus-visible:outline-ring md:h-8', className)}
      {...props}
    >
      <span
        className={cn('flex h-6 w-11 items-center rounded-full p-0.5 transition-colors', checked ? 'bg-primary' : 'bg-muted-foreground/30')}
      >
        <span className={cn('size-5 rounded-full bg-card shadow transition-transform', checked && 'translate-x-5')} />
      </span>
    </button>
  );
}
