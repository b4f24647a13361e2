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
export const AwardIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="12" cy="8" r="6" />
    <path d="m15.5 12.9 1.5 8.5a.5.5 0 0 1-.8.5l-3.6-2.7a1 1 0 0 0-1.2 0l-3.6 2.7a.5.5 0 0 1-.8-.5l1.5-8.5" />
  </Icon>
);
export const HeartIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />
  </Icon>
);
export const BadgeIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z" />
    <path d="m16 9-5.5 5.5L8 12" />
  </Icon>
);
