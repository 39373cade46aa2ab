import { Link } from 'react-router';
import { ClipboardList, CreditCard } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

export function SignUpPanel({ onRequestAccess }: { onRequestAccess: () => void }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">Choose Your Plan</h2>
        <p className="text-sm text-muted-foreground">
          Compare Basic, Professional and Enterprise, then request access for your company. Team members join through an invitation from
          their company administrator.
        </p>
      </div>
      <Button asChild>
        <Link to="/pricing">
          <CreditCard aria-hidden="true" />
          View Pricing Plans
        </Link>
      </Button>
      <Button variant="outline" onClick={onRequestAccess}>
        <ClipboardList aria-hidden="true" />
        Registration Request form
      </Button>
    </div>
  );
}
