import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MailCheck } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TwoTabs } from '../../../components/ui/two-tabs.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { usePageMeta } from '../../../lib/seo.ts';
import { useSession } from '../../../lib/session.ts';
import { authRedirectTarget, initialAuthView, resetTokenFrom, type AuthView } from '../auth-redirect.ts';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SignUpPanel } from '../components/sign-up-panel.tsx';
import { SignedInRedirect } from '../components/signed-in-redirect.tsx';

// The reset, forgot-password and access-request forms load when their view opens, not on every visit to /auth (the
// login → dashboard budget, DESIGN §7).
const ResetPasswordForm = lazy(() => import('../components/reset-password-form.tsx').then((m) => ({ default: m.ResetPasswordForm })));
const ForgotPasswordForm = lazy(() => import('../components/forgot-password-form.tsx').then((m) => ({ default: m.ForgotPasswordForm })));
const RegistrationRequestForm = lazy(() =>
  import('../components/registration-request-form.tsx').then((m) => ({ default: m.RegistrationRequestForm })),
);

/** Toasts announced by links that land on /auth (spec 01 §2), shown once per visit. */
function useArrivalToasts(search: URLSearchParams) {
  const shown = useRef(false);
  const confirmed = search.get('confirmed') === 'true';
  const setupComplete = search.get('setup') === 'complete';
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    if (confirmed) toast.success('Email Confirmed!', { description: 'You can now sign in.' });
    if (setupComplete) toast.success('Account Setup Complete!');
  }, [confirmed, setupComplete]);
}

export function AuthPage() {
  usePageMeta('Sign In');
  const [search, setSearch] = useSearchParams();
  const { status } = useSession();
  const [view, setView] = useState<AuthView>(() => initialAuthView(search));
  const resetToken = resetTokenFrom(search);
  useArrivalToasts(search);

  const finishReset = () => {
    const next = new URLSearchParams(search);
    for (const key of ['reset', 'token', 'token_hash', 'type']) next.delete(key);
    setSearch(next, { replace: true });
    setView('signin');
  };

  let content;
  if (status === 'loading') {
    content = <LoadingScreen fullScreen={false} />;
  } else if (status === 'signed-in' && !resetToken) {
    content = <SignedInRedirect target={authRedirectTarget(search)} />;
  } else if (resetToken) {
    content = (
      <Card className="p-6">
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>
          <ResetPasswordForm token={resetToken} onDone={finishReset} />
        </Suspense>
      </Card>
    );
  } else if (view === 'forgot') {
    content = (
      <Card className="p-6">
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>
          <ForgotPasswordForm onBack={() => setView('signin')} />
        </Suspense>
      </Card>
    );
  } else if (view === 'request') {
    content = (
      <Card className="p-6">
        <Suspense fallback={<LoadingScreen fullScreen={false} />}>
          <RegistrationRequestForm onBack={() => setView('signin')} />
        </Suspense>
      </Card>
    );
  } else {
    content = (
      <Card className="p-6">
        <h1 className="mb-4 text-xl font-semibold">Welcome to GEARS Portal</h1>
        <TwoTabs<AuthView>
          value={view}
          onChange={setView}
          tabs={[
            { value: 'signin', label: 'Sign In', panel: <SignInForm onForgotPassword={() => setView('forgot')} /> },
            { value: 'signup', label: 'Sign Up', panel: <SignUpPanel onRequestAccess={() => setView('request')} /> },
          ]}
        />
      </Card>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-10 md:py-16">
      {search.get('message') === 'check-email' && status !== 'signed-in' ? (
        <Alert variant="info">
          <MailCheck aria-hidden="true" />
          <p>Check your email for a link to continue.</p>
        </Alert>
      ) : null}
      {content}
    </div>
  );
}
