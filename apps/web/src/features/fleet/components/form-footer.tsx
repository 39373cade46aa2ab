import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

type FormFooterProps = {
  /** The mutation's state: its error shows here unless the server named fields (they show on the fields). */
  record: { isError: boolean; isPending: boolean; error: unknown };
  fieldErrors: Record<string, string>;
  failure: string;
  saveLabel: string;
  onCancel: () => void;
};

/** The end of the record forms (cost, sensor reading): a general error, Cancel and Save. */
export function FormFooter({ record, fieldErrors, failure, saveLabel, onCancel }: FormFooterProps) {
  return (
    <>
      {record.isError && Object.keys(fieldErrors).length === 0 ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {errorMessage(record.error, failure)}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Saving…' : saveLabel}
        </Button>
      </div>
    </>
  );
}
