import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import type { AdminStatus } from './admin-api';
import { Dashboard } from './Dashboard';

// The role shapes the buttons; a static render reads a store's first state only, so the role
// comes from here.
let mockPractitioner = true;
jest.mock('./use-admin-role', () => ({ usePractitioner: () => mockPractitioner }));

const HOUR_MS = 3_600_000;

function render(
  publicBudgetExhaustedAt: string | null,
  contactsByStatus: AdminStatus['contactsByStatus'] = null,
  journalProtected: AdminStatus['journalProtected'] = true,
  kinds: AdminStatus['emails']['kinds'] = [],
): string {
  const status: AdminStatus = {
    emails: { enabled: true, kinds },
    retentionMonths: 24,
    publicBudgetExhaustedAt,
    contactsByStatus,
    journalProtected,
  };
  return renderToStaticMarkup(
    <MemoryRouter>
      <Dashboard contactCount={3} subscriberCount={2} status={status} onUnauthorized={() => undefined} />
    </MemoryRouter>,
  );
}

/** The notice's item, with its markup. */
const notice = (html: string) => /<li[^>]*data-testid="public-budget"[^>]*>.*?<\/li>/.exec(html)?.[0];

describe('dashboard: the site’s budget of public posts', () => {
  it('says when it was reached in the last 24 hours, as a warning of the service status list', () => {
    const at = new Date(Date.now() - 2 * HOUR_MS);
    const item = notice(render(at.toISOString()));
    expect(item).toBeDefined();
    expect(item).toContain('admin-status__item--warning');
    expect(item).toContain('aria-hidden="true"'); // the icon is not read out
    expect(item).toContain(`<time dateTime="${at.toISOString()}">${formatDateTime(at)}</time>`);
    const text = (item ?? '').replace(/<[^>]+>/g, '');
    expect(text).toBe(
      `Le plafond de demandes du site a été atteint le ${formatDateTime(at)}\u00a0: vérification anti-abus activée jusqu’à la fin de l’heure (quelques secondes de calcul par envoi, un navigateur sans JavaScript a pu recevoir un refus).`,
    );
    // Inside the labelled list the other notices use.
    expect(render(at.toISOString())).toMatch(
      /<ul class="admin-status" aria-label="État du service">.*data-testid="public-budget"/,
    );
  });

  it('says nothing when it was never reached, longer than 24 hours ago, or the time is unreadable', () => {
    for (const value of [null, new Date(Date.now() - 25 * HOUR_MS).toISOString(), 'pas une date']) {
      expect(notice(render(value))).toBeUndefined();
    }
  });
});

describe('dashboard: the requests by status', () => {
  it('lists every status with its count and label, in the follow-up’s order', () => {
    const html = render(null, {
      nouvelle: 1234,
      'a-rappeler': 3,
      'rendez-vous-fixe': 2,
      traitee: 0,
      'sans-suite': 1,
    });
    const list = /<ul class="status-counts" aria-label="Demandes par statut">.*?<\/ul>/.exec(html)?.[0] ?? '';
    const text = list
      .replace(/<\/li>/g, '|')
      .replace(/<\/span><span/g, ' <span')
      .replace(/<[^>]+>/g, '');
    expect(text).toBe(
      `${(1234).toLocaleString('fr-FR')} Nouvelle|3 À rappeler|2 Rendez-vous fixé|0 Traitée|1 Sans suite|`,
    );
  });

  it('leaves them out when the server does not count them', () => {
    expect(render(null)).not.toContain('status-counts');
  });
});

describe('dashboard: the journal’s protection', () => {
  const item = (html: string) => /<li[^>]*data-testid="journal-unprotected"[^>]*>.*?<\/li>/.exec(html)?.[0];

  it('warns when the server’s database role could alter the journal', () => {
    const warning = item(render(null, null, false));
    expect(warning).toContain('admin-status__item--warning');
    expect((warning ?? '').replace(/<[^>]+>/g, '')).toMatch(/^Journal non protégé\u00a0: le serveur utilise/);
  });

  it('says nothing when it is protected, or when the server does not say', () => {
    expect(item(render(null, null, true))).toBeUndefined();
    expect(item(render(null, null, null))).toBeUndefined();
  });
});

describe('dashboard: the outbox', () => {
  // Sending again is the practitioner's; the secretary sees the counts only.
  afterEach(() => {
    mockPractitioner = true;
  });

  it('names each kind of e-mail that waits or failed, and offers to send the failed ones again', () => {
    const html = render(null, null, true, [
      { kind: 'new-request', waiting: 0, failed: 0 },
      { kind: 'booking-confirmation', waiting: 2, failed: 1 },
      { kind: 'booking-reminder', waiting: 1, failed: 0 },
    ]);
    expect(html).not.toContain('data-testid="emails-new-request"');
    const text = (id: string) =>
      new RegExp(`data-testid="${id}"[^>]*>(.*?)</li>`).exec(html)?.[1].replace(/<[^>]+>/g, '');
    expect(text('emails-booking-confirmation')).toBe(
      'Confirmation de rendez-vous (au patient)\u00a0: 2\u00a0en attente d’envoi, 1\u00a0non envoyé',
    );
    expect(text('emails-booking-reminder')).toBe(
      'Rappel de rendez-vous (au patient)\u00a0: 1\u00a0en attente d’envoi',
    );
    expect(html).toContain('Renvoyer les e-mails non envoyés');
  });

  it('offers the secretary no button to send again, only the counts', () => {
    mockPractitioner = false;
    const html = render(null, null, true, [{ kind: 'booking-confirmation', waiting: 0, failed: 1 }]);
    expect(html).toContain('data-testid="emails-booking-confirmation"');
    expect(html).not.toContain('Renvoyer les e-mails non envoyés');
  });

  it('shows nothing of the outbox while every e-mail has gone out', () => {
    const html = render(null, null, true, [{ kind: 'new-request', waiting: 0, failed: 0 }]);
    expect(html).not.toContain('emails-');
    expect(html).not.toContain('Renvoyer');
  });
});

describe('dashboard: the counts', () => {
  it('calls the contact requests « demandes », as every other screen of the back-office does', () => {
    const stats = /<div class="admin-stats">.*?<\/div>/.exec(render(null))?.[0] ?? '';
    const text = stats
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(text).toBe('3 Demandes Voir les demandes 2 Abonnés à la newsletter Voir les abonnés');
  });
});
