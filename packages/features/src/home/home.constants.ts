/** Recent items of each kind the landing page lists (designed; the server keeps 10). */
export const HOME_RECENT_SHOWN = 5;
