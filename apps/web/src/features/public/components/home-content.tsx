import {
  BarChart3,
  Bot,
  Boxes,
  ClipboardList,
  FileText,
  LayoutDashboard,
  MapPin,
  NotebookPen,
  QrCode,
  ScanLine,
  Wrench,
} from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';

/** spec 01 §1: the ten modules the marketing page names. */
export const homeModules = [
  {
    icon: LayoutDashboard,
    title: 'Command center dashboard',
    text: 'Your fleet, due work, open quotes and invoices at a glance when you sign in.',
  },
  {
    icon: ScanLine,
    title: 'QR scanner with part identifier',
    text: 'Scan a machine label to open its record; photograph a part label to find it in your catalogue.',
  },
  {
    icon: QrCode,
    title: 'Equipment management',
    text: 'Every machine with its history, documents and photos, tagged with printable QR labels or steel plates.',
  },
  { icon: Boxes, title: 'Parts inventory', text: 'Stock levels, reorder points, photo identification and quote requests to your vendors.' },
  { icon: MapPin, title: 'Job sites', text: 'Know which equipment is at which site and plan what each site needs next.' },
  {
    icon: Wrench,
    title: 'Maintenance and repair',
    text: 'Preventive schedules by date or engine hours, work orders, repair requests and meter readings.',
  },
  {
    icon: FileText,
    title: 'Quote-to-invoice pipeline',
    text: 'Request a quote, approve it, receive the invoice and pay by card, all on the machine record.',
  },
  {
    icon: NotebookPen,
    title: 'Notes into quote requests',
    text: 'Field notes stay with the machine and turn into a quote request when parts or service are needed.',
  },
  { icon: BarChart3, title: 'Analytics', text: 'Maintenance, spending and activity reports computed from your own records.' },
  { icon: Bot, title: 'AI assistant', text: 'Pinned to the header: ask about your equipment, tasks and parts in plain words.' },
] as const;

/** spec 01 §2: the four how-it-works steps, by name. */
export const homeSteps = [
  {
    title: 'Scan & Go',
    text: 'Stick a QR label on each machine. Anyone on site scans it with a phone to open the record, even without signal.',
  },
  { title: 'Find & Request', text: 'Find the part or service the machine needs and send a quote request in a few taps.' },
  { title: 'Maintain, Repair & Track', text: 'Schedule preventive work, log repairs and meter readings, and see what is due or overdue.' },
  {
    title: 'Capture & Automate',
    text: 'Notes, photos and documents stay with the machine; recurring work schedules itself after each completion.',
  },
] as const;

const problems = [
  'Service history lives in spreadsheets, paper logs and one person’s memory.',
  'Preventive work slips until a breakdown stops the job.',
  'Finding the right part, and a price for it, takes a string of calls and emails.',
  'Quotes, orders and invoices sit in inboxes, disconnected from the machine they are for.',
];

const solutions = [
  'One record per machine, opened by scanning its label.',
  'Schedules by date or engine hours, with what is due and overdue in plain view.',
  'Parts identified from a photo and quote requests sent from the record.',
  'The quote, the approval, the invoice and the card payment on the same record.',
];

export function ProblemSolution() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card className="grid content-start gap-3 p-6">
        <h3 className="text-lg font-semibold">The problem</h3>
        <ul className="grid gap-2 text-sm text-muted-foreground">
          {problems.map((text) => (
            <li key={text} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-destructive" />
              {text}
            </li>
          ))}
        </ul>
      </Card>
      <Card className="grid content-start gap-3 border-primary/40 p-6">
        <h3 className="text-lg font-semibold">With GEARS Portal</h3>
        <ul className="grid gap-2 text-sm">
          {solutions.map((text) => (
            <li key={text} className="flex gap-2">
              <ClipboardList className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

export function HowItWorks() {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {homeSteps.map((step, index) => (
        <li key={step.title} className="grid content-start gap-2">
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
            {index + 1}
          </span>
          <h3 className="font-semibold">{step.title}</h3>
          <p className="text-sm text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function ModulesGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {homeModules.map((module) => (
        <li key={module.title}>
          <Card className="h-full p-4">
            <module.icon className="mb-2 size-5 text-accent-text" aria-hidden="true" />
            <h3 className="text-sm font-semibold">{module.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{module.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
