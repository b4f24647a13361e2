import { createTransport } from 'nodemailer';
import { composeConfirmationMail, unsubscribeHeaders } from './subscriber-mail';

const LINKS = {
  page: 'https://www.exemple-cabinet.tn/newsletter/desinscription?token=id.sig',
  oneClick: `https://www.exemple-cabinet.tn/api/newsletter/unsubscribe/one-click?token=0f8fad5b-d9cb-469f-a165-70867728950e.${'A'.repeat(43)}`,
};

/** The raw message nodemailer would send. */
async function raw(mail: object): Promise<string> {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: '\r\n' });
  const info = await transport.sendMail({ from: 'site@example.tn', to: 'lecteur@example.tn', ...mail });
  return (info.message as Buffer).toString('utf8');
}

describe('E-mails to subscribers', () => {
  it('carry List-Unsubscribe (the one-click https URL, unfolded) and List-Unsubscribe-Post', async () => {
    const message = await raw({ subject: 'Newsletter', text: 'Bonjour', headers: unsubscribeHeaders(LINKS) });
    const lines = message.split('\r\n');
    expect(lines).toContain(`List-Unsubscribe: <${LINKS.oneClick}>`);
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('the confirmation e-mail: French, the link and its validity, the unsubscribe link, the headers', async () => {
    const confirmUrl = 'https://www.exemple-cabinet.tn/newsletter/confirmation?token=abc&x="<y>"';
    const mail = composeConfirmationMail(confirmUrl, LINKS, 7);
    expect(mail.subject).toBe('Confirmez votre inscription à la newsletter du cabinet');
    expect(mail.text).toContain(`ouvrez ce lien dans les 7\u00a0jours\u00a0:\n${confirmUrl}`);
    expect(mail.text).toContain(`Ne plus recevoir d’e-mails de notre part\u00a0: ${LINKS.page}`);
    expect(mail.html).toContain(
      'href="https://www.exemple-cabinet.tn/newsletter/confirmation?token=abc&amp;x=&quot;&lt;y&gt;&quot;"',
    );
    expect(mail.headers).toEqual(unsubscribeHeaders(LINKS));
    expect(await raw(mail)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
