/**
 * Strings of playing offline (src/platform/offline/): the notice that a new version is ready. A table
 * the notice's chunk adds itself (src/embed/updateNotice.ts), with the page's addStrings.
 */
export const OFFLINE_STRINGS = {
  en: { 'offline.updateReady': 'A new version is ready: it will be used next time.' },
  cs: { 'offline.updateReady': 'Je připravená nová verze: použije se, až hru příště spustíš.' },
  de: { 'offline.updateReady': 'Eine neue Version ist bereit: du bekommst sie beim nächsten Start.' },
};
