/** A boolean column: an integer 0/1 on SQLite and PostgreSQL alike (repositories convert it). */
export type Flag = 0 | 1;
