import { useSearchParams } from 'react-router';
import { Bell, Building2, CreditCard, KeyRound, MonitorSmartphone, Palette, ListPlus, UserRound, Users } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { usePageMeta } from '../../../lib/seo.ts';
import { usePermissions } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/session.ts';
import { AppearancePanel } from '../components/appearance-panel.tsx';
import { BillingPanel } from '../components/billing-panel.tsx';
import { CustomFieldsPanel } from '../components/custom-fields-panel.tsx';
import { CompanyPanel } from '../components/company-panel.tsx';
import { NotificationsPanel } from '../components/notifications-panel.tsx';
import { PasswordPanel } from '../components/password-panel.tsx';
import { ProfilePanel } from '../components/profile-panel.tsx';
import { SessionsPanel } from '../components/sessions-panel.tsx';
import { TeamPanel } from '../components/team-panel.tsx';

const allTabs = ['profile', 'password', 'appearance', 'notifications', 'sessions', 'company', 'custom-fields', 'team', 'billing'] as const;
type SettingsTab = (typeof allTabs)[number];

export function SettingsPage() {
  usePageMeta('Settings', { noindex: true });
  const { me } = useSession();
  const can = usePermissions();
  const [search, setSearch] = useSearchParams();
  if (!me) return <LoadingScreen fullScreen={false} />;

  const canManageTeam = me.user.role === 'client_admin';
  // Company settings belong to a client company: its users, or a provider admin impersonating it.
  const hasCompany = me.context.companyId !== null;
  // Custom fields (issue 19 item 4) are the company's, managed by its managers up (customFields.manage).
  const canManageFields = hasCompany && can('customFields.manage');
  const available = allTabs.filter((tab) =>
    tab === 'company' ? hasCompany : tab === 'custom-fields' ? canManageFields : (tab !== 'team' && tab !== 'billing') || canManageTeam,
  );
  const requested = search.get('tab') as SettingsTab | null;
  const tab: SettingsTab = requested && available.includes(requested) ? requested : 'profile';

  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title="Settings" description="Your profile, password, appearance and signed-in devices." />
      <Tabs value={tab} onValueChange={(value) => setSearch(value === 'profile' ? {} : { tab: value }, { replace: true })}>
        <TabsList>
          <TabsTrigger value="profile">
            <UserRound aria-hidden="true" />
            Profile
          </TabsTrigger>
          <TabsTrigger value="password">
            <KeyRound aria-hidden="true" />
            Password
          </TabsTrigger>
          <TabsTrigger value="appearance">
            <Palette aria-hidden="true" />
            Appearance
          </TabsTrigger>
          <TabsTrigger value="notifications">
            <Bell aria-hidden="true" />
            Notifications
          </TabsTrigger>
          <TabsTrigger value="sessions">
            <MonitorSmartphone aria-hidden="true" />
            Sessions
          </TabsTrigger>
          {hasCompany ? (
            <TabsTrigger value="company">
              <Building2 aria-hidden="true" />
              Company
            </TabsTrigger>
          ) : null}
          {canManageFields ? (
            <TabsTrigger value="custom-fields">
              <ListPlus aria-hidden="true" />
              Custom fields
            </TabsTrigger>
          ) : null}
          {canManageTeam ? (
            <TabsTrigger value="team">
              <Users aria-hidden="true" />
              Team
            </TabsTrigger>
          ) : null}
          {canManageTeam ? (
            <TabsTrigger value="billing">
              <CreditCard aria-hidden="true" />
              Billing
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="profile">
          <ProfilePanel key={me.user.id} user={me.user} />
        </TabsContent>
        <TabsContent value="password">
          <PasswordPanel />
        </TabsContent>
        <TabsContent value="appearance">
          <AppearancePanel />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsPanel />
        </TabsContent>
        <TabsContent value="sessions">
          <SessionsPanel />
        </TabsContent>
        {hasCompany ? (
          <TabsContent value="company">
            <CompanyPanel />
          </TabsContent>
        ) : null}
        {canManageFields ? (
          <TabsContent value="custom-fields">
            <CustomFieldsPanel />
          </TabsContent>
        ) : null}
        {canManageTeam ? (
          <TabsContent value="team">
            <TeamPanel />
          </TabsContent>
        ) : null}
        {canManageTeam ? (
          <TabsContent value="billing">
            <BillingPanel />
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}
