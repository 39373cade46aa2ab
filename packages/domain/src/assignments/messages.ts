/** spec 02 §8 Assignments and reservations: check-out / check-in messages, written once for server and web. */
export const assignmentMessages = {
  /** Toast titles (spec 02 §8). */
  assigned: 'Asset Assigned',
  returned: 'Asset Returned',
  checkOutFailed: 'Check-out Failed',
  checkInFailed: 'Check-in Failed',
  alreadyAssignedTitle: 'Asset Already Assigned',
  unavailableTitle: 'Asset Unavailable',
  /** spec 02 §7: an asset already actively assigned is refused with this text. */
  alreadyAssigned: 'Asset is already assigned to someone else',
  underMaintenance: 'This asset is under maintenance and cannot be checked out.',
  retired: 'This asset is retired and cannot be checked out.',
  reserved: 'This asset is reserved by someone else right now and cannot be checked out.',
  selectAsset: 'Please select an asset',
  companyContextRequired: 'Company context required',
  assignmentNotFound: 'Assignment not found',
  personNotFound: 'Person not found in this company',
  jobSiteNotFound: 'Job site not found',
  jobSiteClosed: 'This job site is closed. Choose an active job site.',
  choosePerson: 'Choose the person who takes the asset',
  chooseJobSite: 'Choose the job site',
  nameRequired: 'Enter the project or location name',
  typeRequired: 'Choose who or what the asset is assigned to',
  returnDateInPast: 'Expected return date cannot be in the past',
  onlyToYourself: 'You can check an asset out to yourself only. Ask a supervisor to check it out to someone else.',
  notTheHolder: 'Only the person holding this asset, or a supervisor or manager, can check it in.',
  alreadyReturned: 'This asset has already been returned.',
  /** Notices. */
  overdueTitle: 'Assignment Overdue',
  overdueMessage: (asset: string, holder: string, due: string) => `${asset} (with ${holder}) was due back on ${due}.`,
  checkedOutToYouTitle: 'Asset Assigned',
  checkedOutToYou: (asset: string, by: string) => `${asset} was checked out to you by ${by}.`,
} as const;
