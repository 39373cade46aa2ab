import {
  AlarmClock,
  CalendarCheck,
  CircleDollarSign,
  ClipboardCheck,
  CreditCard,
  FileText,
  Mail,
  MapPin,
  Package,
  Receipt,
  Satellite,
  Star,
  Truck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { notificationKindInfo, type NotificationKind } from '@gears/domain/notifications/notification-kinds.rules';

/** spec 01 §2 "type icon": what the notice is about; its colour says the severity (and the label says both). */
const kindIcon: Record<NotificationKind, LucideIcon> = {
  quote_ready: FileText,
  quote_accepted: FileText,
  invoice_issued: Receipt,
  payment_received: CircleDollarSign,
  payment_failed: CreditCard,
  repair_submitted: Wrench,
  repair_approved: Wrench,
  repair_declined: Wrench,
  task_assigned: ClipboardCheck,
  task_due: AlarmClock,
  task_overdue: AlarmClock,
  asset_overdue: Truck,
  asset_checked_out: Truck,
  reservation_awaiting: CalendarCheck,
  reservation_confirmed: CalendarCheck,
  reservation_starting: CalendarCheck,
  site_assigned: MapPin,
  fleet_alert: Satellite,
  fleet_alert_critical: Satellite,
  low_stock: Package,
  review_pending: Star,
  weekly_digest: Mail,
};

/** The kind's icon; its label names the kind and the severity (colour is never the only signal). */
export default function NotificationKindIcon({
  kind,
  className,
  severity,
}: {
  kind: NotificationKind;
  className: string;
  severity: string;
}) {
  const Icon = kindIcon[kind];
  return <Icon className={className} aria-label={`${notificationKindInfo[kind].label} (${severity.toLowerCase()})`} />;
}
