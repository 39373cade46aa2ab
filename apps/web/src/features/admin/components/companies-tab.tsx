import { Eye } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useCompanies, useStartImpersonation } from '../api/admin-api.ts';
import { ImpersonateForm } from './impersonate-form.tsx';
import { DemoDataCard } from './demo-data-card.tsx';
import { TaxSettingsCard } from './tax-settings-card.tsx';

export function CompaniesTab() {
  const companies = useCompanies();
  const start = useStartImpersonation();

  return (
    <div className="grid grid-cols-1 gap-4">
      <ImpersonateForm onStart={(clientId) => start.mutate(clientId)} isPending={start.isPending} />
      <TaxSettingsCard />
      <DemoDataCard />
      {companies.isPending ? (
        <SkeletonRows label="Loading companies" />
      ) : companies.isError ? (
        <ErrorState message={errorMessage(companies.error, 'Failed to load company data')} onRetry={() => void companies.refetch()} />
      ) : companies.data.length === 0 ? (
        <EmptyState title="No companies yet" description="Approve a registration request to create the first client company." />
      ) : (
        <Table cards>
          <TableHeader>
            <TableRow>
              <TableHead>Company</TableHead>
              <TableHead className="hidden sm:table-cell">Plan</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="hidden lg:table-cell">Industry</TableHead>
              <TableHead className="hidden lg:table-cell">Location</TableHead>
              <TableHead className="hidden text-right sm:table-cell">Users</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {companies.data.map((company) => (
              <TableRow key={company.id}>
                <TableCell>
                  <div className="flex flex-wrap items-center gap-1.5 font-medium">
                    {company.name}
                    {company.isProvider ? <Badge variant="info">Provider</Badge> : null}
                    {company.isDemo ? <Badge variant="secondary">Demo</Badge> : null}
                  </div>
                  {company.contactEmail ? <div className="text-xs text-muted-foreground">{company.contactEmail}</div> : null}
                </TableCell>
                <TableCell label="Plan" className="hidden capitalize sm:table-cell">
                  {company.subscriptionTier}
                </TableCell>
                <TableCell label="Status">
                  <Badge variant={company.subscriptionStatus === 'active' ? 'success' : 'outline'} className="capitalize">
                    {company.subscriptionStatus}
                  </Badge>
                  {company.trialStatus ? (
                    <div className="mt-0.5 text-xs text-muted-foreground">
                      Trial: {company.trialStatus}
                      {company.trialEndDate && company.trialStatus !== 'converted'
                        ? `, ${company.trialStatus === 'active' ? 'ends' : 'ended'} ${formatDate(company.trialEndDate)}`
                        : ''}
                    </div>
                  ) : null}
                </TableCell>
                <TableCell label="Industry" className="hidden lg:table-cell">
                  {company.industry ?? '—'}
                </TableCell>
                <TableCell label="Location" className="hidden lg:table-cell">
                  {company.location ?? '—'}
                </TableCell>
                <TableCell label="Users" className="hidden text-right tabular-nums sm:table-cell">
                  {company.userCount}
                </TableCell>
                <TableCell className="text-right max-md:justify-end max-md:empty:hidden">
                  {company.isProvider ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => start.mutate(company.id)}
                      disabled={start.isPending}
                      aria-label={`View as client: ${company.name}`}
                    >
                      <Eye aria-hidden="true" />
                      View as client
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
