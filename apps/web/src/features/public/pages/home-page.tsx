import { Link } from 'react-router';
import { ArrowRight, Boxes, ClipboardCheck, FileText, MapPin, QrCode, Wrench } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { usePageMeta } from '../../../lib/seo.ts';

const modules = [
  { icon: QrCode, title: 'QR equipment tracking', text: 'Label every machine; a scan opens its record, history and documents.' },
  { icon: Wrench, title: 'Maintenance and repair', text: 'Preventive schedules, work orders and meter readings on one machine record.' },
  { icon: Boxes, title: 'Parts inventory', text: 'Stock levels, reorder points and quote requests for the parts you need.' },
  { icon: MapPin, title: 'Job sites', text: 'Know which equipment is where, and reserve it for the work ahead.' },
  { icon: FileText, title: 'Quotes to invoices', text: 'Request a quote, approve it, receive the invoice and pay by card.' },
  { icon: ClipboardCheck, title: 'Notes and analytics', text: 'Field notes that become quote requests, and reports from your own data.' },
];

const steps = [
  { title: 'Scan & Go', text: 'Scan the QR label on a machine to open it.' },
  { title: 'Find & Request', text: 'Find the part or service and request a quote.' },
  { title: 'Maintain, Repair & Track', text: 'Schedule the work and record what was done.' },
  { title: 'Capture & Automate', text: 'Keep notes and documents with the machine.' },
];

const sectors = ['Mining and aggregates', 'Construction', 'Manufacturing', 'Hotels and resorts', 'General equipment operations'];

export function HomePage() {
  usePageMeta('Equipment operations portal');
  return (
    <>
      <section className="border-b bg-gradient-to-b from-muted/60 to-background">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 md:px-6 md:py-24">
          <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">GEARS Portal</p>
          <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-balance md:text-5xl">
            Every machine, from QR tag to paid invoice.
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            One portal for companies that run heavy equipment and the service provider who keeps it working: QR equipment
            tracking, maintenance and repairs, parts, job sites, and quotes through to invoices.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button size="lg" asChild>
              <Link to="/pricing">
                See plans and pricing
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to="/auth">Sign In</Link>
            </Button>
          </div>
          <ul className="flex flex-wrap gap-2 text-sm text-muted-foreground" aria-label="Industries">
            {sectors.map((sector) => (
              <li key={sector} className="rounded-full border bg-card px-3 py-1">
                {sector}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:px-6 md:py-16" aria-labelledby="modules-heading">
        <h2 id="modules-heading" className="text-2xl font-semibold tracking-tight">
          What it covers
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {modules.map((module) => (
            <li key={module.title}>
              <Card className="h-full p-5">
                <module.icon className="mb-3 size-6 text-accent-text" aria-hidden="true" />
                <h3 className="font-semibold">{module.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{module.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className="border-y bg-muted/40" aria-labelledby="steps-heading">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:px-6 md:py-16">
          <h2 id="steps-heading" className="text-2xl font-semibold tracking-tight">
            How it works
          </h2>
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.title} className="grid gap-1">
                <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                  {index + 1}
                </span>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-12 md:px-6 md:py-16">
        <h2 className="text-2xl font-semibold tracking-tight">Ready to look closer?</h2>
        <p className="max-w-2xl text-muted-foreground">
          Founders launch: a 7-day free trial with no credit card, and 50% off for life for the first 25 customers.
        </p>
        <Button asChild>
          <Link to="/pricing">View pricing</Link>
        </Button>
      </section>
    </>
  );
}
