/**
 * The digital SAT test dates the dashboard's "Next SAT" countdown counts down to.
 *
 * PLANNED DATES: these follow the pattern College Board has published in past years for the
 * international weekend administrations (March: 2nd Saturday; May, June, October, November and
 * December: 1st Saturday; August: 4th Saturday). They are not official until College Board
 * publishes them: check the official calendar (https://satsuite.collegeboard.org/sat/dates-deadlines)
 * and edit this list when it changes.
 *
 * How to edit: one "YYYY-MM-DD" string per test day (a Saturday). Order does not matter, past dates
 * are skipped, and an empty list makes the dashboard say that no upcoming date is known.
 * A unit test checks that every entry is a real Saturday.
 */
export const SAT_TEST_DATES: readonly string[] = [
  // 2026
  "2026-03-14",
  "2026-05-02",
  "2026-06-06",
  "2026-08-22",
  "2026-10-03",
  "2026-11-07",
  "2026-12-05",
  // 2027
  "2027-03-13",
  "2027-05-01",
  "2027-06-05",
  "2027-08-28",
  "2027-10-02",
  "2027-11-06",
  "2027-12-04",
  // 2028
  "2028-03-11",
  "2028-05-06",
  "2028-06-03",
  "2028-08-26",
  "2028-10-07",
  "2028-11-04",
  "2028-12-02",
];

/** True while the list above holds planned (not yet confirmed) dates: the dashboard then says so. */
export const SAT_DATES_ARE_PLANNED = true;

/**
 * When the test starts on a test day, in the test centre's local time: 08:00 in Baku (UTC+4),
 * the product's home market. The countdown reaches zero at this moment and shows NOW for the
 * rest of that day.
 */
export const SAT_START = { hour: 8, minute: 0, utcOffsetMinutes: 240 } as const;
