import { ChevronDown } from 'lucide-react';
import { foundersProgramme } from '@gears/domain/billing/plans.rules';

/** spec 01 §1 FAQ, in the spec's substance; the security answer says only what the product does. */
export const faqs = [
  {
    question: 'How long does the founders discount last?',
    answer: `The ${foundersProgramme.discountPercent}% founders discount lasts for as long as your account stays active. It is open to the first ${foundersProgramme.spots} customers.`,
  },
  {
    question: 'Do I need a credit card for the free trial?',
    answer: `No. The ${foundersProgramme.trialDays}-day free trial starts without a credit card.`,
  },
  {
    question: 'Can I cancel any time?',
    answer: 'Yes. Subscriptions are month-to-month and can be cancelled in the billing dashboard.',
  },
  {
    question: 'Do you offer GPS tracking?',
    answer: 'GPS tracking is in beta and comes to Enterprise customers first.',
  },
  {
    question: 'How is our data kept secure?',
    answer:
      'Every request is authenticated, and the database itself enforces row-level security so each company sees only its own records. Passwords are stored only as strong hashes, provider staff access is visible and recorded in audit logs, and data travels encrypted over HTTPS.',
  },
  {
    question: 'What support is included?',
    answer:
      'Basic includes email support. Professional adds priority support and a dedicated account manager. Enterprise comes with SLA-backed support and optional on-site training.',
  },
] as const;

export function FaqList() {
  return (
    <div className="grid gap-2">
      {faqs.map((faq) => (
        <details key={faq.question} className="group rounded-lg border bg-card">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 p-4 font-medium [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="px-4 pb-4 text-sm text-muted-foreground">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
