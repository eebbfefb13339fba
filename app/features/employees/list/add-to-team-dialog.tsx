import { useState } from 'react';
import { EMPLOYEE_TEXT } from '../../../../contract/employee-detail';
import { RULE_TEXT } from '../../../../contract/validation';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { Modal } from '../../../../design-system/modal/modal';
import { MultiSelect } from '../../../../design-system/select/multi-select';
import { useToast } from '../../../../design-system/toast/toast';
import { errorText } from '../../../api/api-error';
import { useAssignTeams, useEmployeesAndTeams } from '../../../api/employees';

export type AddToTeamDialogProps = {
  orgId: number;
  /** The people to add; the dialog is open while there are some. */
  employeeIds: number[];
  onClose: () => void;
  /** After the server took the change (the caller clears the selection). */
  onDone: () => void;
};

/** 'Add to team': picks teams and adds the selected people to each (PATCH /orgs/{id}/employees). */
export function AddToTeamDialog({ orgId, employeeIds, onClose, onDone }: AddToTeamDialogProps) {
  const isOpen = employeeIds.length > 0;
  const picker = useEmployeesAndTeams(orgId, { enabled: isOpen });
  const assign = useAssignTeams(orgId);
  const toast = useToast();
  const [teamIds, setTeamIds] = useState<string[]>([]);
  const [isSubmitted, setIsSubmitted] = useState(false);

  const close = () => {
    setTeamIds([]);
    setIsSubmitted(false);
    assign.reset();
    onClose();
  };
  const submit = async () => {
    setIsSubmitted(true);
    if (teamIds.length === 0) return;
    try {
      const answer = await assign.mutateAsync({
        employee_ids: employeeIds,
        employee_group_ids: teamIds.map(Number),
      });
      toast.success(answer.message || EMPLOYEE_TEXT.bulkAssigned);
      setTeamIds([]);
      setIsSubmitted(false);
      onDone();
    } catch {
      // The alert below shows the server's words.
    }
  };

  const teams = (picker.data?.employee_groups ?? []).map((team) => ({
    value: String(team.id),
    label: team.name,
  }));
  const count = employeeIds.length;
  return (
    <Modal
      open={isOpen}
      onOpenChange={(open) => !open && close()}
      title="Add to team"
      description={
        count === 1
          ? 'Choose the teams to add the selected team member to.'
          : `Choose the teams to add the ${count} selected team members to.`
      }
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} isLoading={assign.isPending}>
            Add to team
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {assign.isError && <Alert tone="danger">{errorText(assign.error)}</Alert>}
        {picker.isError && <Alert tone="danger">{errorText(picker.error)}</Alert>}
        <MultiSelect
          label="Teams"
          options={teams}
          value={teamIds}
          onValueChange={setTeamIds}
          isLoading={picker.isPending}
          isSearchable={teams.length > 8}
          placeholder="Choose teams"
          error={isSubmitted && teamIds.length === 0 ? RULE_TEXT.required : undefined}
          hint={
            picker.data && teams.length === 0 ? 'There are no teams yet: create one first.' : null
          }
        />
      </div>
    </Modal>
  );
}
