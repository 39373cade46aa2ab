import { FormField } from '../../../components/ui/form-field.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { useClientCompanies } from '../../../lib/client-companies.ts';

type CompanySelectProps = { id: string; value: string; onChange: (companyId: string) => void; error?: string };

/** For a provider admin outside impersonation: the client company a new record belongs to. */
export function CompanySelect({ id, value, onChange, error }: CompanySelectProps) {
  const companies = useClientCompanies(true);
  return (
    <FormField
      id={id}
      label="Company *"
      error={error ?? (companies.isError ? 'Could not load the companies. Close and try again.' : null)}
      hint="You are viewing all companies: choose whose equipment this is."
    >
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={companies.isPending}
        aria-invalid={error ? true : undefined}
      >
        <option value="">{companies.isPending ? 'Loading companies…' : 'Select a company'}</option>
        {(companies.data ?? []).map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
