import { toast } from 'sonner';
import { Monitor, Moon, Sun } from 'lucide-react';
import type { ThemeValue } from '@gears/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useTheme } from '../../../lib/theme.tsx';
import { cn } from '../../../lib/cn.ts';
import { useUpdateProfile } from '../api/settings-api.ts';

const options: { value: ThemeValue; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

export function AppearancePanel() {
  const { theme, setTheme } = useTheme();
  const update = useUpdateProfile();

  const choose = (value: ThemeValue) => {
    if (value === theme) return;
    setTheme(value);
    update.mutate({ theme: value }, { onSuccess: () => toast.success('Theme saved') });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Appearance</CardTitle>
        <CardDescription>Saved to your profile, so it follows you to other devices. System follows this device's setting.</CardDescription>
      </CardHeader>
      <CardContent>
        <div role="radiogroup" aria-label="Theme" className="grid max-w-lg grid-cols-3 gap-2">
          {options.map((option) => (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={theme === option.value}
              onClick={() => choose(option.value)}
              className={cn(
                'flex min-h-20 flex-col items-center justify-center gap-2 rounded-lg border bg-card text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                theme === option.value && 'border-primary ring-1 ring-primary',
              )}
            >
              <option.icon className="size-5" aria-hidden="true" />
              {option.label}
            </button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
