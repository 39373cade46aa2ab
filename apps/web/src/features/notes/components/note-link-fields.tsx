import type { NoteType } from '@gears/domain';
import { isLinkedNoteType, noteTypeLabels, noteTypes } from '@gears/domain/notes/note.rules';
import { FormField } from '../../../components/ui/form-field.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { LinkedRecordPicker } from './linked-record-picker.tsx';

export type NoteLinks = { noteType: NoteType; referenceId: string; machine: string };

type Props = {
  value: NoteLinks;
  onChange: (next: NoteLinks) => void;
  /** What the stored links are called, for a record not among the picker's matches. */
  labels: { reference: string | null; machine: string | null };
  enabled: boolean;
};

/**
 * The note's type and what it is linked to (spec 02 §3 note_type, reference_id): a quote request, maintenance task or
 * sales order picked from the company's own, and the machine it is about. A note of type equipment is linked to its
 * machine, so one picker serves both.
 */
export function NoteLinkFields({ value, onChange, labels, enabled }: Props) {
  const { noteType, referenceId, machine } = value;
  const recordType = isLinkedNoteType(noteType) && noteType !== 'equipment' ? noteType : null;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {/* self-start: beside a picker (search and list) the type keeps its label next to its select. */}
      <div className="self-start">
        <FormField id="note-type" label="Type">
          <NativeSelect
            id="note-type"
            value={noteType}
            // Another type links another kind of record: the old link goes.
            onChange={(e) => onChange({ ...value, noteType: e.target.value as NoteType, referenceId: '' })}
          >
            {noteTypes.map((t) => (
              <option key={t} value={t}>
                {noteTypeLabels[t]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {recordType ? (
        <LinkedRecordPicker
          key={recordType}
          id="note-reference"
          type={recordType}
          value={referenceId}
          chosenLabel={labels.reference}
          onChange={(id) => onChange({ ...value, referenceId: id })}
          enabled={enabled}
        />
      ) : null}
      <LinkedRecordPicker
        id="note-machine"
        type="equipment"
        label={noteType === 'equipment' ? 'Machine' : 'Machine (optional)'}
        value={machine}
        chosenLabel={labels.machine}
        onChange={(id) => onChange({ ...value, machine: id })}
        enabled={enabled}
      />
    </div>
  );
}

/** The API's link fields: a note of type equipment links its machine; a general note links nothing. */
export function linkBody({ noteType, referenceId, machine }: NoteLinks) {
  return {
    noteType,
    referenceId: noteType === 'equipment' ? machine || null : noteType === 'general' ? null : referenceId || null,
    equipmentId: machine || null,
  };
}
