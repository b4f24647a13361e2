import type { ReactNode } from 'react';

/**
 * The few line icons of the procedure pages (drawings from Lucide, ISC licence), inlined:
 * these pages are the heaviest of the site and do without the icon library's runtime.
 */
function Icon({ size = 18, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ArrowLeftIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="m12 19-7-7 7-7M19 12H5" />
  </Icon>
);
export const ArrowRightIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M5 12h14m-7-7 7 7-7 7" />
  </Icon>
);
export const CalendarIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M8 2v3m8-3v3M3 9h18m-12 6 2 2 4-4" />
    <rect x="3" y="3" width="18" height="18" rx="2" />
  </Icon>
);
export const ZoomIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.35-4.35M11 8v6m-3-3h6" />
  </Icon>
);
export const ImagesIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="m22 11-1.3-1.3a2.4 2.4 0 0 0-3.4 0L11 16M4 8a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2" />
    <rect x="8" y="2" width="14" height="14" rx="2" />
  </Icon>
);
export const CheckCircleIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);
