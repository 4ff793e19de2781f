/** The install button's words (the button is in the site header, on every page). */
export const INSTALL_MESSAGES = {
  install: 'Install app',
  installHint: 'Add Property Creator to your home screen',
  installed: 'Property Creator is installed',
} as const;
