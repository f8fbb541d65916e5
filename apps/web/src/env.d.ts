interface ImportMetaEnv {
  /** Where the built app's translation files are (vite.config.ts); unset in tests, which import them. */
  readonly VITE_LOCALES_BASE?: string;
}
