import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { providerOf, type TrackerProvider } from '@gears/domain/fleet/providers';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useCreateSource, type SourceWithSecret } from '../api/sources-api.ts';
import { ProviderCatalogue } from './provider-catalogue.tsx';
import { SecretPanel } from './secret-panel.tsx';
import { SourceForm } from './source-form.tsx';
import { TestConnection } from './test-connection.tsx';

type SetupDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; needsCompany: boolean };

/**
 * spec 02 §2 GPS Tracker Setup: choose a provider from the catalogue, name the source (and enter the account for an
 * API provider), then copy the ingest URL and secret, shown this once; API sources test their connection.
 */
export function SetupDialog({ open, onOpenChange, needsCompany }: SetupDialogProps) {
  const [provider, setProvider] = useState<TrackerProvider | null>(null);
  const [created, setCreated] = useState<SourceWithSecret | null>(null);
  const create = useCreateSource();
  const close = (next: boolean) => {
    if (!next) {
      setProvider(null);
      setCreated(null);
      create.reset();
    }
    onOpenChange(next);
  };

  const connects = created ? (providerOf(created.source.trackerType)?.connects ?? created.source.connects) : [];
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{created ? `${created.source.name} added` : provider ? `Set up ${provider.name}` : 'GPS Tracker Setup'}</DialogTitle>
          <DialogDescription>
            {created
              ? created.secret
                ? 'Point the device or server at the URL below. Positions appear on the map once the device is assigned to a machine.'
                : 'The account settings are stored encrypted. Test the connection to check them.'
              : provider
                ? 'Name this tracker source.'
                : 'Choose how your trackers reach the portal. Each provider says what it needs on its side.'}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <div className="grid gap-4">
            {created.secret ? <SecretPanel created={created} connects={connects} /> : <TestConnection source={created.source} />}
            <Button className="justify-self-end" onClick={() => close(false)}>
              <CheckCircle2 aria-hidden="true" />
              Done
            </Button>
          </div>
        ) : provider ? (
          <SourceForm
            provider={provider}
            needsCompany={needsCompany}
            pending={create.isPending}
            error={create.error}
            onBack={() => (setProvider(null), create.reset())}
            onSubmit={(input) => create.mutate(input, { onSuccess: setCreated })}
          />
        ) : (
          <ProviderCatalogue onChoose={setProvider} />
        )}
      </DialogContent>
    </Dialog>
  );
}
