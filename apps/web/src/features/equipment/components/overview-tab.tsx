import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ImageOff, Tag } from 'lucide-react';
import { toast } from 'sonner';
import type { Equipment, EquipmentStatus, UpdateEquipmentInput } from '@gears/domain';
import { equipmentStatuses } from '@gears/domain/equipment/status.rules';
import { isValidEquipmentYear } from '@gears/domain/equipment/fields.rules';
import { useFleetSlots } from '../../../components/fleet-slots.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useFeatures } from '../../../lib/features.ts';
import { usePermissions } from '../../../lib/permissions.ts';
import { formatMoney, formatDate, formatDateTime } from '../../../lib/format.ts';
import { nextServiceText } from '../../../lib/service-dates.ts';
import { useUpdateEquipment } from '../api/equipment-api.ts';
import { AvailabilityLine, formatHours, humanize, statusLabel } from './equipment-display.tsx';
import { InlineField, type InlineParse } from './inline-field.tsx';
import { CustomFieldsSection } from './custom-fields/custom-fields-section.tsx';

/** spec 02 §5 inline edit rules. */
const parseName = (text: string): InlineParse =>
  text.trim() ? { ok: true, value: text.trim() } : { ok: false, error: 'Equipment name cannot be empty' };
const parseTrimmed = (text: string): InlineParse => ({ ok: true, value: text.trim() || null });
const parseYear = (text: string): InlineParse => {
  if (!text.trim()) return { ok: true, value: null };
  const year = Number(text);
  return isValidEquipmentYear(year) ? { ok: true, value: year } : { ok: false, error: 'Please enter a valid year' };
};
const parseHours = (text: string): InlineParse => {
  if (!text.trim()) return { ok: true, value: null };
  const hours = Number(text);
  if (Number.isNaN(hours)) return { ok: false, error: 'Enter the hours as a number' };
  return hours < 0 ? { ok: false, error: 'Hours cannot be negative' } : { ok: true, value: hours };
};
const parseMoney =
  (label: string) =>
  (text: string): InlineParse => {
    if (!text.trim()) return { ok: true, value: null };
    const amount = Number(text);
    if (Number.isNaN(amount)) return { ok: false, error: `Enter the ${label.toLowerCase()} as a number` };
    return amount < 0 ? { ok: false, error: `${label} cannot be negative` } : { ok: true, value: Math.round(amount * 100) / 100 };
  };

