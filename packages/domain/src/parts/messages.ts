/** Parts inventory messages, written once for server and web. */
export const partsMessages = {
  partNotFound: 'Part not found',
  partNameRequired: 'Part name is required',
  duplicatePartNumber: 'A part with this part number already exists.',
  notEnoughStock: (name: string, units: number) => `Not enough stock: ${name} has ${units} in stock.`,
  tooMuchStock: 'Stock cannot exceed 1,000,000 units.',
  reasonRequired: 'An adjustment needs a reason',
  usedNeedsTaskOrReason: 'Say which task the parts were used on, or give a reason',
  quantityPositive: 'Quantity must be a whole number greater than 0',
  /** A quantity that is missing or not a number, before the kind says which whole numbers are allowed. */
  quantityWhole: 'Enter the quantity as a whole number',
  adjustmentNonZero: 'An adjustment must change the stock (a whole number other than 0)',
  taskOnlyForUse: 'Only parts used are recorded against a task',
  vendorRequired: 'Vendor is required',
  quoteRequested: 'Quote requested',
  photoTypes: 'Upload a PNG, JPEG or WebP image.',
  identifyTypes: 'Upload a PNG or JPEG photo.',
  identifyTooLarge: 'File Too Large: Maximum size is 10MB.',
  noTextFound: 'No text could be read from the photo. Try a sharper, closer photo of the label.',
  /** Text was read, but no part reached confidentMatchScore (match.rules.ts). */
  noCatalogueMatch: 'No match in your catalogue. Add it as a new part, or try a closer photo of the part number.',
  partDeleted: 'Part deleted',
  partRestored: 'Part restored',
  partArchived: 'Part archived',
  /** An archived part is kept for its history and cannot change until restored. */
  partIsArchived: 'This part is archived. Restore it to change it.',
  partNotArchived: 'This part is not archived.',
  archivedPartNumber: 'An archived part already uses this part number. Restore it from "Show archived" instead.',
} as const;
