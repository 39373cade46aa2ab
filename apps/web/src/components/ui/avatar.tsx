import { initials } from '../../lib/format.ts';
import { cn } from '../../lib/cn.ts';

type AvatarProps = { name: string; src?: string | null; className?: string };

export function Avatar({ name, src, className }: AvatarProps) {
  return (
    <span
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-xs font-semibold text-muted-foreground',
        className,
      )}
    >
      {src ? <img src={src} alt="" className="size-full object-cover" /> : <span aria-hidden="true">{initials(name)}</span>}
    </span>
  );
}
