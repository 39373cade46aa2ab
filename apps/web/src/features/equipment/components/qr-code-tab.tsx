import type { Equipment } from '@gears/domain';
import { LabelSheetForm } from './label-sheet-form.tsx';
import { QrPreview } from './qr-preview.tsx';

export function QrCodeTab({ equipment }: { equipment: Equipment }) {
  return (
    <div className="grid gap-5">
      <QrPreview equipment={equipment} />
      {equipment.qrCodeId ? <LabelSheetForm ids={[equipment.id]} idPrefix={`labels-${equipment.id}`} className="border-t pt-4" /> : null}
    </div>
  );
}