function Fact({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={cn('grid min-w-0 gap-0.5', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 truncate">{children}</dd>
    </div>
  );
}

/** The inline editor for a role that may edit; the plain value otherwise (ADR 0008). */
function EditableField({ editable, ...props }: React.ComponentProps<typeof InlineField> & { editable: boolean }) {
  if (editable) return <InlineField {...props} />;
  return (
    <Fact label={props.label} className={props.className}>
      {props.display}
    </Fact>
  );
}

const dateOr = (value: string | null) => (value ? formatDate(`${value}T00:00:00`) : '—');
const moneyOr = (value: number | null) => (value === null ? '—' : formatMoney(value));

export function OverviewTab({ equipment }: { equipment: Equipment }) {
  const update = useUpdateEquipment(equipment.id);
  const [photoFailed, setPhotoFailed] = useState(false);
  const can = usePermissions();
  // The machine's GPS status (issue 16 item 4) where the page composes the fleet's piece and the plan has fleet tracking.
  const GpsStatus = useFleetSlots()?.GpsStatus;
  const hasFleetTracking = useFeatures().has('fleet_tracking') === true;
  // Archived equipment is read-only until restored (its values stay readable).
  const archived = equipment.archivedAt !== null;
  // ADR 0008: a role that may not edit sees the values; money fields have their own permission.
  const mayEdit = can('equipment.edit') && !archived;

  async function save(patch: UpdateEquipmentInput) {
    try {
      await update.mutateAsync(patch);
      toast.success('Equipment updated');
    } catch (error) {
      toast.error('Update failed', { description: errorMessage(error, 'Please try again.') });
      throw new Error(errorMessage(error, 'Update failed'), { cause: error });
    }
  }

  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="grid gap-5 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <div className="flex aspect-[2/1] w-full items-center justify-center overflow-hidden rounded-lg border bg-muted sm:aspect-square sm:max-w-40">
          {equipment.imageUrl && !photoFailed ? (
            <img src={equipment.imageUrl} alt={equipment.name} className="size-full object-cover" onError={() => setPhotoFailed(true)} />
          ) : (
            <span className="flex flex-col items-center gap-1 p-2 text-center text-xs text-muted-foreground">
              <ImageOff className="size-6" aria-hidden="true" />
              {photoFailed ? 'Failed to load image' : 'No photo yet'}
            </span>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <EditableField
            editable={mayEdit}
            className="col-span-2 sm:col-span-1"
            label="Name"
            display={equipment.name}
            initial={equipment.name}
            parse={parseName}
            onSave={(v) => save({ name: v as string })}
          />
          <EditableField
            editable={mayEdit}
            label="Model"
            display={equipment.model ?? '—'}
            initial={equipment.model ?? ''}
            parse={parseTrimmed}
            onSave={(v) => save({ model: v as string | null })}
          />
          <EditableField
            editable={mayEdit}
            label="Serial"
            display={equipment.serial ?? '—'}
            initial={equipment.serial ?? ''}
            parse={parseTrimmed}
            onSave={(v) => save({ serial: v as string | null })}
          />
          <EditableField
            editable={mayEdit}
            label="Year"
            display={equipment.year === null ? '—' : String(equipment.year)}
            initial={equipment.year === null ? '' : String(equipment.year)}
            parse={parseYear}
            onSave={(v) => save({ year: v as number | null })}
            type="number"
            step={1}
          />
          <EditableField
            editable={mayEdit}
            label="Hours"
            display={formatHours(equipment.hours)}
            initial={equipment.hours === null ? '' : String(equipment.hours)}
            parse={parseHours}
            onSave={(v) => save({ hours: v as number | null })}
            type="number"
            step={0.1}
            min={0}
          />
          <div className="col-span-2 grid gap-0.5 sm:col-span-1">
            <dt>
              <label htmlFor="detail-status" className="text-xs text-muted-foreground">
                Status
              </label>
            </dt>
            <dd>
              <NativeSelect
                id="detail-status"
                value={equipment.status}
                className="h-9"
                disabled={update.isPending || !mayEdit}
                onChange={(event) => void save({ status: event.target.value as EquipmentStatus }).catch(() => undefined)}
              >
                {equipmentStatuses.map((status) => (
                  <option key={status} value={status}>
                    {statusLabel(status)}
                  </option>
                ))}
              </NativeSelect>
            </dd>
          </div>
          <Fact label="Manufacturer">{equipment.manufacturer ?? '—'}</Fact>
          <Fact label="Type">{humanize(equipment.equipmentType)}</Fact>
          <Fact label="Location">{equipment.location ?? '—'}</Fact>
          <Fact label="Job site">
            {equipment.jobSite ? (
              <Link
                className="font-medium text-accent-text underline-offset-2 hover:underline"
                to={`/dashboard/job-sites?id=${equipment.jobSite.id}`}
              >
                {equipment.jobSite.name}
              </Link>
            ) : (
              'Not at a job site'
            )}
          </Fact>
          {GpsStatus && hasFleetTracking ? (
            <Fact label="GPS">
              <Suspense fallback="…">
                <GpsStatus equipmentId={equipment.id} />
              </Suspense>
            </Fact>
          ) : null}
          <Fact label="Availability">
            <AvailabilityLine equipment={equipment} className="text-sm" />
          </Fact>
          <Fact label="Maintenance schedule">{humanize(equipment.maintenanceSchedule)}</Fact>
          <Fact label="Last maintenance">{dateOr(equipment.lastMaintenance)}</Fact>
          <Fact label="Last service">{dateOr(equipment.lastServiceDate)}</Fact>
          <Fact label="Next service">{nextServiceText(equipment)}</Fact>
          <Fact label="Purchase date">{dateOr(equipment.purchaseDate)}</Fact>
          <Fact label="Warranty expiry">{dateOr(equipment.warrantyExpiry)}</Fact>
          <EditableField
            editable={can('equipment.editFinancials') && !archived}
            label="Purchase price"
            display={moneyOr(equipment.purchasePrice)}
            initial={equipment.purchasePrice === null ? '' : String(equipment.purchasePrice)}
            parse={parseMoney('Purchase price')}
            onSave={(v) => save({ purchasePrice: v as number | null })}
            type="number"
            step={0.01}
            min={0}
          />
          {/* Computed from price, date and rate (spec 02 §9) it is not typed; the Lifecycle tab changes what it comes from. */}
          {equipment.currentValueSource === 'computed' ? (
            <Fact label="Current value (computed)">{moneyOr(equipment.currentValue)}</Fact>
          ) : (
            <EditableField
              editable={can('equipment.editFinancials') && !archived}
              label="Current value"
              display={moneyOr(equipment.currentValue)}
              initial={equipment.currentValue === null ? '' : String(equipment.currentValue)}
              parse={parseMoney('Current value')}
              onSave={(v) => save({ currentValue: v as number | null })}
              type="number"
              step={0.01}
              min={0}
            />
          )}
          <Fact label="QR code">{equipment.qrCodeId ? <span className="font-mono">{equipment.qrCodeId}</span> : 'Needs QR'}</Fact>
          <Fact label="Updated">{formatDateTime(equipment.updatedAt)}</Fact>
          <div className="col-span-2 grid gap-1">
            <dt className="text-xs text-muted-foreground">Tags</dt>
            <dd className="flex flex-wrap gap-1.5">
              {equipment.tags.length === 0 ? '—' : null}
              {equipment.tags.map((tag) => (
                <span key={tag} className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs">
                  <Tag className="size-3" aria-hidden="true" />
                  {tag}
                </span>
              ))}
            </dd>
          </div>
          {equipment.notes ? (
            <div className="col-span-2 grid gap-1">
              <dt className="text-xs text-muted-foreground">Notes</dt>
              <dd className="text-sm whitespace-pre-wrap">{equipment.notes}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      {/* Custom fields and alternate codes (issue 19 items 4, 5): part of the equipment page's own lazy chunk. */}
      <CustomFieldsSection equipment={equipment} />
    </div>
  );
}
