export interface PlainIconProps {
  /** The path data in a 24×24 view box, e.g. from `iconPaths`. */
  path: string;
  /** For the parent's styles; the icon is 1em square in `currentColor` without any. */
  className?: string;
}

/**
 * A decorative icon as a bare `<svg>`: what MUI's SvgIcon draws with `fontSize="inherit"`, without
 * a styled component to render. For hot paths, such as list rows and cards shown by the dozen.
 */
export function PlainIcon({ path, className }: PlainIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
