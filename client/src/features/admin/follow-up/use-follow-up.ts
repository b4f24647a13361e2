import { useCallback, useState } from 'react';
import { ContactSubmission, isUnauthorized } from '../admin-api';
import { adminDataChanged } from '../admin-changes';
import { ContactRecord, FollowUpPatch, updateFollowUp } from './follow-up-api';
import { followUpFailure } from './follow-up-failure';

type FollowUpFields = Pick<ContactSubmission, 'status' | 'followUpAt'>;

/**
 * Changes a request's follow-up at once on screen, then on the server: `patch` shows the
 * change (in the list and the open detail), and shows the former values again, with a French
 * error, when the server refuses.
 */
export function useFollowUp(
  patch: (id: string, fields: Partial<FollowUpFields>) => void,
  onUnauthorized: () => void,
) {
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null);

  const change = useCallback(
    async (contact: ContactSubmission, wanted: FollowUpPatch): Promise<ContactRecord | null> => {
      const before: Partial<FollowUpFields> = {};
      if (wanted.status !== undefined) before.status = contact.status;
      if (wanted.followUpAt !== undefined) before.followUpAt = contact.followUpAt;
      patch(contact._id, wanted);
      setFailure(null);
      try {
        const saved = await updateFollowUp(contact._id, wanted);
        patch(contact._id, { status: saved.status, followUpAt: saved.followUpAt });
        // The dashboard's counts by status and its call-backs follow.
        adminDataChanged();
        return saved;
      } catch (error) {
        patch(contact._id, before);
        if (isUnauthorized(error)) onUnauthorized();
        else setFailure({ id: contact._id, message: followUpFailure(contact.name, wanted, error) });
        return null;
      }
    },
    [patch, onUnauthorized],
  );

  const dismiss = useCallback(() => setFailure(null), []);
  return { change, failure, dismiss };
}
