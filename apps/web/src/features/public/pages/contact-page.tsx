import { Link } from 'react-router';
import { KeyRound, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { usePageMeta } from '../../../lib/seo.ts';
import { PageIntro, PublicPage } from '../components/page-section.tsx';

export function ContactPage() {
  usePageMeta('Contact');
  return (
    <PublicPage>
      <PageIntro eyebrow="Contact" title="Get in touch">
        <p>Tell us about your company and equipment, and we will come back to you.</p>
      </PageIntro>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <UserPlus className="size-5 text-accent-text" aria-hidden="true" />
            <CardTitle>New to GEARS Portal</CardTitle>
            <CardDescription>Send a registration request with your company details and what you need access for.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/auth?tab=request">Request access</Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <KeyRound className="size-5 text-accent-text" aria-hidden="true" />
            <CardTitle>Already a customer</CardTitle>
            <CardDescription>Sign in to reach your account. Your company administrator can invite colleagues and manage access.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" asChild>
              <Link to="/auth">Sign In</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </PublicPage>
  );
}
