import { useRef, useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import type { UserProfile } from '@gears/domain';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { avatarProblem, avatarTypes, useUploadAvatar } from '../api/settings-api.ts';

export function AvatarUpload({ user }: { user: UserProfile }) {
  const upload = useUploadAvatar();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const issue = avatarProblem(file);
    setProblem(issue);
    if (!issue) upload.mutate(file);
  };

  return (
    <div className="flex items-center gap-4">
      <Avatar name={user.name} src={user.avatarUrl} className="size-16 text-lg" />
      <div className="grid gap-1.5">
        <input
          ref={input}
          type="file"
          accept={avatarTypes.join(',')}
          className="sr-only"
          id="avatar-file"
          onChange={onFile}
          tabIndex={-1}
          aria-label="Profile photo file"
          aria-describedby="avatar-hint"
        />
        <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={upload.isPending} className="w-fit">
          <Upload aria-hidden="true" />
          {upload.isPending ? 'Uploading…' : 'Upload photo'}
        </Button>
        <p
          id="avatar-hint"
          className={problem ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? 'PNG, JPEG or WebP, up to 2 MB.'}
        </p>
      </div>
    </div>
  );
}
