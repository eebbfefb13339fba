/** /org/{orgId}/crew/customers renders nothing (core.md 2): customers live with projects. */
export default function CustomersScreen() {
  return null;
}
