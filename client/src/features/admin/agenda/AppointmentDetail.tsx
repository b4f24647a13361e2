import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_STATUSES, CONSULTATION_MODE_LABELS } from '@contract/booking';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { practiceDateTime } from '@contract/practice-time';
import { AdminDialog, DetailMessage } from '../AdminDialog';
import { failureText, isUnauthorized } from '../admin-api';
import { PhoneLink } from '../contacts/PhoneLink';
import { UnrecognisedPhone } from '../contacts/UnrecognisedPhone';
import { type Appointment, type AppointmentStatus, setAppointmentStatus } from './agenda-api';
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
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const when = practiceDateTime(appointment.start);

  const change = async (status: AppointmentStatus) => {
    setSaving(true);
    setError(null);
    try {
      onChanged(await setAppointmentStatus(appointment._id, status));
    } catch (caught) {
      if (isUnauthorized(caught)) return onUnauthorized();
      setError(failureText(caught));
    } finally {
      setSaving(false);
    }
  };

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
        {appointment.email && (
          <div>
            <dt>E-mail</dt>
            <dd>{appointment.email}</dd>
          </div>
        )}
      </dl>
      <DetailMessage titleId="agenda-detail-message" message={appointment.message} />
      <div className="agenda-detail__status">
        <label htmlFor="agenda-status">Statut du rendez-vous</label>
        <select
          id="agenda-status"
          value={appointment.status}
          disabled={saving}
          onChange={(event) => void change(event.target.value as AppointmentStatus)}
        >
          {APPOINTMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {APPOINTMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="admin-error admin-error--inline" role="alert">
          {error}
        </p>
      )}
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
