import { ConfirmDialog } from '../../../design-system/confirm-dialog/confirm-dialog';
import { useToast } from '../../../design-system/toast/toast';
import { useDeleteTeam } from '../../api/teams';

export type DeleteTeamDialogProps = {
  orgId: number;
  /** The team asked about; kept while the dialog closes so its title does not change. */
  team: { id: number; name: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Delete {name}?': deletes the team once confirmed; a failure stays in the dialog. */
export function DeleteTeamDialog({ orgId, team, open, onOpenChange }: DeleteTeamDialogProps) {
  const toast = useToast();
  const deleteTeam = useDeleteTeam(orgId);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${team?.name ?? 'team'}?`}
      message="The team is deleted for good. Its members and managers stay in the organization."
      confirmLabel="Delete"
      tone="danger"
      onConfirm={async () => {
        if (!team) return;
        const answer = await deleteTeam.mutateAsync(team.id);
        toast.success(answer.message);
      }}
    />
  );
}
