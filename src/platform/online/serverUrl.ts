/**
 * Where the online game server is: the page's own origin (`npm start` serves the page and the server
 * on one port), unless the site owner names another (`mount({ server })`, `<card-table server=…>`,
 * `?server=`). Its own tiny module: the page's first load sets it without carrying the online client.
 */
let configured: string | null = null;

/** The site owner's server address (null: the page's own origin). Page-wide, like the language. */
export function setServerUrl(url: string | null): void {
  configured = url;
}

export function serverUrl(): string {
  if (configured) return configured;
  return typeof location !== 'undefined' && location.origin.startsWith('http') ? location.origin : 'http://localhost:2567';
}
