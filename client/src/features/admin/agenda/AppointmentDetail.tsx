import { APPOINTMENT_SOURCE_LABELS, CONSULTATION_MODE_LABELS } from '@contract/booking';
import { MessageCircle } from 'lucide-react';
import { practiceDateTime } from '@contract/practice-time';
import { AdminDialog, DetailMessage } from '../AdminDialog';
import { PhoneLink } from '../contacts/PhoneLink';
import { UnrecognisedPhone } from '../contacts/UnrecognisedPhone';
import type { Appointment } from './agenda-api';
import { AppointmentActions } from './AppointmentActions';
import { whatsappConfirmation } from './agenda-format';

/** One appointment: the patient, the consultation, the status, and links to call or confirm on WhatsApp. */
export function AppointmentDetail({
  appointment,
  wide,
  onClose,
  onChanged,
  onUnauthorized,
}: {
  appointment: Appointment;
  wide: boolean;
  onClose(): void;
  onChanged(updated: Appointment): void;
  onUnauthorized(): void;
}) {
  const when = practiceDateTime(appointment.start);

  return (
    <AdminDialog
      titleId="agenda-detail-title"
      title="Rendez-vous"
      wide={wide}
      className="agenda-detail"
      onClose={onClose}
    >
      <dl className="contact-detail__facts">
        <div>
          <dt>Patient</dt>
          <dd className="contact-detail__name">{appointment.name}</dd>
        </div>
        <div>
          <dt>Quand</dt>
          <dd>{when} (heure de Tunis)</dd>
        </div>
        <div>
          <dt>Consultation</dt>
          <dd>
            {appointment.type.name}, {CONSULTATION_MODE_LABELS[appointment.type.mode].toLowerCase()}
          </dd>
        </div>
        <div>
          <dt>Téléphone</dt>
          <dd>
            <PhoneLink phone={appointment.phone} large />
            {appointment.phoneE164 === null && <UnrecognisedPhone />}
          </dd>
        </div>
        <div>
          <dt>Origine</dt>
          <dd>{APPOINTMENT_SOURCE_LABELS[appointment.source]}</dd>
        </div>
        {appointment.email && (
          <div>
            <dt>E-mail</dt>
            <dd>{appointment.email}</dd>
          </div>
        )}
      </dl>
      <DetailMessage titleId="agenda-detail-message" message={appointment.message} />
      {appointment.note && (
        <section className="contact-detail__block" aria-labelledby="agenda-detail-note">
          <h3 id="agenda-detail-note">Note du cabinet</h3>
          <p className="contact-detail__message">{appointment.note}</p>
        </section>
      )}
      <AppointmentActions appointment={appointment} onChanged={onChanged} onUnauthorized={onUnauthorized} />
      <footer className="contact-detail__footer">
        <a
          className="admin-button"
          href={whatsappConfirmation(appointment.phone, appointment.name, when)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden="true" />
          Confirmer sur WhatsApp
          <span className="visually-hidden"> (nouvel onglet)</span>
        </a>
        <button type="button" className="admin-button" onClick={onClose}>
          Fermer
        </button>
      </footer>
    </AdminDialog>
  );
}
