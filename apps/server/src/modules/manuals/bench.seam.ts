/**
 * The benchmark's seam into the manuals module (bench/manuals.ts, issue 18 Speed): the extraction and the page store the
 * indexing job runs, so the bench can time indexing without the job queue's polling. Other modules use index.ts.
 */
export { extractManual } from './extract.ts';
export { storePages } from './manuals.repo.ts';
export { localOcr } from '../parts/index.ts';
