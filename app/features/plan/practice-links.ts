/** Where a practice set is taken (the practice module's page for one set). */
export const practiceSetPath = (id: number) => `/practice/${id}`;
