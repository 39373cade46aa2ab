import { useSearchParams } from 'react-router';
import { Building2, CreditCard, Inbox, ListRestart, Mail, MessageSquareQuote, Plug, ShieldAlert, UserRoundSearch } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePageMeta } from '../../../lib/seo.ts';
import { AdminGuard } from '../components/admin-guard.tsx';
import { CompaniesTab } from '../components/companies-tab.tsx';
import { LeadsTab } from '../components/leads-tab.tsx';
import { OutboxTab } from '../components/outbox-tab.tsx';
import { RegistrationRequestsTab } from '../components/registration-requests-tab.tsx';
import { ReviewsTab } from '../components/reviews-tab.tsx';
import { SecondSubscriptionsTab } from '../components/second-subscriptions-tab.tsx';
import { SecurityEventsTab } from '../components/security-events-tab.tsx';
import { IntegrationsTab } from '../components/integrations-tab.tsx';
import { JobsTab } from '../components/jobs-tab.tsx';
import { useConnectorAvailable } from '../../../lib/connectors.ts';

const tabs = ['companies', 'requests', 'leads', 'reviews', 'outbox', 'jobs', 'security', 'billing', 'integrations'] as const;
type AdminTab = (typeof tabs)[number];

export function AdminPage() {
  usePageMeta('Admin', { noindex: true });
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  // Integrations exist only when the server has a connector configured.
  const zoho = useConnectorAvailable('zoho');
  const hasIntegrations = zoho.available || (requested === 'integrations' && zoho.isPending);
  const shown = tabs.filter((t) => t !== 'integrations' || hasIntegrations);
  const tab: AdminTab = shown.includes(requested as AdminTab) ? (requested as AdminTab) : 'companies';

  return (
    <AdminGuard>
      <div className="grid grid-cols-1 gap-4">
        <PageHeader
          title="Admin"
          description="Client companies, access requests, leads, reviews, outgoing email, background jobs and security events."
        />
        <Tabs value={tab} onValueChange={(value) => setSearch({ tab: value }, { replace: true })}>
          <TabsList>
            <TabsTrigger value="companies">
              <Building2 aria-hidden="true" />
              Companies
            </TabsTrigger>
            <TabsTrigger value="requests">
              <Inbox aria-hidden="true" />
              Registration requests
            </TabsTrigger>
            <TabsTrigger value="leads">
              <UserRoundSearch aria-hidden="true" />
              Leads
            </TabsTrigger>
            <TabsTrigger value="reviews">
              <MessageSquareQuote aria-hidden="true" />
              Reviews
            </TabsTrigger>
            <TabsTrigger value="outbox">
              <Mail aria-hidden="true" />
              Email outbox
            </TabsTrigger>
            <TabsTrigger value="jobs">
              <ListRestart aria-hidden="true" />
              Background jobs
            </TabsTrigger>
            <TabsTrigger value="security">
              <ShieldAlert aria-hidden="true" />
              Security events
            </TabsTrigger>
            <TabsTrigger value="billing">
              <CreditCard aria-hidden="true" />
              Second subscriptions
            </TabsTrigger>
            {hasIntegrations ? (
              <TabsTrigger value="integrations">
                <Plug aria-hidden="true" />
                Integrations
              </TabsTrigger>
            ) : null}
          </TabsList>
          <TabsContent value="companies">
            <CompaniesTab />
          </TabsContent>
          <TabsContent value="requests">
            <RegistrationRequestsTab />
          </TabsContent>
          <TabsContent value="leads">
            <LeadsTab />
          </TabsContent>
          <TabsContent value="reviews">
            <ReviewsTab />
          </TabsContent>
          <TabsContent value="outbox">
            <OutboxTab />
          </TabsContent>
          <TabsContent value="jobs">
            <JobsTab />
          </TabsContent>
          <TabsContent value="security">
            <SecurityEventsTab />
          </TabsContent>
          <TabsContent value="billing">
            <SecondSubscriptionsTab />
          </TabsContent>
          {hasIntegrations ? (
            <TabsContent value="integrations">
              <IntegrationsTab />
            </TabsContent>
          ) : null}
        </Tabs>
      </div>
    </AdminGuard>
  );
}
