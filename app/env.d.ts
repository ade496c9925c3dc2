interface ImportMetaEnv {
  /** When set at build time, the assistant's remote mode posts questions here (see README). */
  readonly VITE_ASSISTANT_ENDPOINT?: string;
}
