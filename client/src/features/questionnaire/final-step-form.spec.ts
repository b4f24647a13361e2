import { CONSENT } from '@contract/privacy-notice';
import { validateFinalStep } from './final-step-form';

describe('validateFinalStep', () => {
  it('asks in French for the name, the phone and the consent box, nothing else', () => {
    expect(validateFinalStep({ name: ' ', phone: '', consent: false })).toEqual({
      name: 'Le nom complet est obligatoire',
      phone: 'Le numéro de téléphone est obligatoire',
      consent: CONSENT.required,
    });
    expect(validateFinalStep({ name: 'Leïla', phone: '12', consent: true })).toEqual({});
  });
});
