import type { CsvFieldKey } from './csv.rules.ts';
import { unescapeFormulaCell } from './csv.rules.ts';
import {
  defaultMaintenanceSchedule,
  equipmentPriorities,
  equipmentTextLimits,
  equipmentTypes,
  isValidEquipmentYear,
  maintenanceSchedules,
  futurePurchaseDateMessage,
  isFuturePurchaseDate,
  latestPurchaseDate,
  maxEquipmentHours,
  maxMoney,
  normalizeChoice,
  parseDateInput,
  parseNumberInput,
  type EquipmentPriority,
  type EquipmentType,
  type MaintenanceSchedule,
} from './fields.rules.ts';
import { isQrCodeId } from './qr-code.rules.ts';
import { defaultEquipmentStatus, equipmentStatuses, normalizeStatus, type EquipmentStatus } from './status.rules.ts';
import { normalizeTags, splitTagCell } from './tags.rules.ts';

/** Every stored, user-editable equipment field; what the create API, the import and the repository share. */
export type EquipmentDraft = {
  name: string;
  manufacturer: string | null;
  model: string | null;
  serial: string | null;
  equipmentType: EquipmentType | null;
  status: EquipmentStatus;
  year: number | null;
  hours: number | null;
  location: string | null;
  notes: string | null;
  description: string | null;
  priority: EquipmentPriority | null;
  purchaseDate: string | null;
  warrantyExpiry: string | null;
  purchasePrice: number | null;
  currentValue: number | null;
  depreciationRate: number | null;
  currentConditionRating: number | null;
  replacementCostEstimate: number | null;
  lastValuationDate: string | null;
  maintenanceSchedule: MaintenanceSchedule;
  lastMaintenance: string | null;
  lastServiceDate: string | null;
  nextServiceDate: string | null;
  operatorName: string | null;
  tags: string[];
  qrCodeId: string | null;
};

/** The longest cell the import reads; longer text fields have their own limits below. */
export const maxCsvCellLength = 5000;

const fieldLabels: Partial<Record<CsvFieldKey, string>> = {
  name: 'Name',
  manufacturer: 'Manufacturer',
  model: 'Model',
  serial: 'Serial number',
  location: 'Location',
  notes: 'Notes',
  description: 'Description',
  operatorName: 'Operator name',
  qrCodeId: 'QR code ID',
};

type Cells = Partial<Record<CsvFieldKey, string>>;

/**
 * spec 02 §5: one CSV row to a draft, or the row's errors (the caller prefixes 'Row N: ').
 * Messages are the spec's where it gives one.
 */
export function validateImportRow(cells: Cells, now: Date = new Date()): { draft: EquipmentDraft | null; errors: string[] } {
  const errors: string[] = [];
  const raw = (key: CsvFieldKey) => unescapeFormulaCell((cells[key] ?? '').trim()).trim();
  const text = (key: keyof typeof equipmentTextLimits & CsvFieldKey): string | null => {
    const value = raw(key);
    if (value.length > equipmentTextLimits[key]) {
      errors.push(`${fieldLabels[key]} is too long (at most ${equipmentTextLimits[key]} characters)`);
      return null;
    }
    return value || null;
  };
  const number = (key: CsvFieldKey, message: string, max: number): number | null => {
    const value = raw(key);
    if (!value) return null;
    const n = parseNumberInput(value);
    if (n === null || n < 0 || n > max) {
      errors.push(message);
      return null;
    }
    return n;
  };
  const date = (key: CsvFieldKey, message: string): string | null => {
    const value = raw(key);
    if (!value) return null;
    const parsed = parseDateInput(value);
    if (!parsed) errors.push(message);
    return parsed;
  };
  const choice = <T extends string>(key: CsvFieldKey, choices: readonly T[], label: string): T | null => {
    const value = raw(key);
    if (!value) return null;
    const parsed = normalizeChoice(value, choices);
    if (!parsed) errors.push(`Invalid ${label}. Must be one of: ${choices.join(', ')}`);
    return parsed;
  };

  for (const [key, value] of Object.entries(cells)) {
    if (value && value.length > maxCsvCellLength)
      errors.push(`${fieldLabels[key as CsvFieldKey] ?? key} is too long (at most ${maxCsvCellLength} characters)`);
  }
  if (errors.length) return { draft: null, errors };

  const name = text('name');
  if (!name && !errors.length) errors.push('Equipment name is required');

  const statusText = raw('status');
  const status = statusText ? normalizeStatus(statusText) : defaultEquipmentStatus;
  if (!status) errors.push(`Invalid status. Must be one of: ${equipmentStatuses.join(', ')}`);

  let year: number | null = null;
  const yearText = raw('year');
  if (yearText) {
    const n = parseNumberInput(yearText);
    if (n === null || !isValidEquipmentYear(n, now)) errors.push('Invalid year');
    else year = n;
  }

  const rating = raw('currentConditionRating');
  let currentConditionRating: number | null = null;
  if (rating) {
    const n = parseNumberInput(rating);
    if (n === null || !Number.isInteger(n) || n < 1 || n > 10) errors.push('Condition rating must be between 1 and 10');
    else currentConditionRating = n;
  }

  const tags = normalizeTags(raw('tags') ? splitTagCell(raw('tags')) : []);
  if (tags.error) errors.push(tags.error);

  let qrCodeId = text('qrCodeId');
  if (qrCodeId) {
    if (isQrCodeId(qrCodeId.toUpperCase())) qrCodeId = qrCodeId.toUpperCase();
    else if (!/^[A-Za-z0-9-]+$/.test(qrCodeId)) errors.push('Invalid QR code ID (letters, digits and hyphens only)');
  }

  const purchaseDate = date('purchaseDate', 'Invalid purchase date format');
  if (purchaseDate && isFuturePurchaseDate(purchaseDate, latestPurchaseDate(now))) errors.push(futurePurchaseDateMessage);

  const draft: EquipmentDraft = {
    name: name ?? '',
    manufacturer: text('manufacturer'),
    model: text('model'),
    serial: text('serial'),
    equipmentType: choice('equipmentType', equipmentTypes, 'equipment type'),
    status: status ?? defaultEquipmentStatus,
    year,
    hours: number('hours', 'Invalid hours value', maxEquipmentHours),
    location: text('location'),
    notes: text('notes'),
    description: text('description'),
    priority: choice('priority', equipmentPriorities, 'priority'),
    purchaseDate,
    warrantyExpiry: date('warrantyExpiry', 'Invalid warranty expiry date format'),
    purchasePrice: number('purchasePrice', 'Invalid purchase price', maxMoney),
    currentValue: number('currentValue', 'Invalid current value', maxMoney),
    depreciationRate: number('depreciationRate', 'Invalid depreciation rate (should be 0-100)', 100),
    currentConditionRating,
    replacementCostEstimate: number('replacementCostEstimate', 'Invalid replacement cost estimate', maxMoney),
    lastValuationDate: date('lastValuationDate', 'Invalid last valuation date format'),
    maintenanceSchedule: choice('maintenanceSchedule', maintenanceSchedules, 'maintenance schedule') ?? defaultMaintenanceSchedule,
    lastMaintenance: date('lastMaintenance', 'Invalid last maintenance date format'),
    lastServiceDate: date('lastServiceDate', 'Invalid last service date format'),
    nextServiceDate: date('nextServiceDate', 'Invalid next service date format'),
    operatorName: text('operatorName'),
    tags: tags.tags,
    qrCodeId,
  };
  return errors.length ? { draft: null, errors } : { draft, errors };
}
