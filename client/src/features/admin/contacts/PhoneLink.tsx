import { Phone } from 'lucide-react';
import { telHref } from '@contract/contact-links';

/** A click-to-call link: the administrator calls patients back from a phone. */
export function PhoneLink({
  phone,
  large = false,
  icon = true,
}: {
  phone: string;
  large?: boolean;
  icon?: boolean;
}) {
  if (!phone) return <span className="admin-muted">—</span>;
  return (
    <a className={large ? 'phone-link phone-link--large' : 'phone-link'} href={telHref(phone)}>
      {icon && <Phone aria-hidden="true" />}
      <span>{phone}</span>
    </a>
  );
}
