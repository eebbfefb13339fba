import type { ReactNode } from 'react';
import type { OrgPatch, Organization } from '../../../contract/orgs';
import { Switch } from '../../../design-system/switch/switch';
import { useToast } from '../../../design-system/toast/toast';
import { usePatchOrg } from '../../api/orgs';
import { errorText } from '../../api/api-error';

type FlagSetting = {
  [K in keyof OrgPatch]-?: NonNullable<OrgPatch[K]> extends boolean ? K : never;
}[keyof OrgPatch];

export const SAVED_TEXT = 'Settings saved';

/** Saves one organisation setting at a time, with a toast either way. */
export function useSaveOrgSetting(orgId: number) {
  const patch = usePatchOrg(orgId);
  const toast = useToast();
  return {
    isPending: patch.isPending,
    save: async (body: OrgPatch) => {
      try {
        await patch.mutateAsync(body);
        toast.success(SAVED_TEXT);
        return true;
      } catch (error) {
        toast.error(errorText(error));
        return false;
      }
    },
  };
}

/** An organisation on/off setting that saves as it is flipped. */
export function OrgSettingSwitch({
  orgId,
  org,
  name,
  label,
  description,
}: {
  orgId: number;
  org: Organization | undefined;
  name: FlagSetting;
  label: string;
  description?: ReactNode;
}) {
  const { save, isPending } = useSaveOrgSetting(orgId);
  return (
    <Switch
      label={label}
      description={description}
      checked={org?.[name] ?? false}
      disabled={!org || isPending}
      onCheckedChange={(checked) => void save({ [name]: checked })}
    />
  );
}
