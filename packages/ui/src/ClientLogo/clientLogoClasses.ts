/**
 * Stable class names of `ClientLogo`'s parts, so a layout can arrange them (as MUI's own
 * `*Classes`), e.g. the app bar hiding the parent scheme visually where it does not fit.
 */
export const clientLogoClasses = {
  /** The root: the client's logo and the parent scheme beside it. */
  root: 'LeaseClientLogo-root',
  /** The parent scheme (`Mantel`): its logo and "Part of …". */
  parent: 'LeaseClientLogo-parent',
  /** The "Part of …" text of the parent scheme. */
  parentName: 'LeaseClientLogo-parentName',
} as const;
