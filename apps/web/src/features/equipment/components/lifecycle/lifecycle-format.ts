import type { LifecycleStage, WarrantyStatus } from '@gears/domain';
import type { BadgeProps } from '../../../../components/ui/badge.tsx';

export const stageLabels: Record<LifecycleStage, string> = {
  new: 'New',
  active: 'Active',
  maintenance_required: 'Maintenance required',
  near_replacement: 'Near replacement',
  retired: 'Retired',
};

export const stageVariant: Record<LifecycleStage, BadgeProps['variant']> = {
  new: 'success',
  active: 'info',
  maintenance_required: 'warning',
  near_replacement: 'destructive',
  retired: 'secondary',
};

export const warrantyLabels: Record<WarrantyStatus, string> = {
  active: 'Warranty active',
  expired: 'Warranty expired',
  unknown: 'Warranty unknown',
};

export const warrantyVariant: Record<WarrantyStatus, BadgeProps['variant']> = {
  active: 'success',
  expired: 'destructive',
  unknown: 'outline',
};
