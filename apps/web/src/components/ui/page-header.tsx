import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** The page's main actions; the page lays them out (phones: full width under the title, DESIGN §6a one-hand reach). */
  actions?: ReactNode;
};

/** A dashboard page's title and one-line description, with its actions beside them (below them on narrow screens). */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  const heading = (
    <div className="grid gap-1">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {heading}
      {actions}
    </div>
  );
}
