import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Monitor, Moon, Sun } from 'lucide-react';
import type { MeResponse, ThemeValue } from '@gears/domain';
import { api } from '../lib/api-client.ts';
import { meQueryKey, useSession } from '../lib/session.ts';
import { useTheme } from '../lib/theme.tsx';
import { Button } from '../components/ui/button.tsx';
import { deferredMenu } from '../components/ui/deferred-menu.tsx';

export const themeOptions: { value: ThemeValue; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

/** Applies a theme at once; a signed-in user's choice is also saved to their profile. */
export function useThemeChoice() {
  const { theme, setTheme } = useTheme();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: ThemeValue) => api.patch<MeResponse>('/api/me', { theme: next }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
  const choose = (next: string) => {
    const value = next as ThemeValue;
    setTheme(value);
    if (user && user.theme !== value) save.mutate(value);
  };
  return { theme, choose };
}

// The icon follows the `dark` class theme-init.js puts on <html> (CSS, not state), so pre-rendered pages hydrate
// without a mismatch whatever theme this browser uses.
export const ThemeTrigger = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function ThemeTrigger(props, ref) {
  return (
    <Button ref={ref} variant="ghost" size="icon" aria-label="Theme" aria-haspopup="menu" {...props}>
      <Sun className="dark:hidden" />
      <Moon className="hidden dark:block" />
    </Button>
  );
});

const DeferredThemeMenu = deferredMenu(async () => (await import('./theme-menu-dropdown.tsx')).ThemeMenuDropdown);

export function ThemeMenu() {
  return <DeferredThemeMenu placeholder={(handlers) => <ThemeTrigger {...handlers} />} />;
}
