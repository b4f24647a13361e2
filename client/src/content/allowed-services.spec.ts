import { ALLOWED_SERVICES } from '@contract/services';
import { contactServices } from './contact';
import { allTreatments } from './questionnaire-treatment';

// The server refuses a `service` outside its list : everything the client can send must be on it.
describe('the services the client sends are accepted by the server', () => {
  it.each(allTreatments)('questionnaire treatment « %s »', (treatment) => {
    expect(ALLOWED_SERVICES).toContain(treatment);
  });

  it.each([...contactServices])('contact page service « %s »', (service) => {
    expect(ALLOWED_SERVICES).toContain(service);
  });

  it('the contact page offers its 9 services, in order', () => {
    expect(contactServices).toEqual([
      'Chirurgie du Visage',
      'Chirurgie du Corps',
      'Chirurgie du Sein',
      'Médecine Esthétique',
      'Injections',
      'Rhinoplastie',
      'Liposuccion',
      'Abdominoplastie',
      'Consultation Générale',
    ]);
  });
});
