import { Ban, ChevronRight } from 'lucide-react';
import { trackerProviders, type ConnectionKind, type ProviderCategory, type TrackerProvider } from '@gears/domain/fleet/providers';
import { Badge } from '../../../components/ui/badge.tsx';

export const categoryLabels: Record<ProviderCategory, string> = {
  consumer: 'Consumer tags',
  professional: 'Professional trackers',
  enterprise: 'Enterprise telematics',
  open_source: 'Open source',
  custom: 'Custom',
};

export const connectionLabels: Record<ConnectionKind, string> = {
  osmand: 'OsmAnd protocol',
  traccar_forward: 'Traccar forwarding',
  json_push: 'JSON push',
  api: 'Provider API',
  none: 'No public interface',
};

/** The ways that work with no account first; consumer tags, which cannot be tracked, last. */
const categoryOrder: readonly ProviderCategory[] = ['open_source', 'custom', 'professional', 'enterprise', 'consumer'];

/**
 * spec 02 §3 provider catalogue, grouped by category, each with how it honestly connects (issue 16 item 1). Providers
 * with no public interface are listed as such and cannot be chosen.
 */
export function ProviderCatalogue({ onChoose }: { onChoose: (provider: TrackerProvider) => void }) {
  return (
    <div className="grid gap-4">
      {categoryOrder.map((category) => (
        <section key={category} aria-labelledby={`providers-${category}`} className="grid gap-2">
          <h3 id={`providers-${category}`} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {categoryLabels[category]}
          </h3>
          <ul className="grid gap-2">
            {trackerProviders
              .filter((p) => p.category === category)
              .map((provider: TrackerProvider) => {
                const unavailable = provider.connects.includes('none');
                return (
                  <li key={provider.key}>
                    <button
                      type="button"
                      disabled={unavailable}
                      onClick={() => onChoose(provider)}
                      aria-label={unavailable ? `${provider.name}: no public interface` : `Set up ${provider.name}`}
                      className="flex w-full items-center gap-3 rounded-lg border bg-card p-3 text-left enabled:hover:bg-muted disabled:cursor-not-allowed disabled:bg-muted/40 focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <span className="grid min-w-0 flex-1 gap-1">
                        <span className="flex flex-wrap items-center gap-2">
                          <span className="font-medium">{provider.name}</span>
                          {provider.connects.map((kind) => (
                            <Badge key={kind} variant={kind === 'none' ? 'outline' : 'secondary'}>
                              {connectionLabels[kind]}
                            </Badge>
                          ))}
                        </span>
                        <span className="text-xs text-muted-foreground">{provider.howTo}</span>
                      </span>
                      {unavailable ? (
                        <Ban className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                      ) : (
                        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                      )}
                    </button>
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}
