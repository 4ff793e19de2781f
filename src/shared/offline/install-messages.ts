/**
 * The install button's words (re-exported by offline-contract.ts). A file of its own because the
 * button is in the site header, on every page: importing the whole offline contract there would put
 * every offline message into the home page's scripts (see offline-answer.ts).
 */
export const INSTALL_MESSAGES = {
  install: 'Install app',
  installHint: 'Add Property Creator to your home screen',
  installed: 'Property Creator is installed',
} as const;
