/** Tone of an insight, advisory or trend → classes; always paired with words or an icon, never colour alone. */
export type Tone = 'success' | 'info' | 'warning' | 'critical';

export const toneText: Record<Tone, string> = {
  success: 'text-success',
  info: 'text-info',
  warning: 'text-accent-text',
  critical: 'text-destructive',
};

export const toneSurface: Record<Tone, string> = {
  success: 'border-success/30 bg-success/10',
  info: 'border-info/30 bg-info/10',
  warning: 'border-primary/40 bg-primary/10',
  critical: 'border-destructive/30 bg-destructive/10',
};
