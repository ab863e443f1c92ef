/**
 * The mails' colours: the site's own (apps/web/styles/tokens.ts), in light and dark. A mail
 * client has no CSS variables, so each is written into the style it colours; the dark ones
 * replace them where the client honours `prefers-color-scheme` (Apple Mail, iOS, Outlook.com).
 * Text colours meet WCAG 2.2 AA on the surface they sit on (noted beside each).
 */
export const LIGHT = {
  page: '#f6f7fb',
  card: '#ffffff',
  border: '#e2e6ef',
  ink: '#0f172a', // 17:1 on card
  inkMuted: '#475569', // 7.5:1 on card
  brand: '#6d28d9', // 7.1:1 on card; white on it 7.1:1
  onBrand: '#ffffff',
};

export const DARK = {
  page: '#0b1020',
  card: '#151c33',
  border: '#2a3350',
  ink: '#f8fafc', // 16:1 on card
  inkMuted: '#cbd5e1', // 11:1 on card
  brand: '#c4b5fd', // 9:1 on card (links and the wordmark; the button keeps its violet)
};

/** The site's type, without its web font: mail clients load none reliably. */
export const FONT =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
