import request from 'supertest';
import { ADMIN_ENV, loginToken } from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('Newsletter subscribers: GET /api/newsletter', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(ADMIN_ENV);
    token = await loginToken(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers [] when there is nobody', async () => {
    const res = await request(t.server)
      .get('/api/newsletter')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lists {_id, email, subscribedAt}, newest first', async () => {
    await t.query(`INSERT INTO newsletter_subscriber (email, subscribed_at) VALUES
      ('ancienne@example.tn', now() - interval '2 days'),
      ('recente@example.tn', now()),
      ('milieu@example.tn', now() - interval '1 day')`);
    const res = await request(t.server)
      .get('/api/newsletter')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(res.body.map((s: { email: string }) => s.email)).toEqual([
      'recente@example.tn',
      'milieu@example.tn',
      'ancienne@example.tn',
    ]);
    const [row] = await t.query<{ id: string; subscribed_at: Date }>(
      "SELECT id, subscribed_at FROM newsletter_subscriber WHERE email = 'recente@example.tn'",
    );
    expect(res.body[0]).toEqual({
      _id: row.id,
      email: 'recente@example.tn',
      subscribedAt: row.subscribed_at.toISOString(),
    });
  });

  it('is for the administrator only (401)', async () => {
    const res = await request(t.server).get('/api/newsletter').expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Authentification requise.' });
    expect(JSON.stringify(res.body)).not.toContain('@');
  });
});
