/** What writing a mail needs besides the database and its cause. */
export interface MailOptions {
  /** PORTAL_URL: the portal's address its links start with; none, no links. */
  portalUrl: string | undefined;
  /** When the mail is written (ms since 1970): its `created_at`, and due from then on. */
  now: number;
}
