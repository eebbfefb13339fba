/**
 * What the employee list searches (employees.search_key): the name and the e-mail address,
 * lower-cased. Every write of a membership's name or of a person's e-mail keeps it.
 */
export function searchKeyOf(displayName: string, email: string): string {
  return `${displayName} ${email}`.toLowerCase();
}
