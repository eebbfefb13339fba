import { useMemo, useState } from 'react';
import { MapPin } from 'lucide-react';
import { can } from '../../../contract/access';
import type { CompanyLocation } from '../../../contract/company-locations';
import { actorFor } from '../../access/actor';
import { useOrg } from '../../api/orgs';
import { useProfile } from '../../api/profile';
import { useCompanyLocations, useDeleteCompanyLocation } from '../../api/reference-data';
import { DeletableListPanel, type DeletableListWords } from '../../lists/deletable-list-panel';
import { useGridPaging } from '../../lists/use-paged-list';
import { companyLocationColumns, companyLocationPhoneColumns } from './company-location-columns';
import { CompanyLocationFormDialog } from './company-location-form-dialog';

export const COMPANY_LOCATIONS_GRID_ID = 'company-locations';

const WORDS: DeletableListWords<CompanyLocation> = {
  label: 'Company locations',
  loadingLabel: 'Loading company locations',
  loadErrorTitle: 'The company locations could not be loaded',
  addLabel: 'Add location',
  emptyTitle: 'No company locations yet',
  emptyDescription: {
    manager:
      'Add your offices and yards with a geofence around each, so time can be checked against where your team is.',
    reader: 'An administrator has not added any company locations yet.',
  },
  deleteTitle: (location) => `Delete ${location?.name ?? 'location'}?`,
  deleteLabel: 'Delete location',
  deleteMessage: 'The location and its geofence are removed. This cannot be undone.',
};

export type CompanyLocationsPanelProps = {
  orgId: number;
  /**
   * Whether the viewer may add, edit and delete locations (permission 8). Worked out from the
   * signed-in member when not given.
   */
  canManage?: boolean;
};

/**
 * The organisation's company locations (offices and yards with a geofence), for the settings
 * hub's Company tab: search by name, the grid, and for managers add, edit and delete.
 */
export function CompanyLocationsPanel({
  orgId,
  canManage: canManageProp,
}: CompanyLocationsPanelProps) {
  const profile = useProfile();
  const org = useOrg(orgId).data;
  const actor = profile ? actorFor(profile, orgId) : null;
  const canManage = canManageProp ?? (actor !== null && can(actor, 'orgSettings.edit'));
  const paging = useGridPaging(COMPANY_LOCATIONS_GRID_ID);
  const [search, setSearch] = useState('');
  const query = useCompanyLocations({
    orgId,
    page: paging.page,
    limit: paging.pageSize,
    name: search,
  });
  paging.keepPageInRange(query.data?.meta);
  const { mutateAsync: deleteLocation } = useDeleteCompanyLocation(orgId);
  const columns = useMemo(() => companyLocationColumns(), []);
  const phoneColumns = useMemo(() => companyLocationPhoneColumns(), []);

  return (
    <DeletableListPanel
      gridId={COMPANY_LOCATIONS_GRID_ID}
      query={query}
      columns={columns}
      phoneColumns={phoneColumns}
      getRowLabel={(location) => location.name}
      canManage={canManage}
      words={WORDS}
      emptyIcon={<MapPin />}
      skeletonRows={3}
      paged={{
        search: {
          label: 'Search company locations',
          placeholder: 'Name',
          onSearch: (text) => {
            setSearch(text.trim());
            paging.setPage(1);
          },
        },
        searchClassName: 'sm:w-72',
        paging,
        total: query.data?.meta.total ?? 0,
        isFiltered: search !== '',
        emptyMessage: `No company locations start with “${search}”.`,
      }}
      deleteItem={(location) => deleteLocation(location.id)}
      renderForm={({ item, open, onOpenChange }) => (
        <CompanyLocationFormDialog
          orgId={orgId}
          location={item}
          countryCode={org?.country_code}
          open={open}
          onOpenChange={onOpenChange}
        />
      )}
    />
  );
}
