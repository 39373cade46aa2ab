import { Link } from 'react-router';
import { pageMetaFor } from '@gears/domain/public/pages.rules';
import { foundersProgramme } from '@gears/domain/billing/plans.rules';
import { usePageMeta } from '../../../lib/seo.ts';
import { PageIntro, PublicPage } from '../components/page-section.tsx';

const meta = pageMetaFor('/privacy')!;

type Section = { id: string; title: string; paragraphs: readonly string[] };

const privacy: readonly Section[] = [
  {
    id: 'what-we-store',
    title: 'What we store',
    paragraphs: [
      'Your account: name, email address, job title, role, optional avatar and theme preference, and a strong one-way hash of your password (never the password itself).',
      'Your company’s records: equipment and its photos and documents, QR scans, maintenance tasks, repairs, meter readings, parts and stock movements, job sites, notes, quote requests, quotes, orders and invoices that your company enters or that the provider prepares for it.',
      'Security records: active sessions (browser and IP address, so you can recognise and revoke them), sign-in and access events, and an activity log of changes.',
      'Requests sent from our public pages (demo, sales, contact and mobile-app sign-ups): the names, email, phone, company and message you give us, kept so our team can reply.',
      'Reviews you choose to leave, with your first name and company shown publicly once approved; your email is never published.',
    ],
  },
  {
    id: 'who-can-see-it',
    title: 'Who can see it',
    paragraphs: [
      'People in your company see your company’s records, within the permissions of their role. Other client companies never see them: the database itself keeps each company to its own rows (row-level security).',
      'The service provider’s staff can view the portal as your company to help you. Every such session is shown on screen and recorded in an audit log, and ends automatically after 24 hours.',
      'We do not sell your data or share it with advertisers. We use outside services only to run the portal (for example an email server, file storage or a card payment processor) and only with the data each one needs.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    paragraphs: [
      'One essential cookie keeps you signed in; it cannot be read by scripts on the page. Preferences such as theme, sidebar layout, your cookie choice and scans waiting to be sent while offline are kept in your browser’s local storage. No advertising or tracking cookies.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Keeping, correcting and deleting',
    paragraphs: [
      'You can correct your profile in Settings and sign out of any session there. Your company administrator manages who has access.',
      'Ask us through the contact page to receive a copy of your data or to have your account or your company’s data deleted. Financial records (quotes, invoices, payments) are kept as long as the law requires; everything else is removed.',
    ],
  },
];

const terms: readonly Section[] = [
  {
    id: 'subscription',
    title: 'Subscriptions and the free trial',
    paragraphs: [
      `New accounts start with a ${foundersProgramme.trialDays}-day free trial without a credit card. After the trial the chosen plan is billed month-to-month (or yearly, when chosen) and can be cancelled at any time in the billing dashboard; cancellation takes effect at the end of the paid period.`,
      `The founders price (${foundersProgramme.discountPercent}% off the list price, for the first ${foundersProgramme.spots} customers) lasts for as long as the account stays active.`,
      'Each plan has limits on equipment and users as shown on the pricing page; the portal tells you before a limit is reached.',
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Using the portal',
    paragraphs: [
      'Keep your password to yourself and give colleagues their own accounts through an invitation. You are responsible for the records your company enters and for having the right to upload its files.',
      'Do not try to reach another company’s data, disrupt the service or use it to send unsolicited messages.',
    ],
  },
  {
    id: 'service',
    title: 'The service',
    paragraphs: [
      'We work to keep the portal available and your data safe, and we tell you in advance about changes that affect how you use it. Support is by email on Basic, priority support with a dedicated account manager on Professional, and SLA-backed support on Enterprise.',
      'Quotes and invoices prepared through the portal are between your company and the service provider, on the terms stated in each quote.',
    ],
  },
];

function SectionList({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="grid scroll-mt-24 gap-2" aria-labelledby={`${section.id}-heading`}>
          <h3 id={`${section.id}-heading`} className="text-lg font-semibold">
            {section.title}
          </h3>
          {section.paragraphs.map((text) => (
            <p key={text} className="text-muted-foreground">
              {text}
            </p>
          ))}
        </section>
      ))}
    </>
  );
}

/** spec 01 §2: terms and privacy on one page (/terms redirects here). */
export function PrivacyPage() {
  usePageMeta(meta.title, { description: meta.description });
  return (
    <PublicPage>
      <PageIntro eyebrow="Terms & Privacy" title="Terms and privacy, in plain words">
        <p>What GEARS Portal keeps about you and your company, who can see it, and the terms of using the portal.</p>
      </PageIntro>
      <div className="grid max-w-3xl gap-10">
        <div className="grid gap-6">
          <h2 className="text-2xl font-semibold tracking-tight">Privacy</h2>
          <SectionList sections={privacy} />
        </div>
        <div className="grid gap-6" id="terms">
          <h2 className="text-2xl font-semibold tracking-tight">Terms of service</h2>
          <SectionList sections={terms} />
        </div>
        <p className="text-muted-foreground">
          Questions about privacy or these terms?{' '}
          <Link className="text-accent-text underline" to="/contact">
            Contact us
          </Link>
          .
        </p>
      </div>
    </PublicPage>
  );
}
