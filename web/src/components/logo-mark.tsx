/** MovieApp's mark: a film frame with a play triangle. */
export function LogoMark({ size = 24 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" opacity="0.18" />
      <path d="M8 10h16v12H8z" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M14 13v6l5-3z" fill="currentColor" />
    </svg>
  );
}
