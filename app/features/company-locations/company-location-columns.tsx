import type { CompanyLocation } from '../../../contract/company-locations';
import { Badge } from '../../../design-system/badge/badge';
import type { DataGridColumn } from '../../../design-system/data-grid/data-grid';
import { PHONE_GRID_WIDTH_WITH_ACTIONS } from '../../lists/phone-grid';
import { radiusText } from './company-location-model';

const addressText = (location: CompanyLocation) =>
  location.place.formatted_place_name ??
  `${location.place.latitude.toFixed(5)}, ${location.place.longitude.toFixed(5)}`;

function GeofenceBadge({ enabled }: { enabled: boolean }) {
  return <Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>;
}

/** The columns of the company locations grid: Name, Address, Radius, Geofence. */
export function companyLocationColumns(): DataGridColumn<CompanyLocation>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      accessor: (location) => location.name,
      cell: (location) => <span className="font-medium">{location.name}</span>,
      width: 200,
      enableHiding: false,
    },
    {
      id: 'address',
      header: 'Address',
      accessor: addressText,
      cell: (location) => <span title={addressText(location)}>{addressText(location)}</span>,
      width: 320,
    },
    {
      id: 'radius',
      header: 'Radius',
      accessor: (location) => location.geofence_radius_meters,
      cell: (location) => (
        <span className="tabular-nums">{radiusText(location.geofence_radius_meters)}</span>
      ),
      width: 110,
    },
    {
      id: 'enabled',
      header: 'Geofence',
      accessor: (location) => (location.enabled ? 'On' : 'Off'),
      cell: (location) => <GeofenceBadge enabled={location.enabled} />,
      width: 110,
    },
  ];
}

/** On a phone: one stacked column (name and geofence, then the address and radius). */
export function companyLocationPhoneColumns(): DataGridColumn<CompanyLocation>[] {
  return [
    {
      id: 'summary',
      header: 'Location',
      accessor: (location) => location.name,
      cell: (location) => (
        <div className="flex min-w-0 flex-col items-start gap-1 py-2.5 leading-5 whitespace-normal">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{location.name}</span>
            <GeofenceBadge enabled={location.enabled} />
          </span>
          <span className="break-words">{addressText(location)}</span>
          <span className="text-xs text-text-muted">
            Radius {radiusText(location.geofence_radius_meters)}
          </span>
        </div>
      ),
      width: PHONE_GRID_WIDTH_WITH_ACTIONS,
      enableHiding: false,
      enableResizing: false,
    },
  ];
}
