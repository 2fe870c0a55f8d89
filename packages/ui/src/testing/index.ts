/** Test helpers of the design system, for its own tests and the portal's. */
export { catalogueIssues } from './catalogueIssues.ts';
