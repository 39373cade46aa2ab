import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/seo.ts';

export function NotFoundPage() {
  usePageMeta('Page not found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-sm font-semibold text-accent-text">404</p>
      <h1 className="text-3xl font-semibold tracking-tight">Page not found</h1>
      <p className="text-muted-foreground">The page you were looking for does not exist or has moved.</p>
      <div className="flex gap-2">
        <Button asChild>
          <Link to="/">Go home</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
