import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Check, Pencil, Trash2, Undo2 } from 'lucide-react';
import type { TimeCardDetail } from '../../../../contract/time-cards';
import { Button } from '../../../../design-system/button/button';
import { useToast } from '../../../../design-system/toast/toast';
import { errorText } from '../../../api/api-error';
import {
  useApproveTimeCards,
  useDeleteTimeCard,
  useUnapproveTimeCards,
} from '../../../api/time-cards';
import type { CardActions } from './time-card-detail-model';
import { ReasonDialog } from './reason-dialog';
import { editTimeCardPath, timeCardsPath } from './time-card-paths';

type Dialog = 'delete' | 'unapprove' | null;

/**
 * The card's actions, each shown only to those who may: Edit, Delete (asks, with an optional
 * reason; the card is kept, marked deleted), Approve, and Unapprove (asks for the reason the
 * history keeps).
 */
export function TimeCardActions({
  orgId,
  card,
  actions,
}: {
  orgId: number;
  card: TimeCardDetail;
  actions: CardActions;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useDeleteTimeCard(orgId);
  const approve = useApproveTimeCards(orgId);
  const unapprove = useUnapproveTimeCards(orgId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const open = setDialog;

  const approveCard = async () => {
    try {
      toast.success((await approve.mutateAsync({ time_card_ids: [card.id] })).message);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  if (!actions.canEdit && !actions.canApprove && !actions.canUnapprove) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.canEdit && (
        <Button asChild variant="secondary">
          <Link to={editTimeCardPath(orgId, card.id)}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        </Button>
      )}
      {actions.canApprove && (
        <Button disabled={approve.isPending} onClick={() => void approveCard()}>
          <Check aria-hidden="true" />
          Approve
        </Button>
      )}
      {actions.canUnapprove && (
        <Button variant="secondary" onClick={() => open('unapprove')}>
          <Undo2 aria-hidden="true" />
          Unapprove
        </Button>
      )}
      {actions.canDelete && (
        <Button variant="secondary" onClick={() => open('delete')}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      )}
      {dialog === 'delete' && (
        <ReasonDialog
          open
          onOpenChange={(isOpen) => !isOpen && setDialog(null)}
          title="Delete this time card?"
          message={`${card.employee.display_name}’s time card leaves their time and reports. Its history is kept.`}
          tone="danger"
          confirmLabel="Delete time card"
          isReasonRequired={false}
          onConfirm={async (reason) => {
            const answer = await remove.mutateAsync({
              timeCardId: card.id,
              reason: reason || undefined,
            });
            toast.success(answer.message);
            void navigate(timeCardsPath(orgId));
          }}
        />
      )}
      {dialog === 'unapprove' && (
        <ReasonDialog
          open
          onOpenChange={(isOpen) => !isOpen && setDialog(null)}
          title="Unapprove this time card?"
          message="The time card is unlocked and can be edited again."
          confirmLabel="Unapprove"
          isReasonRequired
          onConfirm={async (reason) => {
            const answer = await unapprove.mutateAsync({ time_card_ids: [card.id], reason });
            toast.success(answer.message);
          }}
        />
      )}
    </div>
  );
}
