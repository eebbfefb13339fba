/** What archiving a pay setting (an overtime rule, a workers' compensation code) does. */
export const PAY_SETTING_ARCHIVE_MESSAGE =
  'Pay records that use it keep it, but new pay records can no longer choose it. You can unarchive it later.';
