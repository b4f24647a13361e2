import { Link } from 'react-router-dom';

/**
 * The short notice under each form, linking to /confidentialite. The link loads the
 * page from the server (reloadDocument), which writes in the retention period it applies.
 */
export function PrivacyNotice({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <p className={className} data-testid="privacy-notice">
      {children}{' '}
      <Link to="/confidentialite" reloadDocument>
        Vos données personnelles
      </Link>
    </p>
  );
}
