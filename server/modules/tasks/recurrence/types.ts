/** A repeating task's timing: its rule and its first occurrence. */
export type SeriesTiming = {
  /** 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10'; a DTSTART line is ignored (the start is start_dt_unix). */
  rrule: string;
  /** IANA zone of the task: the rule repeats on its wall clock. */
  timezone: string;
  /** First occurrence's start (DTSTART). */
  start_dt_unix: number;
  /** First occurrence's due; every occurrence keeps the same wall-clock length from its start. */
  due_dt_unix: number;
};

export type Occurrence = {
  /** This occurrence's start by the rule (RECURRENCE-ID): its identity in the series. */
  occurrence_dt_unix: number;
  /** 0 for the series' first occurrence. */
  occurrence_index: number;
  start_dt_unix: number;
  due_dt_unix: number;
};

/** A validation failure on one of the task's recurrence fields (or `rrule_string`). */
export type RecurrenceProblem = { field: string; message: string };
