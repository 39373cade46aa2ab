import { Link } from 'react-router';
import { FileSpreadsheet, Printer, WifiOff } from 'lucide-react';
import { pageMetaFor } from '@gears/domain/public/pages.rules';
import { usePageMeta } from '../../../lib/seo.ts';
import { PageIntro, PublicPage } from '../components/page-section.tsx';

const meta = pageMetaFor('/resources')!;

/** Help drawn from what the product does (equipment labels, CSV import, offline scanning). */
const guides = [
  {
    id: 'print-labels',
    icon: Printer,
    title: 'Print QR labels',
    intro: 'Every machine gets its own QR code. Printed on a label or a steel plate, it opens the machine’s record for whoever scans it.',
    steps: [
      'Open Equipment and select the machines to label with the check boxes (or open one machine and go to its QR Code tab).',
      'Choose QR labels, then pick your label stock: Avery 5160 (US Letter, 30 labels of 2⅝″ × 1″), Avery L7160 (A4, 21 labels of 63.5 × 38.1 mm) or one large label per page for a 4″ × 6″ thermal printer.',
      'Download the PDF and print it at 100% scale (turn off “fit to page”), so the labels line up with the sheet.',
      'Each label carries the machine’s name, make, model and year, its QR code and code text, and the line “Scan to access equipment details and maintenance history”.',
      'Machines without a QR code yet are skipped and counted; generate their codes first from the QR manager or the machine’s QR Code tab.',
    ],
    tip: 'Outdoors, laminate paper labels or ask about the steel QR badges included with Professional.',
  },
  {
    id: 'import-csv',
    icon: FileSpreadsheet,
    title: 'Import equipment from a CSV file',
    intro: 'Bring a whole fleet in at once from a spreadsheet.',
    steps: [
      'Open Equipment and choose Import. Download the template to get the column headers.',
      'Fill in one machine per row. Name is the only column you must fill; Manufacturer, Model, Serial Number, Equipment Type, Status, Year, Hours, Location, Purchase Date, Tags and the other template columns are optional.',
      'Headers are matched without regard to case, and common alternatives are understood (for example “Make” for Manufacturer, “VIN” for Serial Number, “Engine Hours” for Hours).',
      'Upload the file. The portal first checks every row and shows a preview: how many rows will be imported and, for each row that cannot be, the reason.',
      'Confirm to import. Rows with problems are skipped and listed, so you can fix them and import just those rows again.',
    ],
    tip: 'An export from the Equipment page uses the same headers, so an exported file can be edited and imported back.',
  },
  {
    id: 'scan-offline',
    icon: WifiOff,
    title: 'Scan equipment without signal',
    intro: 'Yards, quarries and basements often have no signal. The scanner keeps working.',
    steps: [
      'Sign in once while online on the phone you will use. The portal keeps your profile on the device so the scanner opens without signal.',
      'Open the QR Scanner and scan labels as usual. Without a connection each scan is saved on the phone, named with its time.',
      'The scanner shows how many scans are waiting. When the phone is back online they are logged automatically, in order; you can also press Send now.',
      'A scan the server has already recorded is not logged twice.',
    ],
    tip: 'Add the portal to your home screen from the browser menu for one-tap access to the scanner.',
  },
] as const;

export function ResourcesPage() {
  usePageMeta(meta.title, { description: meta.description });
  return (
    <PublicPage>
      <PageIntro eyebrow="Resources" title="Guides for getting your fleet on record">
        <p>
          Short, practical guides to the tasks teams do first. Questions not answered here?{' '}
          <Link className="text-accent-text underline" to="/contact">
            Contact us
          </Link>
          .
        </p>
      </PageIntro>
      <nav aria-label="Guides" className="flex flex-wrap gap-2">
        {guides.map((guide) => (
          <a
            key={guide.id}
            href={`#${guide.id}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border bg-card px-4 text-sm font-medium hover:bg-muted md:min-h-9"
          >
            <guide.icon className="size-4 text-accent-text" aria-hidden="true" />
            {guide.title}
          </a>
        ))}
      </nav>
      <div className="grid max-w-3xl gap-12">
        {guides.map((guide) => (
          <section key={guide.id} id={guide.id} className="grid scroll-mt-24 gap-3" aria-labelledby={`${guide.id}-heading`}>
            <h2 id={`${guide.id}-heading`} className="flex items-center gap-2 text-xl font-semibold">
              <guide.icon className="size-5 text-accent-text" aria-hidden="true" />
              {guide.title}
            </h2>
            <p className="text-muted-foreground">{guide.intro}</p>
            <ol className="grid list-decimal gap-2 pl-5">
              {guide.steps.map((step) => (
                <li key={step} className="pl-1">
                  {step}
                </li>
              ))}
            </ol>
            <p className="rounded-md border-l-4 border-primary bg-muted/50 p-3 text-sm">{guide.tip}</p>
          </section>
        ))}
      </div>
    </PublicPage>
  );
}
