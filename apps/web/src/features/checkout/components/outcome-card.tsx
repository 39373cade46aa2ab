import type { ReactNode } from 'react';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

const icons = {
  done: <CheckCircle2 className="size-10 text-success" aria-hidden="true" />,
  pending: <Clock className="size-10 text-info" aria-hidden="true" />,
  failed: <XCircle className="size-10 text-destructive" aria-hidden="true" />,
};

/** The result card of a checkout (invoice payment or plan): an icon, a title, a line of text and the next actions. */
export function OutcomeCard({
  icon,
  title,
  text,
  children,
}: {
  icon: keyof typeof icons;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Card aria-live="polite">
      <CardHeader className="items-center text-center">
        {icons[icon]}
        <CardTitle>{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      {children ? <CardContent className="flex flex-col items-center gap-2">{children}</CardContent> : null}
    </Card>
  );
}
