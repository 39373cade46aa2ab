/**
 * The weekly digest (issue 17 item 4; spec 01 §6 tier features: professional "weekly digest"): last week's numbers and
 * what is open now, computed from the company's records; money exact to the cent.
 */

/** The Monday (UTC) that starts the last complete ISO week before `now`: the week the digest reports. */
export function digestWeekOf(now: Date): { weekStart: string; weekEnd: string } {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const isoDow = ((now.getUTCDay() + 6) % 7) + 1; // Monday 1 … Sunday 7
  const thisMonday = day - (isoDow - 1) * 86_400_000;
  const start = new Date(thisMonday - 7 * 86_400_000);
  const end = new Date(thisMonday); // exclusive
  return { weekStart: start.toISOString().slice(0, 10), weekEnd: end.toISOString().slice(0, 10) };
}

export type DigestFigures = {
  tasksCompleted: number;
  tasksOverdue: number;
  repairsSubmitted: number;
  repairsCompleted: number;
  repairsAwaitingDecision: number;
  quotesSent: number;
  quotesAccepted: number;
  quotesAwaitingAcceptance: number;
  invoicesIssued: number;
  invoicedTotal: string;
  invoicesPaid: number;
  paidTotal: string;
  invoicesOpen: number;
  openBalance: string;
  fleetAlerts: number;
  fleetAlertsUnacknowledged: number;
};

const usd = (amount: string) => Number(amount).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const sunday = (weekEnd: string) => new Date(Date.parse(`${weekEnd}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The email: subject and plain text. Open actions list only what is open; an empty week says so. */
export function digestEmail(d: {
  companyName: string;
  name: string;
  weekStart: string;
  weekEnd: string;
  figures: DigestFigures;
  url: string;
}) {
  const f = d.figures;
  const open = [
    f.tasksOverdue > 0 ? `- ${plural(f.tasksOverdue, 'overdue task')}` : null,
    f.repairsAwaitingDecision > 0 ? `- ${plural(f.repairsAwaitingDecision, 'repair request')} waiting for a decision` : null,
    f.quotesAwaitingAcceptance > 0 ? `- ${plural(f.quotesAwaitingAcceptance, 'quote')} waiting for acceptance` : null,
    f.invoicesOpen > 0 ? `- ${plural(f.invoicesOpen, 'unpaid invoice')}, ${usd(f.openBalance)} outstanding` : null,
    f.fleetAlertsUnacknowledged > 0 ? `- ${plural(f.fleetAlertsUnacknowledged, 'fleet alert')} not acknowledged` : null,
  ].filter((l): l is string => l !== null);
  const text = [
    `Hello ${d.name},`,
    '',
    `${d.companyName}, week of ${d.weekStart} to ${sunday(d.weekEnd)}:`,
    `- Maintenance: ${plural(f.tasksCompleted, 'task')} completed`,
    `- Repairs: ${f.repairsSubmitted} submitted, ${f.repairsCompleted} completed`,
    `- Quotes: ${f.quotesSent} received, ${f.quotesAccepted} accepted`,
    `- Invoices: ${f.invoicesIssued} issued (${usd(f.invoicedTotal)}), ${f.invoicesPaid} paid (${usd(f.paidTotal)})`,
    `- Fleet alerts: ${f.fleetAlerts}`,
    '',
    open.length > 0 ? 'Open actions:' : 'No open actions. Nothing is waiting for you.',
    ...open,
    '',
    `Open GEARS Portal: ${d.url}`,
    '',
    'Turn this email off in Settings → Notifications (Weekly digest).',
  ].join('\n');
  return { subject: `Weekly digest: ${d.companyName}, week of ${d.weekStart}`, text };
}
