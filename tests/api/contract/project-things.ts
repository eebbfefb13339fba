/**
 * The projects module's things for the contract sweeps (thing-pool.ts): a project with
 * a work site, a project group and a customer, made by the organisation's administrator. The
 * project is assigned to the manager the things are for, as their other things are theirs.
 */
export async function projectThings(
  created: (path: string, body: unknown) => Promise<number>,
  n: number,
  managerId: number,
) {
  const project_id = await created('/org_projects', {
    name: `Fuzz project ${n}`,
    manager_ids: [managerId],
  });
  return {
    project_id,
    work_site_id: await created(`/org_projects/${project_id}/work_sites`, {
      name: `Fuzz site ${n}`,
      latitude: 37.77,
      longitude: -122.42,
      geofence_radius_meters: 100,
    }),
    project_group_id: await created('/project_groups', { name: `Fuzz group ${n}` }),
    customer_id: await created('/org_customers', { name: `Fuzz customer ${n}` }),
  };
}
