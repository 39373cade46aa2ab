import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/seo.ts';

export function DashboardNotFoundPage() {
  usePageMeta('Page not found', { noindex: true });
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <p className="text-sm font-semibold text-accent-text">404</p>
      <h1 className="text-2xl font-semibold">This dashboard page does not exist</h1>
      <p className="max-w-md text-muted-foreground">Check the address, or pick a page from the navigation.</p>
      <Button asChild>
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    </div>
  );
}
