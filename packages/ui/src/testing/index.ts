/** Test helpers of the design system, for its own tests and the portal's. */
export { catalogueIssues } from './catalogueIssues.ts';
/** The design system's English texts: every id it uses, for checks that ids do not collide. */
export { en as uiEnglishMessages } from '../i18n/en.ts';
