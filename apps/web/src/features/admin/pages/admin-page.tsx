import { useSearchParams } from 'react-router';
import { Building2, Inbox, Mail, ShieldAlert } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { usePageMeta } from '../../../lib/seo.ts';
import { AdminGuard } from '../components/admin-guard.tsx';
import { CompaniesTab } from '../components/companies-tab.tsx';
import { OutboxTab } from '../components/outbox-tab.tsx';
import { RegistrationRequestsTab } from '../components/registration-requests-tab.tsx';
import { SecurityEventsTab } from '../components/security-events-tab.tsx';

const tabs = ['companies', 'requests', 'outbox', 'security'] as const;
type AdminTab = (typeof tabs)[number];

export function AdminPage() {
  usePageMeta('Admin', { noindex: true });
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: AdminTab = tabs.includes(requested as AdminTab) ? (requested as AdminTab) : 'companies';

  return (
    <AdminGuard>
      <div className="grid grid-cols-1 gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Admin</h1>
          <p className="text-sm text-muted-foreground">Client companies, access requests, outgoing email and security events.</p>
        </div>
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
            <TabsTrigger value="outbox">
              <Mail aria-hidden="true" />
              Email outbox
            </TabsTrigger>
            <TabsTrigger value="security">
              <ShieldAlert aria-hidden="true" />
              Security events
            </TabsTrigger>
          </TabsList>
          <TabsContent value="companies">
            <CompaniesTab />
          </TabsContent>
          <TabsContent value="requests">
            <RegistrationRequestsTab />
          </TabsContent>
          <TabsContent value="outbox">
            <OutboxTab />
          </TabsContent>
          <TabsContent value="security">
            <SecurityEventsTab />
          </TabsContent>
        </Tabs>
      </div>
    </AdminGuard>
  );
}
