import { ConfigService } from '@nestjs/config';
import { logger } from '../common/logging/json-logger';
import { validateEnv } from '../config/env.validation';
import { MailTransport } from './mail-transport';
import type { NewRequest } from './new-request';
import { NotificationService } from './notification.service';

const ROW: NewRequest = {
  id: 'b3b5d2a4-52a6-4c55-9d8e-2f1f3f3f3f3f',
  name: 'Amira',
  email: 'amira@example.tn',
  phone: '+216 22 333 444',
  service: 'Botox',
  message: '',
  selections: {},
  source: null,
  page: null,
  createdAt: new Date('2026-01-02T03:04:05Z'),
  status: 'nouvelle',
};

function service(transport: MailTransport | null, env: Record<string, string> = {}) {
  const config = validateEnv({
    LOG_LEVEL: 'silent',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    NOTIFY_EMAIL: 'cabinet@example.tn',
    NOTIFY_RETRY_DELAYS_MS: '1,1',
    ...env,
  });
  const configService = { getOrThrow: () => config } as unknown as ConfigService;
  return new NotificationService(configService, transport);
}

describe('NotificationService', () => {
  beforeAll(() => logger.setLogLevels(['silent']));
  afterAll(() => logger.setLogLevels(['log']));

  it('sends to NOTIFY_EMAIL from NOTIFY_FROM (or the first recipient), and counts it', async () => {
    const sendMail = jest.fn(() => Promise.resolve({}));
    const notifications = service({ sendMail, close: jest.fn() }, { NOTIFY_FROM: 'site@example.tn' });
    notifications.notifyNewRequest(ROW);
    expect(sendMail).not.toHaveBeenCalled(); // never during the request
    await notifications.whenIdle();
    expect(sendMail).toHaveBeenCalledWith(
      expect.objectContaining({
        from: { name: 'Site du cabinet', address: 'site@example.tn' },
        to: ['cabinet@example.tn'],
        replyTo: { name: 'Amira', address: 'amira@example.tn' },
        subject: 'Nouvelle demande de contact : Amira (Botox)',
      }),
    );
    expect(notifications.status()).toMatchObject({ enabled: true, sent: 1, failed: 0, pending: 0 });

    const withoutFrom = service({ sendMail, close: jest.fn() });
    withoutFrom.notifyNewRequest(ROW);
    await withoutFrom.whenIdle();
    expect(sendMail).toHaveBeenLastCalledWith(
      expect.objectContaining({ from: { name: 'Site du cabinet', address: 'cabinet@example.tn' } }),
    );
  });

  it('counts a notification that failed every attempt once, with the time of the failure', async () => {
    const error = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' });
    const sendMail = jest.fn(() => Promise.reject(error));
    const notifications = service({ sendMail, close: jest.fn() });
    const before = Date.now();
    notifications.notifyNewRequest(ROW);
    await notifications.whenIdle();
    expect(sendMail).toHaveBeenCalledTimes(3);
    const status = notifications.status();
    expect(status).toMatchObject({ enabled: true, sent: 0, failed: 1, pending: 0 });
    expect(status.lastFailureAt!.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('does nothing when notifications are off', async () => {
    const notifications = service(null, { SMTP_URL: '', NOTIFY_EMAIL: '' });
    notifications.notifyNewRequest(ROW);
    await notifications.whenIdle();
    expect(notifications.status()).toMatchObject({ enabled: false, sent: 0, failed: 0, pending: 0 });
  });

  it('closes the transport and stops retrying at shutdown', async () => {
    const close = jest.fn();
    const sendMail = jest.fn(() => Promise.reject(new Error('down')));
    const notifications = service({ sendMail, close }, { NOTIFY_RETRY_DELAYS_MS: '60000' });
    notifications.notifyNewRequest(ROW);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await notifications.onApplicationShutdown();
    expect(close).toHaveBeenCalled();
    expect(notifications.status().pending).toBe(0);
    expect(sendMail).toHaveBeenCalledTimes(1);
  });
});
