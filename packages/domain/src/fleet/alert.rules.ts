import type { AlertType } from './fleet.schema.ts';

export type AlertSeverity = 'info' | 'warning' | 'critical';

/**
 * How serious each fleet alert is (issue 16 item 6). Critical alerts also go out by email: a machine leaving a site
 * after hours (possible theft), one moving while it is in maintenance (locked out for repair), a critical sensor.
 */
export const alertSeverity: Record<AlertType, AlertSeverity> = {
  geofence_enter: 'info',
  geofence_exit: 'info',
  after_hours_exit: 'critical',
  low_battery: 'warning',
  signal_lost: 'warning',
  moving_while_checked_in: 'warning',
  moving_in_maintenance: 'critical',
  sensor_warning: 'warning',
  sensor_critical: 'critical',
};

export const alertTitles: Record<AlertType, string> = {
  geofence_enter: 'Entered job site',
  geofence_exit: 'Left job site',
  after_hours_exit: 'Left job site after hours',
  low_battery: 'Tracker battery low',
  signal_lost: 'Tracker signal lost',
  moving_while_checked_in: 'Machine moving while checked in',
  moving_in_maintenance: 'Machine moving while in maintenance',
  sensor_warning: 'Sensor warning',
  sensor_critical: 'Sensor critical',
};

const kmh = (v: number) => `${Math.round(v)} km/h`;

/** The alert's one line (fleet_alerts.message, the bell notice, the email). */
export const alertMessages = {
  geofenceEnter: (machine: string, site: string) => `${machine} entered ${site}.`,
  geofenceExit: (machine: string, site: string) => `${machine} left ${site}.`,
  afterHoursExit: (machine: string, site: string, local: string) => `${machine} left ${site} outside working hours (${local}).`,
  lowBattery: (machine: string, percent: number) => `${machine}: tracker battery at ${Math.round(percent)}%.`,
  signalLost: (machine: string, lastFix: string) => `${machine}: no position for over 24 hours (last fix ${lastFix}).`,
  movingWhileCheckedIn: (machine: string, speed: number) =>
    `${machine} is moving at ${kmh(speed)} while checked in (not checked out, on a job site or reserved).`,
  movingInMaintenance: (machine: string, speed: number) => `${machine} is moving at ${kmh(speed)} while in maintenance.`,
  /** Sensor types are free text (engine_temperature, "Coolant level"): shown as words. */
  sensor: (machine: string, sensor: string, value: string, status: 'warning' | 'critical') =>
    `${machine}: ${sensor.replace(/_/g, ' ')} at ${value} (${status}).`,
};
