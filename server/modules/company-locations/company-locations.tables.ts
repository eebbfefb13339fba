import type { Generated } from 'kysely';
import type { Flag } from '../../db/column-types';

/** The company-locations module's table. */
export type CompanyLocationsTables = {
  company_locations: CompanyLocationTable;
};

/** An office or yard of an organisation with its geofence (migration 0009); radius in metres. */
export type CompanyLocationTable = {
  id: Generated<number>;
  org_id: number;
  name: string;
  geofence_radius_meters: number;
  enabled: Flag;
  place_id: string | null;
  latitude: number;
  longitude: number;
  formatted_place_name: string | null;
  created_at_unix: number;
  updated_at_unix: number;
};
