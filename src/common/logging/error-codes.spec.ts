import { errorCodes } from './error-codes';

describe('errorCodes', () => {
  it('keeps nodemailer codes, SQLSTATEs and SMTP reply codes, never the message', () => {
    const smtpError = Object.assign(new Error('550 <amira@example.tn> refusée'), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    expect(errorCodes(smtpError)).toEqual({ code: 'EENVELOPE', responseCode: 550 });
    expect(errorCodes(Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }))).toEqual({
      code: '42P01',
    });
    expect(errorCodes(new Error('x'))).toEqual({ code: 'unknown' });
    expect(errorCodes({ code: 'amira@example.tn' })).toEqual({ code: 'unknown' });
    expect(errorCodes(undefined)).toEqual({ code: 'unknown' });
  });
});
