import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers.tsx';
import { AppErrorBoundary } from './errors/error-boundary.tsx';
import { AppRoutes } from './routes.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

export function App() {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <BrowserRouter>
          <ScrollRestoration />
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </AppErrorBoundary>
  );
}
