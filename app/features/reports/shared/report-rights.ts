import { can } from '../../../../contract/access';
import { actorFor } from '../../../access/actor';
import { useProfile } from '../../../api/profile';

/** What the signed-in member may do with the reports (the server decides too). */
export type ReportRights = {
  /** Financial access (permission 15): pay in the reports, job costing. */
  seesMoney: boolean;
  /** Processes payroll (permission 104): closes pay periods. */
  closesPeriods: boolean;
};

export function useReportRights(orgId: number): ReportRights {
  const profile = useProfile();
  const actor = profile ? actorFor(profile, orgId) : null;
  return {
    seesMoney: actor !== null && can(actor, 'compensation.view'),
    closesPeriods: actor !== null && can(actor, 'payroll.process'),
  };
}
