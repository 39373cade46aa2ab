/** spec 02 §5 and §8: equipment messages, written once for server and web. */
export const equipmentMessages = {
  duplicateSerial: 'An equipment item with this serial number already exists.',
  notFound: 'Equipment not found',
  qrCodeNotFound: 'Equipment QR code detected but not found in database',
  invalidQrCode: 'Invalid QR code format',
  noQrCode: 'No QR Code Available',
  chooseCompany: 'Choose the company for this equipment (companyId).',
  /** The same, on the Add New Equipment form. */
  chooseCompanyField: 'Choose the company this equipment belongs to',
  csvOnly: 'Please upload a CSV file only',
  /** Issue 19: the import also reads Excel workbooks. */
  importFileTypes: 'Please upload a CSV or Excel (.xlsx) file',
  csvParseError: 'Error parsing CSV file. Please check the format.',
  csvNoNameColumn: 'The file has no name column (Name or Equipment Name).',
  csvEmpty: 'The file is empty.',
  selectFirst: 'Please select equipment first to perform this operation.',
  clearScansConfirm: 'Are you sure you want to delete all scan history? This action cannot be undone.',
  loadError: 'Error Loading Equipment Data',
  imageTypes: 'Upload a PNG, JPEG or WebP image.',
  documentTypes: 'Upload a .pdf, .doc, .docx, .txt, .jpg, .jpeg or .png file.',
  documentMismatch: "The file's contents do not match its extension.",
  badFileName: 'The file name is not allowed.',
  scanNeedsCode: 'Send the scanned code or the equipment id.',
  offlineScanNeedsId: 'An offline scan needs its clientScanId (offline_{time}_{random}).',
  /** Archived equipment (kept for its history, DESIGN §6) is read-only until restored. */
  archived: 'This equipment is archived. Restore it to make changes.',
  notArchived: 'This equipment is not archived.',
  restored: 'Equipment restored',
  restoreSerialTaken: 'Another equipment in the register now has this serial number. Change or archive that one first, then restore.',
  /** spec 02 §5 Bulk operations: an export with nothing in it. */
  noEquipmentToExport: 'No equipment to export',
} as const;
