import type { Equipment } from '@gears/domain';
import { LabelSheetForm } from './label-sheet-form.tsx';
import { QrPreview } from './qr-preview.tsx';

export function QrCodeTab({ equipment, readOnly = false }: { equipment: Equipment; readOnly?: boolean }) {
  return (
    <div className="grid gap-5">
      <QrPreview equipment={equipment} readOnly={readOnly} />
      {equipment.qrCodeId ? <LabelSheetForm ids={[equipment.id]} idPrefix={`labels-${equipment.id}`} className="border-t pt-4" /> : null}
    </div>
  );
}
