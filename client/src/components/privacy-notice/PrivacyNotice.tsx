import { NOTICE_PATH } from '@contract/privacy-notice';
import { Link } from 'react-router-dom';

/**
 * A sentence about the data a form takes, followed by the link to /confidentialite. The link
 * loads the page from the server (reloadDocument), which writes in the retention period it
 * applies.
 */
export function PrivacyNotice({
  className,
  id,
  children,
}: {
  className?: string;
  id?: string;
  children: React.ReactNode;
}) {
  return (
    <p className={className} id={id} data-testid="privacy-notice">
      {children}{' '}
      <Link to={NOTICE_PATH} reloadDocument>
        Vos données personnelles
      </Link>
    </p>
  );
}
