import type { Headers } from 'nodemailer/lib/mailer';
import { escapeHtml } from './new-request-mail';

/** Where an e-mail to a subscriber points: the page with its button, and the one-click POST URL. */
export interface UnsubscribeLinks {
  /** The site's unsubscribe page (a person clicks, then confirms with a button). */
  page: string;
  /** The https URL mail programs POST to (RFC 8058) when the reader clicks their own button. */
  oneClick: string;
}

export interface SubscriberMail {
  subject: string;
  text: string;
  html: string;
  headers: Headers;
}

/**
 * The headers every e-mail to a subscriber carries, so mail programs show their own
 * « Se désabonner » button: List-Unsubscribe names the one-click URL, and List-Unsubscribe-Post
 * says a POST to it is enough (RFC 8058; no page, no cookie, no confirmation). Mail programs
 * only honour them on a message whose DKIM signature covers both, which the sending relay adds.
 * `prepared`: written as they are, not re-encoded (the URL is ASCII).
 */
export function unsubscribeHeaders(links: UnsubscribeLinks): Headers {
  return {
    'List-Unsubscribe': { prepared: true, value: `<${links.oneClick}>` },
    'List-Unsubscribe-Post': { prepared: true, value: 'List-Unsubscribe=One-Click' },
  };
}

const NBSP = '\u00a0';

/** The e-mail that asks a new subscriber to confirm the address (double opt-in). */
export function composeConfirmationMail(
  confirmUrl: string,
  unsubscribe: UnsubscribeLinks,
  validDays: number,
): SubscriberMail {
  const text = [
    'Bonjour,',
    '',
    'Vous avez demandé à recevoir la newsletter du cabinet (nos nouveautés et conseils, quelques fois par an).',
    `Pour confirmer votre inscription, ouvrez ce lien dans les ${validDays}${NBSP}jours${NBSP}:`,
    confirmUrl,
    '',
    `Si vous n’êtes pas à l’origine de cette demande, ignorez ce message${NBSP}: sans confirmation, votre adresse ne sera pas inscrite et sera effacée.`,
    '',
    '--',
    `Ne plus recevoir d’e-mails de notre part${NBSP}: ${unsubscribe.page}`,
  ].join('\n');

  const html = [
    '<!doctype html>',
    '<html lang="fr"><head><meta charset="utf-8"><title>Confirmez votre inscription</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;line-height:1.5">',
    '<p>Bonjour,</p>',
    '<p>Vous avez demandé à recevoir la newsletter du cabinet (nos nouveautés et conseils, quelques fois par an).</p>',
    `<p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;padding:10px 18px;background:#1f1f1f;color:#ffffff;text-decoration:none">Confirmer mon inscription</a></p>`,
    `<p>Ce lien est valable ${validDays}${NBSP}jours. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message${NBSP}: sans confirmation, votre adresse ne sera pas inscrite et sera effacée.</p>`,
    `<p style="font-size:13px;color:#555555"><a href="${escapeHtml(unsubscribe.page)}" style="color:#555555">Ne plus recevoir d’e-mails de notre part</a></p>`,
    '</body></html>',
  ].join('\n');

  return {
    subject: 'Confirmez votre inscription à la newsletter du cabinet',
    text,
    html,
    headers: unsubscribeHeaders(unsubscribe),
  };
}
