/** Build-time settings Vite writes into the worker (only VITE_-prefixed variables are passed on). */
interface ImportMetaEnv {
  /** 'shell-first': every navigation from the precached shell (sw/navigations.ts). */
  readonly VITE_SW_NAVIGATIONS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
