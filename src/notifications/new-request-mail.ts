import { CONTACT_STATUS_LABELS } from '../contract/follow-up';
import { isPatientEmail } from '../common/validation/email';
import { mailtoHref, telHref } from '../contract/contact-links';
import { LEAD_SOURCE_LABELS } from '../contract/lead-sources';
import { practiceDateTime } from '../contract/practice-time';
import type { NewRequest } from './new-request';

/** What the e-mail shows of a stored request (everything but its id). */
export type NewRequestFields = Omit<NewRequest, 'id'>;

export interface NewRequestMail {
  subject: string;
  text: string;
  html: string;
  /**
   * The patient's address, only when it fits the grammar the API accepts (a row stored before
   * that grammar may not). An address object: nodemailer encodes the name and checks the
   * address; nothing is concatenated into a header.
   */
  replyTo?: { name: string; address: string };
}

const NOT_GIVEN = 'non renseigné';
const NBSP = '\u00a0';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Text fit for a header: control characters and line separators become spaces. */
export function headerText(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The questionnaire's answers in the order given, numbered as the admin shows them. */
export function answerLines(selections: Record<string, string>): string[] {
  return Object.values(selections).map((answer, i) => `Étape ${i + 1}${NBSP}: ${answer}`);
}

export function leadSourceText(request: Pick<NewRequestFields, 'source' | 'page'>): string {
  const source = request.source ? LEAD_SOURCE_LABELS[request.source] : undefined;
  if (!source && !request.page) return NOT_GIVEN;
  return [source, request.page ? `page ${request.page}` : undefined].filter(Boolean).join(', ');
}

/**
 * The e-mail the practice receives for a new contact request, in French: subject, plain
 * text, and a simple HTML version where every value is escaped. The subject says only that a
 * request came and when: it shows on lock screens and in mailbox lists, where neither the
 * patient's name nor the treatment they ask about belongs. The body has both.
 */
export function composeNewRequestMail(request: NewRequestFields, siteUrl: string): NewRequestMail {
  const adminUrl = `${siteUrl}/admin`;
  const email = request.email && isPatientEmail(request.email) ? request.email : undefined;
  const answers = answerLines(request.selections);
  const message = request.message.trim();
  const date = practiceDateTime(request.createdAt);
  const origin = leadSourceText(request);
  const status = CONTACT_STATUS_LABELS[request.status] ?? request.status;

  const field = (label: string, value: string) => `${label}${NBSP}: ${value}`;
  const text = [
    `Nouvelle demande de contact reçue le ${date} (heure de Tunis).`,
    '',
    field('Nom', request.name),
    field('Téléphone', request.phone),
    field('E-mail', email ?? NOT_GIVEN),
    field('Service souhaité', request.service),
    field('Origine', origin),
    field('Statut', status),
    ...(request.lastNote ? [field('Dernière note', request.lastNote)] : []),
    ...(answers.length > 0 ? ['', `Réponses au questionnaire${NBSP}:`, ...answers.map((a) => `  ${a}`)] : []),
    '',
    `Message${NBSP}:`,
    message || '(aucun message)',
    '',
    field('Voir la demande dans l’espace d’administration', adminUrl),
    ...(email ? ['', 'Répondre à ce message écrit directement au patient.'] : []),
  ].join('\n');

  const row = (label: string, valueHtml: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${valueHtml}</td></tr>`;
  const html = [
    '<!doctype html>',
    '<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Nouvelle demande de contact</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;line-height:1.5;margin:0;padding:16px">',
    '<h1 style="font-size:20px">Nouvelle demande de contact</h1>',
    `<p>Reçue le ${escapeHtml(date)} (heure de Tunis).</p>`,
    '<table role="presentation" style="border-collapse:collapse">',
    row('Nom', escapeHtml(request.name)),
    row('Téléphone', `<a href="${escapeHtml(telHref(request.phone))}">${escapeHtml(request.phone)}</a>`),
    row('E-mail', email ? `<a href="${escapeHtml(mailtoHref(email))}">${escapeHtml(email)}</a>` : NOT_GIVEN),
    row('Service souhaité', escapeHtml(request.service)),
    row('Origine', escapeHtml(origin)),
    row('Statut', escapeHtml(status)),
    ...(request.lastNote ? [row('Dernière note', escapeHtml(request.lastNote))] : []),
    '</table>',
    ...(answers.length > 0
      ? ['<h2 style="font-size:16px">Réponses au questionnaire</h2>', '<ol>']
          .concat(Object.values(request.selections).map((answer) => `<li>${escapeHtml(answer)}</li>`))
          .concat('</ol>')
      : []),
    '<h2 style="font-size:16px">Message</h2>',
    message
      ? `<p>${escapeHtml(message).replace(/\r\n|\r|\n/g, '<br>')}</p>`
      : '<p><em>(aucun message)</em></p>',
    `<p><a href="${escapeHtml(adminUrl)}">Voir la demande dans l’espace d’administration</a></p>`,
    '</body></html>',
  ].join('\n');

  return {
    subject: `Nouvelle demande sur le site le ${date}`,
    text,
    html,
    ...(email ? { replyTo: { name: headerText(request.name), address: email } } : {}),
  };
}
