import { Link } from 'react-router-dom';

/** The short notice under each form (issue 9), linking to /confidentialite. */
export function PrivacyNotice({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <p className={className} data-testid="privacy-notice">
      {children} <Link to="/confidentialite">Vos données personnelles</Link>
    </p>
  );
}
