import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/seo.ts';
import { PageIntro, PublicPage } from '../components/page-section.tsx';

const sections = [
  {
    title: 'What we store',
    text: 'Your account (name, email, job title, role, avatar) and the equipment, maintenance, parts, job site, quote and invoice records your company enters.',
  },
  {
    title: 'Who can see it',
    text: "People in your company see your company's records. The service provider's staff can view the portal as your company to help you; every such session is clearly shown and recorded in an audit log.",
  },
  {
    title: 'How it is protected',
    text: 'The database itself keeps each company to its own rows (row-level security). Passwords are stored only as strong hashes, sessions can be listed and revoked from Settings, and security events are logged.',
  },
  {
    title: 'Cookies and local storage',
    text: 'One essential cookie keeps you signed in. Preferences such as theme and sidebar layout stay in your browser. No advertising cookies.',
  },
  {
    title: 'Subscriptions',
    text: 'Plans are month-to-month and can be cancelled at any time. The founders discount lasts as long as the account stays active.',
  },
];

export function PrivacyPage() {
  usePageMeta('Terms & Privacy');
  return (
    <PublicPage>
      <PageIntro eyebrow="Terms & Privacy" title="Terms and privacy, in plain words" />
      <div className="grid max-w-3xl gap-6">
        {sections.map((section) => (
          <section key={section.title} className="grid gap-1">
            <h2 className="text-lg font-semibold">{section.title}</h2>
            <p className="text-muted-foreground">{section.text}</p>
          </section>
        ))}
        <p className="text-muted-foreground">
          Questions? <Link className="text-accent-text underline" to="/contact">Contact us</Link>.
        </p>
      </div>
    </PublicPage>
  );
}
