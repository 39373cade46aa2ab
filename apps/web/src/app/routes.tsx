import { Navigate, Route, Routes, useLocation } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { ProtectedRoute } from './guards/protected-route.tsx';
import { QuoteAlertsAbove } from './dashboard/quote-alerts-slot.tsx';
import { SubscriptionCheck } from '../features/billing/components/subscription-check.tsx';

// Every page is its own chunk: a visitor downloads only the chrome and the pages they open.
const HomePage = lazyPage(() => import('../features/public/pages/home-page.tsx'), 'HomePage');
const AboutPage = lazyPage(() => import('../features/public/pages/about-page.tsx'), 'AboutPage');
const ContactPage = lazyPage(() => import('../features/public/pages/contact-page.tsx'), 'ContactPage');
const PricingPage = lazyPage(() => import('../features/public/pages/pricing-page.tsx'), 'PricingPage');
const PrivacyPage = lazyPage(() => import('../features/public/pages/privacy-page.tsx'), 'PrivacyPage');
const ResourcesPage = lazyPage(() => import('../features/public/pages/resources-page.tsx'), 'ResourcesPage');
const NotFoundPage = lazyPage(() => import('../features/public/pages/not-found-page.tsx'), 'NotFoundPage');
const AuthPage = lazyPage(() => import('../features/auth/pages/auth-page.tsx'), 'AuthPage');
const InvitePage = lazyPage(() => import('../features/auth/pages/invite-page.tsx'), 'InvitePage');
const DashboardLayout = lazyPage(() => import('./layouts/dashboard-layout.tsx'), 'DashboardLayout');
const DashboardHomePage = lazyPage(() => import('./pages/dashboard-home-page.tsx'), 'DashboardHomePage');
const DashboardNotFoundPage = lazyPage(() => import('../features/dashboard/pages/dashboard-not-found-page.tsx'), 'DashboardNotFoundPage');
const AdminPage = lazyPage(() => import('../features/admin/pages/admin-page.tsx'), 'AdminPage');
const ZohoAuthPage = lazyPage(() => import('../features/admin/pages/zoho-auth-page.tsx'), 'ZohoAuthPage');
const SettingsPage = lazyPage(() => import('../features/settings/pages/settings-page.tsx'), 'SettingsPage');
const EquipmentPage = lazyPage(() => import('./pages/equipment-page.tsx'), 'EquipmentPage');
const EquipmentQrPage = lazyPage(() => import('../features/equipment/pages/equipment-qr-page.tsx'), 'EquipmentQrPage');
const MaintenancePage = lazyPage(() => import('../features/maintenance/pages/maintenance-page.tsx'), 'MaintenancePage');
const PartsPage = lazyPage(() => import('../features/parts/pages/parts-page.tsx'), 'PartsPage');
const FleetPage = lazyPage(() => import('../features/fleet/pages/fleet-page.tsx'), 'FleetPage');
const JobSitesPage = lazyPage(() => import('../features/job-sites/pages/job-sites-page.tsx'), 'JobSitesPage');
const NotesPage = lazyPage(() => import('../features/notes/pages/notes-page.tsx'), 'NotesPage');
const ScannerPage = lazyPage(() => import('../features/scanner/pages/scanner-page.tsx'), 'ScannerPage');
const QuotesPage = lazyPage(() => import('./pages/quotes-page.tsx'), 'QuotesPage');
const AnalyticsPage = lazyPage(() => import('../features/analytics/pages/analytics-page.tsx'), 'AnalyticsPage');
const TestCheckoutPage = lazyPage(() => import('../features/checkout/pages/test-checkout-page.tsx'), 'TestCheckoutPage');
const PaymentSuccessPage = lazyPage(() => import('../features/checkout/pages/payment-success-page.tsx'), 'PaymentSuccessPage');
const SignupWithPlanPage = lazyPage(() => import('../features/billing/pages/signup-with-plan-page.tsx'), 'SignupWithPlanPage');
const AccountBillingPage = lazyPage(() => import('../features/billing/pages/account-billing-page.tsx'), 'AccountBillingPage');
const ReactivatePage = lazyPage(() => import('../features/billing/pages/reactivate-page.tsx'), 'ReactivatePage');

/** /login and /register are old entry points: keep their query (returnTo) on the way to /auth. */
function RedirectToAuth({ tab }: { tab?: string }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  if (tab) params.set('tab', tab);
  const query = params.toString();
  return <Navigate to={`/auth${query ? `?${query}` : ''}`} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      {/* Payment pages stand alone (no site or dashboard chrome); the test checkout's session id is its capability. */}
      <Route path="checkout/test/:sessionId" element={<TestCheckoutPage />} />
      <Route path="success" element={<PaymentSuccessPage />} />
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="resources" element={<ResourcesPage />} />
        <Route path="terms" element={<Navigate to="/privacy" replace />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="login" element={<RedirectToAuth />} />
        <Route path="register" element={<RedirectToAuth tab="signup" />} />
        <Route path="invite/:token" element={<InvitePage />} />
        <Route path="signup-with-plan" element={<SignupWithPlanPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<ProtectedRoute />}>
        {/* spec 01 §4/§9: the subscription is checked when the dashboard opens after sign-in and every 5 minutes. */}
        <Route element={<SubscriptionCheck />}>
          <Route element={<DashboardLayout />}>
            <Route
              path="dashboard"
              element={
                <QuoteAlertsAbove>
                  <DashboardHomePage />
                </QuoteAlertsAbove>
              }
            />
            <Route path="dashboard/admin" element={<AdminPage />} />
            {/* The accounting connector's OAuth redirect URI (registered at Zoho); answers 'does not exist' while it is off. */}
            <Route path="zoho-auth" element={<ZohoAuthPage />} />
            {/* spec 02 §2: each pair of paths shows the same screen. */}
            <Route path="dashboard/equipment" element={<EquipmentPage />} />
            <Route path="dashboard/fleet-management" element={<EquipmentPage />} />
            {/* spec 02 §2: a machine's manual viewer (issue 18 item 2), loaded by the equipment page's chunk. */}
            <Route path="dashboard/equipment/:id/manual" element={<EquipmentPage />} />
            <Route path="dashboard/fleet-tracking" element={<FleetPage />} />
            <Route path="dashboard/fleet" element={<FleetPage />} />
            <Route path="dashboard/scanner" element={<ScannerPage />} />
            <Route path="dashboard/qr-scanner" element={<ScannerPage />} />
            <Route path="dashboard/maintenance" element={<MaintenancePage />} />
            <Route path="dashboard/parts-inventory" element={<PartsPage />} />
            <Route path="dashboard/job-sites" element={<JobSitesPage />} />
            <Route path="dashboard/quotes" element={<QuotesPage />} />
            <Route path="dashboard/quotes-orders" element={<QuotesPage />} />
            <Route path="dashboard/analytics" element={<AnalyticsPage />} />
            <Route path="dashboard/notes" element={<NotesPage />} />
            {/* The URL printed in every QR label (spec 02 §2); signed-out visitors sign in and come back. */}
            <Route path="equipment/:qrCodeId" element={<EquipmentQrPage />} />
            <Route path="dashboard/*" element={<DashboardNotFoundPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="account/billing" element={<AccountBillingPage />} />
            <Route path="account/reactivate" element={<ReactivatePage />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
