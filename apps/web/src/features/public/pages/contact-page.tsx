import { Link } from 'react-router';
import { KeyRound, UserPlus } from 'lucide-react';
import { pageMetaFor } from '@gears/domain/public/pages.rules';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { usePageMeta } from '../../../lib/seo.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { PageIntro, PublicPage } from '../components/page-section.tsx';

const meta = pageMetaFor('/contact')!;

export function ContactPage() {
  usePageMeta(meta.title, { description: meta.description });
  return (
    <PublicPage>
      <PageIntro eyebrow="Contact" title="Get in touch">
        <p>Tell us about your company and equipment, and our team will get back to you by email.</p>
      </PageIntro>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Send us a message</CardTitle>
            <CardDescription>Fields marked * are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <div className="grid content-start gap-4">
          <Card>
            <CardHeader>
              <UserPlus className="size-5 text-accent-text" aria-hidden="true" />
              <CardTitle>Need access for your company?</CardTitle>
              <CardDescription>Send a registration request with your company details and what you need access for.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" asChild>
                <Link to="/auth?tab=request">Request access</Link>
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <KeyRound className="size-5 text-accent-text" aria-hidden="true" />
              <CardTitle>Already a customer</CardTitle>
              <CardDescription>
                Sign in to reach your account. Your company administrator can invite colleagues and manage access.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" asChild>
                <Link to="/auth">Sign In</Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      </div>
    </PublicPage>
  );
}
