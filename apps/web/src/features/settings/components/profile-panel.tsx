import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { UserProfile } from '@gears/domain';
import { roleLabels } from '@gears/domain/platform/role-labels';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useUpdateProfile } from '../api/settings-api.ts';
import { AvatarUpload } from './avatar-upload.tsx';

export function ProfilePanel({ user }: { user: UserProfile }) {
  const update = useUpdateProfile();
  const [name, setName] = useState(user.name);
  const [jobTitle, setJobTitle] = useState(user.jobTitle ?? '');
  const nameMissing = name.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nameMissing) return;
    update.mutate({ name: name.trim(), jobTitle: jobTitle.trim() || null }, { onSuccess: () => toast.success('Profile saved') });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>How you appear to your colleagues.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <AvatarUpload user={user} />
        <form onSubmit={submit} className="grid max-w-lg gap-4" aria-label="Profile details">
          <FormField id="profile-name" label="Name" error={nameMissing ? 'Name is required.' : null}>
            <Input
              id="profile-name"
              autoComplete="name"
              maxLength={200}
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={nameMissing || undefined}
            />
          </FormField>
          <FormField id="profile-job-title" label="Job title">
            <Input
              id="profile-job-title"
              autoComplete="organization-title"
              maxLength={200}
              value={jobTitle}
              onChange={(event) => setJobTitle(event.target.value)}
            />
          </FormField>
          <dl className="grid gap-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="truncate">{user.email}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Role</dt>
              <dd>{roleLabels[user.role]}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Company</dt>
              <dd className="truncate">{user.companyName}</dd>
            </div>
          </dl>
          <Button type="submit" className="w-fit" disabled={update.isPending || nameMissing}>
            {update.isPending ? 'Saving…' : 'Save profile'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
