import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client.ts';
import { ThemeProvider, useTheme } from '../lib/theme.tsx';
import { mobileQuery, useMediaQuery } from '../lib/use-media-query.ts';
import { ThemeSync } from './theme-sync.tsx';

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  // spec 01 §4/§9: at most one toast visible.
  // Desktop: bottom right keeps the impersonation banner and header readable. Phone: top, so a
  // toast never covers the bottom bar or a bottom sheet's buttons under the thumb.
  const isPhone = useMediaQuery(mobileQuery);
  return <Toaster visibleToasts={1} theme={resolvedTheme} richColors closeButton position={isPhone ? 'top-center' : 'bottom-right'} />;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <ThemeSync />
        {children}
        <ThemedToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
