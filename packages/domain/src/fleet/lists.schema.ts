import { z } from 'zod';
import { trackerAssignment, trackerDevice, trackerSource } from './fleet.schema.ts';

/** List answers and filters of the sources, devices and assignments routes (fleet.schema.ts lists the routes). */
const id = z.uuid({ error: 'Not a valid id.' });
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const trackerSourceList = z.object({ items: z.array(trackerSource) });
export type TrackerSourceList = z.infer<typeof trackerSourceList>;
/** A provider admin in the all-company view may narrow to one company. */
export const listTrackerSourcesQuery = z.strictObject({ companyId: id.optional() });

export const trackerDeviceList = z.object({ items: z.array(trackerDevice) });
export type TrackerDeviceList = z.infer<typeof trackerDeviceList>;
/** `unassigned=true`: the devices that sent fixes and are on no machine (the admin assigns them). */
export const listTrackerDevicesQuery = z.strictObject({
  unassigned: flag.optional(),
  trackerSourceId: id.optional(),
  companyId: id.optional(),
});

export const trackerAssignmentList = z.object({ items: z.array(trackerAssignment) });
export type TrackerAssignmentList = z.infer<typeof trackerAssignmentList>;
/** Active assignments, newest first; one machine's with equipmentId. */
export const listTrackerAssignmentsQuery = z.strictObject({ equipmentId: id.optional(), companyId: id.optional() });
