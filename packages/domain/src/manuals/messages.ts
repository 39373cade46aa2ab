/**
 * spec 02 §8 "Manuals and documents" and the quote request from manual results, word for word. The documents-tab texts
 * that existed before manuals (upload, delete, load) stay where the documents tab keeps them (files-api.ts).
 */
export const manualMessages = {
  searchQueryRequired: 'Search Query Required',
  // spec 02 §5.
  searchQueryRequiredText: 'Please enter a search term to find relevant manual content.',
  searchFailed: 'Search Failed',
  searchFailedText: 'Unable to search manuals. Please try again.',
  noResults: 'No Results Found',
  searchComplete: 'Search Complete',
  indexingFailed: 'Indexing Failed',
  manualIndexed: 'Manual Indexed',
  reindexingFailed: 'Reindexing Failed',
  reprocessingFailed: 'Reprocessing Failed',
  reprocessingWithErrors: 'Reprocessing Completed with Errors',
  pdfLoadError: 'PDF Load Error',
  pdfLoadErrorText: 'Unable to load the PDF file. Please try again.',
  downloadUnavailable: 'Download Unavailable',
  // Quote request from a manual result.
  submissionError: 'Submission Error',
  quoteRequestFailed: 'Quote Request Failed',
  authenticationRequired: 'Authentication Required',
  profileError: 'Profile Error',
  quoteRequestSubmitted: 'Quote Request Submitted',
  quoteRequestCreated: 'Quote Request Created',
  quoteRequestCreatedText: 'Your quote request has been submitted to the provider and will appear in the CRM leads tab.',
  // Ours: what the server answers for a manual it cannot take or find.
  manualTypes: 'Upload a .pdf, .docx or .txt manual to make it searchable.',
  manualTooLarge: 'The manual is larger than 20 MB.',
  manualNotFound: 'Manual not found',
  noTextFound: 'No text could be read from this file.',
} as const;

/** The toast after a reprocess with failures (spec 02 §8): the counts and the first failed file with its reason. */
export function reprocessSummary(indexed: number, failed: { fileName: string; error: string | null }[]): string {
  const first = failed[0];
  const counts = `${indexed} indexed, ${failed.length} failed.`;
  return first ? `${counts} First failed: ${first.fileName}${first.error ? ` (${first.error})` : ''}.` : counts;
}
