import { escapeHtml } from './new-request-mail';

/**
 * The body of an e-mail, written once and rendered twice, as plain text and as simple HTML:
 * the two parts a mail program chooses between then say the same thing. The HTML is one narrow
 * column with inline styles only (mail programs drop style sheets), readable on a phone.
 */
export type MailPart =
  /** A paragraph. */
  | string
  | { heading: string }
  /** A bulleted list. */
  | { items: string[] }
  /** « Label : value » lines; a value with an href is a link in the HTML. */
  | { rows: [label: string, value: string | Linked][] }
  /** A sentence and where it leads: the address itself in the text, a button in the HTML. */
  | { action: string; button: string; url: string }
  /** The signature: small lines below a rule, some of them links. */
  | { signature: (string | Linked)[] };

export interface Linked {
  text: string;
  href: string;
  /** Written before the link, not part of it (the « Tél. » label). */
  before?: string;
}

const NBSP = '\u00a0';

const linkText = (value: string | Linked) =>
  typeof value === 'string' ? value : `${value.before ?? ''}${value.text}`;
/** Escaped, its line breaks kept (a patient's message may have some). */
const textHtml = (text: string) => escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
const linkHtml = (value: string | Linked, style = '') =>
  typeof value === 'string'
    ? textHtml(value)
    : `${textHtml(value.before ?? '')}<a href="${escapeHtml(value.href)}"${style ? ` style="${style}"` : ''}>${escapeHtml(value.text)}</a>`;

function partText(part: MailPart): string {
  if (typeof part === 'string') return part;
  if ('heading' in part) return part.heading;
  if ('items' in part) return part.items.map((item) => `– ${item}`).join('\n');
  if ('rows' in part)
    return part.rows.map(([label, value]) => `${label}${NBSP}: ${linkText(value)}`).join('\n');
  if ('action' in part) return `${part.action}${NBSP}:\n${part.url}`;
  return ['--', ...part.signature.map(linkText)].join('\n');
}

const P = 'margin:0 0 16px';

function partHtml(part: MailPart): string {
  if (typeof part === 'string') return `<p style="${P}">${textHtml(part)}</p>`;
  if ('heading' in part)
    return `<h2 style="margin:24px 0 8px;font-size:17px">${escapeHtml(part.heading)}</h2>`;
  if ('items' in part)
    return `<ul style="margin:0 0 16px;padding-left:20px">${part.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  if ('rows' in part) {
    const rows = part.rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;font-weight:bold">${escapeHtml(label)}</th><td style="padding:4px 0">${linkHtml(value)}</td></tr>`,
    );
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows.join('')}</table>`;
  }
  if ('action' in part)
    return [
      `<p style="margin:0 0 8px">${escapeHtml(part.action)}${NBSP}:</p>`,
      `<p style="${P}"><a href="${escapeHtml(part.url)}" style="display:inline-block;padding:10px 18px;background:#1f1f1f;color:#ffffff;text-decoration:none">${escapeHtml(part.button)}</a></p>`,
    ].join('');
  const lines = part.signature.map((line) => linkHtml(line, 'color:#555555'));
  return `<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid #dddddd;font-size:14px;color:#555555">${lines.join('<br>')}</p>`;
}

export function renderMail(title: string, parts: MailPart[]): { text: string; html: string } {
  const html = [
    '<!doctype html>',
    `<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#ffffff">',
    '<div style="max-width:600px;margin:0 auto;padding:20px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;color:#1f1f1f;line-height:1.5">',
    ...parts.map(partHtml),
    '</div>',
    '</body></html>',
  ].join('\n');
  return { text: parts.map(partText).join('\n\n'), html };
}
