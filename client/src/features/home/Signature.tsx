/**
 * A hand-drawn signature (an illustration: the practice's real signature replaces it). The
 * stroke draws itself as it scrolls into view where the browser supports scroll-driven
 * animations; elsewhere, and under reduced motion, it is simply shown.
 */
export function Signature({ label, className }: { label: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 360 120"
      className={className}
      role="img"
      aria-label={label}
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path
        className="signature__stroke"
        pathLength={1}
        strokeWidth={1.9}
        d="M18 78c14-40 40-62 44-46 4 17-22 52-34 48-9-3 6-30 24-33 16-3 12 24 8 34 10-16 22-30 30-24 6 5-6 22 2 22 9 0 16-24 26-24 8 0 2 22 10 22 10 0 14-30 26-30 9 0 0 26 9 26 12 0 20-40 32-40 8 0-6 40 4 40 9 0 14-18 22-22 8-4 10 10 18 8 14-3 26-20 40-22"
      />
      <path
        className="signature__stroke signature__stroke--flourish"
        pathLength={1}
        strokeWidth={1.4}
        d="M46 96c60-10 150-14 230-16 24 0 40 2 52 6"
      />
    </svg>
  );
}
