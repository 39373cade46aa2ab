/** Fleet tracking messages: spec 02 §5 Trackers and §8, and the ingest's reasons (issue 16). */
export const fleetMessages = {
  assignmentFieldsRequired: 'Please select a tracker source and enter a device ID',
  validationErrorTitle: 'Validation Error',
  deviceAlreadyAssigned: 'Device ID is already assigned to another equipment',
  selectTrackerType: 'Please select a tracker type',
  missingRequiredFields: 'Missing required fields',
  noPublicInterface: 'This provider has no public interface: its tags cannot be tracked.',
  sourceNotFound: 'Tracker source not found',
  alertNotFound: 'Alert not found',
  invalidSecret: 'Unknown or inactive tracker source.',
  batchTooLarge: 'A batch carries at most 10 MB.',
  tooManyPositions: 'A batch carries at most 10,000 positions.',
  badIngestBody: 'The body is not the JSON this URL takes (see docs/fleet-ingest.md).',
  notPushSource: 'This source connects through its provider’s API: it has no ingest URL or secret.',
  noPositionYet:
    'No position has arrived yet. Point the device or server at the ingest URL shown when the source was created (or rotate the secret to see it again).',
  equipmentNotFound: 'Equipment not found',
  assignmentNotFound: 'Tracker assignment not found',
  sourceInactive: 'This tracker source is deactivated.',
  chooseCompany: 'Choose the company for this tracker source (companyId).',
  providerTimeout: (provider: string, seconds: number) => `${provider} did not answer within ${seconds} s.`,
  providerUnreachable: (provider: string, detail: string) => `Could not reach ${provider}: ${detail}`,
  providerRefused: (provider: string, detail: string) => `${provider} refused the connection: ${detail}`,
  missingSetting: (provider: string, keys: string) => `${provider} needs ${keys} in the configuration.`,
} as const;

/** Why a fix was refused (counted per source, spec-free but issue 16's list). */
export const fixRejections = {
  duplicate: 'Already received (same device and fix time)',
  future: 'Fix time is more than 5 minutes in the future',
  too_old: 'Fix time is before 2000 (a device clock not set)',
  bad_latitude: 'Latitude must be between -90 and 90',
  bad_longitude: 'Longitude must be between -180 and 180',
  not_a_number: 'Latitude, longitude and numbers must be numbers',
  no_device: 'The device id is missing',
  bad_device: 'The device id is longer than 200 characters or holds control characters',
  no_time: 'The fix time is missing or not a date',
  no_position: 'Latitude and longitude are required',
} as const;
export type FixRejection = keyof typeof fixRejections;
