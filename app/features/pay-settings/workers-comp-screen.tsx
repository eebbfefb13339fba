import { useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { Tabs } from '../../../design-system/tabs/tabs';
import { useOrg } from '../../api/orgs';
import { OvertimeRulesPanel } from '../overtime-rules/overtime-rules-panel';
import { useCanManagePaySettings } from './pay-settings-access';
import { WcCodesPanel } from '../wc-codes/wc-codes-panel';
import { SettingsSectionNav } from '../settings/settings-layout';

/** The tab in the query string, so a link (or a reload) opens the overtime rules directly. */
export const PAY_SETTINGS_TAB_PARAM = 'tab';
const OVERTIME_TAB = 'overtime-rules';
const CODES_TAB = 'codes';

/**
 * /org/{orgId}/settings/workers-comp: the workers' compensation codes and, in a second tab, the
 * overtime rules (core.md 2 gives overtime rules no page of their own; both are the pay settings
 * a pay record chooses from).
 */
export default function WorkersCompScreen() {
  const orgId = Number(useParams().orgId);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get(PAY_SETTINGS_TAB_PARAM) === OVERTIME_TAB ? OVERTIME_TAB : CODES_TAB;
  const canManage = useCanManagePaySettings(orgId);
  const org = useOrg(orgId).data;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="Workers’ compensation"
        description="The workers’ compensation codes and overtime rules that team members’ pay records use."
      />
      <SettingsSectionNav orgId={orgId} />
      <Tabs
        aria-label="Pay settings"
        value={tab}
        onValueChange={(next) =>
          setSearchParams(next === OVERTIME_TAB ? { [PAY_SETTINGS_TAB_PARAM]: OVERTIME_TAB } : {}, {
            replace: true,
          })
        }
        items={[
          {
            value: CODES_TAB,
            label: 'Workers’ comp codes',
            content: (
              <WcCodesPanel orgId={orgId} countryCode={org?.country_code} canManage={canManage} />
            ),
          },
          {
            value: OVERTIME_TAB,
            label: 'Overtime rules',
            content: <OvertimeRulesPanel orgId={orgId} canManage={canManage} />,
          },
        ]}
      />
    </div>
  );
}
