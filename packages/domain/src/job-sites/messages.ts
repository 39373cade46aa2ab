import { geofenceRadius } from './job-site.rules.ts';

/** spec 02 §5 and §8 Job sites: messages and toasts, written once for server and web. */
export const jobSiteMessages = {
  notFound: 'Job site not found',
  siteNameRequired: 'Site name is required',
  siteTypeRequired: 'Site type is required',
  radiusRange: `Geofence radius must be between ${geofenceRadius.min} and ${geofenceRadius.max} metres`,
  radiusWhole: 'Geofence radius must be a whole number of metres',
  coordinatesTogether: 'Give both latitude and longitude, or neither',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  /** spec 02 §5: the note beside a machine actively at another site; also the 409 when it is assigned anyway. */
  equipmentAtAnotherSite: 'This equipment is already assigned to another job site',
  assignedTo: (site: string) => `Assigned to: ${site}`,
  teamMemberNotFound: 'Team member not found',
  duplicateCode: 'An active job site already uses this site code.',
  siteClosed: 'This job site is closed. Its history is kept, but it can no longer change.',
  notAssigned: 'This equipment is not assigned to this job site.',
  memberNotAssigned: 'This person is not assigned to this job site.',
  // spec 02 §8 Job sites toasts.
  created: 'Job Site Created',
  updated: 'Job Site Updated',
  deleted: 'Job Site Deleted',
  closed: 'Job Site Closed',
  creationFailed: 'Creation Failed',
  updateFailed: 'Update Failed',
  deleteFailed: 'Delete Failed',
  fetchFailed: 'Failed to fetch job sites',
  createFailed: 'Failed to create job site. Please try again.',
  equipmentAssigned: 'Equipment assigned to job site',
  equipmentAssignFailed: 'Failed to assign equipment',
  teamAssigned: 'Team members assigned to job site',
  teamAssignFailed: 'Failed to assign team members',
  equipmentRemoved: 'Equipment removed from job site',
  equipmentRemoveFailed: 'Failed to remove equipment assignment',
  teamRemoved: 'Team member removed from job site',
  teamRemoveFailed: 'Failed to remove team assignment',
  userContextRequired: 'User context required',
  userDataNotFound: 'User data not found',
  // spec 02 §2 Job sites: the browser's two geolocation alerts, word for word.
  geolocationUnsupported: 'Geolocation is not supported by this browser.',
  geolocationFailed: 'Could not get your current location. Please enter address manually.',
  /** No geocoder configured (GEOCODER_URL), or it did not answer: the address stays the user's to type. */
  geocodingUnavailable: 'Geocoding is unavailable right now. Type the address yourself; the coordinates are kept.',
  geocodingNoAddress: 'No address was found for this position. Type the address yourself.',
  closedBecauseHistory: (name: string, n: number) =>
    `${name} was closed, not deleted, because it has ${n} assignment${n === 1 ? '' : 's'} on record. Its history is kept.`,
  deletedNoHistory: (name: string) => `${name} was deleted.`,
  deleteConfirm: (name: string) =>
    `Delete ${name}? A site with assignment history is closed instead, so its history is kept; a site without history is deleted.`,
} as const;
