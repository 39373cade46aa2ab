import { useState, type FormEvent } from 'react';
import type { CreateTrackerSourceInput } from '@gears/domain';
import { fleetMessages as m } from '@gears/domain/fleet/messages';
import { settingsOf } from '@gears/domain/fleet/provider-settings';
import type { TrackerProvider, TrackerType } from '@gears/domain/fleet/providers';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-client.ts';
import { useClientCompanies } from '../../../lib/client-companies.ts';

type SourceFormProps = {
  provider: TrackerProvider;
  needsCompany: boolean;
  pending: boolean;
  error: unknown;
  onBack: () => void;
  onSubmit: (input: CreateTrackerSourceInput) => void;
};

/** spec 02 §5: the configuration name is required; API providers take their account settings and optional URLs. */
export function SourceForm({ provider, needsCompany, pending, error, onBack, onSubmit }: SourceFormProps) {
  const usesApi = provider.connects.includes('api');
  const companies = useClientCompanies(needsCompany);
  const [name, setName] = useState(provider.name);
  const [companyId, setCompanyId] = useState('');
  const settings = settingsOf(provider.key);
  const [config, setConfig] = useState<Record<string, string>>({});
  const [apiEndpoint, setApiEndpoint] = useState('');
  const [webhookUrl, setWebhookUrl] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = fieldErrors(error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = m.missingRequiredFields;
    if (needsCompany && !companyId) problems.companyId = 'Choose the company this source belongs to.';
    const entered = Object.fromEntries(settings.flatMap((s) => (config[s.key]?.trim() ? [[s.key, config[s.key]!.trim()]] : [])));
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    onSubmit({
      trackerType: provider.key as TrackerType,
      name: name.trim(),
      ...(Object.keys(entered).length > 0 ? { config: entered } : {}),
      apiEndpoint: apiEndpoint.trim() || null,
      webhookUrl: webhookUrl.trim() || null,
      ...(needsCompany ? { companyId } : {}),
    });
  };

  const general = error && Object.keys(server).length === 0 ? errorMessage(error, 'The source could not be added.') : null;
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      <p className="text-sm text-muted-foreground">{provider.howTo}</p>
      <FormField id="source-name" label="Configuration name" error={local.name ?? server.name}>
        <Input id="source-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} required />
      </FormField>
      {needsCompany ? (
        <FormField id="source-company" label="Company" error={local.companyId ?? server.companyId}>
          <NativeSelect id="source-company" value={companyId} onChange={(e) => setCompanyId(e.target.value)}>
            <option value="">Choose a company</option>
            {(companies.data ?? []).map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      {usesApi ? (
        <>
          {settings.map((setting) => (
            <FormField key={setting.key} id={`source-${setting.key}`} label={setting.label} error={server[`config.${setting.key}`]}>
              <Input
                id={`source-${setting.key}`}
                type={setting.secret ? 'password' : 'text'}
                autoComplete="off"
                value={config[setting.key] ?? ''}
                onChange={(e) => setConfig((current) => ({ ...current, [setting.key]: e.target.value }))}
              />
            </FormField>
          ))}
          {settings.length > 0 ? <p className="text-xs text-muted-foreground">Stored encrypted; never shown again.</p> : null}
          <FormField
            id="source-endpoint"
            label={provider.key === 'att' ? 'API endpoint of your account' : 'API endpoint (optional)'}
            error={server.apiEndpoint}
          >
            <Input
              id="source-endpoint"
              type="url"
              value={apiEndpoint}
              onChange={(e) => setApiEndpoint(e.target.value)}
              placeholder="https://"
            />
          </FormField>
          <FormField id="source-webhook" label="Webhook URL (optional)" error={server.webhookUrl}>
            <Input
              id="source-webhook"
              type="url"
              value={webhookUrl}
              onChange={(e) => setWebhookUrl(e.target.value)}
              placeholder="https://"
            />
          </FormField>
        </>
      ) : null}
      {general ? (
        <p role="alert" className="text-sm text-destructive">
          {general}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack}>
          Back to providers
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Adding…' : 'Add source'}
        </Button>
      </div>
    </form>
  );
}
