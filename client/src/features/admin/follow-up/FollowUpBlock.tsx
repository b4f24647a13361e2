import type { ContactSubmission } from '../admin-api';
import { CallBackTime } from './CallBackTime';
import type { FollowUpPatch } from './follow-up-api';
import { StatusSelect } from './StatusSelect';

/** The detail's « Suivi »: the status, the call-back time, and the refusal of the last change. */
export function FollowUpBlock({
  contact,
  failure,
  onChange,
}: {
  contact: ContactSubmission;
  failure: string | null;
  onChange(patch: FollowUpPatch): void;
}) {
  return (
    <section className="contact-detail__block contact-follow-up" aria-labelledby="contact-follow-up-title">
      <h3 id="contact-follow-up-title">Suivi</h3>
      {failure && (
        <p className="admin-error admin-error--inline" role="alert">
          {failure}
        </p>
      )}
      <div className="contact-follow-up__status">
        <label htmlFor="contact-status">Statut</label>
        <StatusSelect id="contact-status" contact={contact} onChange={(_, status) => onChange({ status })} />
      </div>
      <CallBackTime followUpAt={contact.followUpAt} onSave={(followUpAt) => onChange({ followUpAt })} />
    </section>
  );
}
