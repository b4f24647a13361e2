import { contactRequestBody, EMPTY_CONTACT, validateContact } from './validation';

const valid = {
  fullName: 'Amira Ben Salah',
  email: 'amira@example.tn',
  phone: '+216 20 123 456',
  message: '',
  service: 'Rhinoplastie',
  consent: true,
};

describe('validateContact', () => {
  it('accepts a complete form, the message being optional', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires every field but the message, with the exact French messages', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      fullName: 'Le nom complet est obligatoire',
      email: "L'email est obligatoire",
      phone: 'Le numéro de téléphone est obligatoire',
      service: 'Veuillez sélectionner un service',
      consent:
        'Merci d’accepter que le cabinet utilise ces informations, y compris celles qui concernent votre santé, pour répondre à votre demande et organiser votre rendez-vous.',
    });
  });

  it('checks the full name after trimming', () => {
    expect(validateContact({ ...valid, fullName: '   ' }).fullName).toBe('Le nom complet est obligatoire');
  });

  it.each(['amira', 'amira@', 'amira@example', 'a mira@example.tn', '@example.tn'])(
    'refuses the address « %s »',
    (email) => {
      expect(validateContact({ ...valid, email }).email).toBe("Format d'email invalide");
    },
  );

  it.each(['+216 20 123 456', '(+216) 20-123-456', '20123456'])('accepts the number « %s »', (phone) => {
    expect(validateContact({ ...valid, phone }).phone).toBeUndefined();
  });

  it.each(['20 123 456 poste 2', '20.12.34.56', '+216/20123456'])('refuses the number « %s »', (phone) => {
    expect(validateContact({ ...valid, phone }).phone).toBe('Numéro de téléphone invalide');
  });
});

describe('contactRequestBody', () => {
  it('sends the contact page shape: name, email, phone, message "" when empty, service, no selections', () => {
    expect(contactRequestBody({ ...valid, fullName: '  Amira Ben Salah ' })).toEqual({
      name: 'Amira Ben Salah',
      email: 'amira@example.tn',
      phone: '+216 20 123 456',
      message: '',
      service: 'Rhinoplastie',
      selections: {},
      consent: true,
    });
    expect(contactRequestBody({ ...valid, consent: false })).not.toHaveProperty('consent');
  });
});
