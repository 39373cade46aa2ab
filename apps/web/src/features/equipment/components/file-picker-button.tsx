import { useRef } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

type FilePickerButtonProps = {
  label: string;
  accept: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  busyLabel?: string;
  busy?: boolean;
};

/** A button that opens the file chooser; only the first chosen file is used (spec 02 §5). */
export function FilePickerButton({ label, accept, onFile, disabled, busy, busyLabel }: FilePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button variant="outline" onClick={() => input.current?.click()} disabled={disabled || busy}>
        <Upload aria-hidden="true" />
        {busy ? (busyLabel ?? 'Uploading…') : label}
      </Button>
    </>
  );
}
