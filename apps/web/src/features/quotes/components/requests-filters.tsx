import type { QuoteStatus } from '@gears/domain';
import { quoteAdminLabels, quoteStatuses } from '@gears/domain/quotes/quote-status.rules';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { useClientCompanies } from '../../../lib/client-companies.ts';

/** The accounting connector's statuses appear only when a connector exists (issue 5 §9); our ledger is the books. */
const filterStatuses = quoteStatuses.filter((s) => s !== 'sent_to_zoho' && s !== 'zoho_failed');

/** The provider admin's all-company view: narrow every tab (requests, documents, overview) to one client company. */
export function CompanyFilter({ value, onChange }: { value: string; onChange: (companyId: string) => void }) {
  const companies = useClientCompanies(true);
  return (
    <NativeSelect aria-label="Company" className="w-full sm:w-60" value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{companies.isPending ? 'Loading companies…' : 'All companies'}</option>
      {(companies.data ?? []).map((company) => (
        <option key={company.id} value={company.id}>
          {company.name}
        </option>
      ))}
    </NativeSelect>
  );
}

/** Requests in one status (admin labels). */
export function StatusFilter({ value, onChange }: { value: QuoteStatus | ''; onChange: (status: QuoteStatus | '') => void }) {
  return (
    <NativeSelect
      aria-label="Status"
      className="w-full sm:w-52"
      value={value}
      onChange={(event) => onChange(event.target.value as QuoteStatus | '')}
    >
      <option value="">All statuses</option>
      {filterStatuses.map((status) => (
        <option key={status} value={status}>
          {quoteAdminLabels[status]}
        </option>
      ))}
    </NativeSelect>
  );
}
