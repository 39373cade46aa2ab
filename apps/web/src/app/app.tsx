import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers.tsx';
import { AppErrorBoundary } from './errors/error-boundary.tsx';
import { AppRoutes } from './routes.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

/** The whole app. `queryClient`: the page's one cache (main.tsx makes it before the first render, see there). */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <ScrollRestoration />
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </AppErrorBoundary>
  );
}
