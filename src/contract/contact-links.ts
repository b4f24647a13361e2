// Links built from what a patient typed (the admin's « Email » and phone links). The value is
// never pasted into the address as it is: a stored e-mail such as
// "x%40gmail.com?bcc=attacker%40evil.tn&x=@x.tn" would otherwise open a reply with the
// attacker in Bcc. The admin and the notification e-mail both build their links here.

/**
 * "(+216) 71-000-000" → "tel:+21671000000": digits only, with a "+" when one comes before the
 * first digit. Nothing else of the stored value reaches the link.
 */
export function telHref(phone: string): string {
  let digits = '';
  let international = false;
  for (const c of phone) {
    if (c >= '0' && c <= '9') digits += c;
    else if (c === '+' && digits === '') international = true;
  }
  return `tel:${international ? '+' : ''}${digits}`;
}

// Half of a surrogate pair, which encodeURIComponent refuses (URIError).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * "mailto:" and the address, percent-encoded on each side of its last "@" (kept as it is, so
 * an ordinary address reads the same in the status bar). "?", "&", "=", ",", "#", "%" or a
 * line break can then only be part of the address, never start the `?bcc=…` or `&body=…`
 * fields that would add a recipient or change the message.
 */
export function mailtoHref(address: string): string {
  const encode = (part: string) => encodeURIComponent(part.replace(LONE_SURROGATE, '\uFFFD'));
  const at = address.lastIndexOf('@');
  if (at < 0) return `mailto:${encode(address)}`;
  return `mailto:${encode(address.slice(0, at))}@${encode(address.slice(at + 1))}`;
}
