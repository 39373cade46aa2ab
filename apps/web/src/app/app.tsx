import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers.tsx';
import { AppErrorBoundary } from './errors/error-boundary.tsx';
import { AppRoutes } from './routes.tsx';

export function App() {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </AppErrorBoundary>
  );
}
