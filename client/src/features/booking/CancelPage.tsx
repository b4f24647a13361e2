import { LinkAction, LinkActionRequest } from '../../components/link-action/LinkAction';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { BOOKING_MESSAGES, cancelBooking } from './booking-api';
import { BOOKING_PATHS } from './paths';
import './booking.css';

function fromAddress(): LinkActionRequest {
  const query = new URLSearchParams(window.location.search);
  const id = query.get('id')?.trim() ?? '';
  const token = query.get('token')?.trim() ?? '';
  if (!id || !token) return { missing: BOOKING_MESSAGES.cancelMissing };
  return {
    send: async () => {
      const result = await cancelBooking(id, token);
      return result.ok ? result : { ok: false, message: result.message, retry: !result.final };
    },
  };
}

/**
 * /rendez-vous/annulation?id=…&token=…: the link given with each booking. Nothing is cancelled
 * until the patient presses the button.
 */
export default function CancelPage() {
  return (
    <>
      <Head
        title={`Annuler votre rendez-vous | ${practice.shortName}`}
        description="Annulation d’un rendez-vous pris en ligne au cabinet."
        path={BOOKING_PATHS.cancel}
        noindex
      />
      <LinkAction
        block="booking-cancel-page"
        titleId="booking-cancel-title"
        fromAddress={fromAddress}
        texts={{
          title: 'Annuler votre rendez-vous',
          doneTitle: 'Votre rendez-vous est annulé.',
          lead: 'Vous ne pouvez pas venir\u00a0? Annulez ici votre rendez-vous\u00a0: le créneau sera proposé à un autre patient.',
          doneLead:
            'Le créneau est de nouveau libre pour un autre patient. Vous pouvez reprendre rendez-vous quand vous le souhaitez.',
          button: 'Annuler mon rendez-vous',
          sending: 'Annulation…',
          doneLink: { to: BOOKING_PATHS.booking, label: 'Prendre un autre rendez-vous' },
        }}
      />
    </>
  );
}
