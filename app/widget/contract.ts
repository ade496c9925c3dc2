/**
 * What the widget's loader (loader.ts, at the stable `/widget.js`) and its panel (panel.ts, a
 * fingerprinted module the loader imports on the first press) share: the state the host sets
 * through the API, and the calls each makes on the other. Types only, so the loader carries none of
 * the panel's code.
 */
import type { Lang } from "~/lib/languages";
import type { WidgetMessages } from "./messages/pt";

export type Theme = "light" | "dark";

/** What the host has said, read by the panel whenever it changes. */
export interface WidgetState {
  lang: Lang;
  /** The product screen the host shows (a menu path of app/lib/screens.ts), if known. */
  screen: string | undefined;
  /** Articles the host named itself (`LumiHelp.suggest`), which replace the screen's. */
  suggested: string[] | undefined;
  /** The host's theme when it sets one (`data-theme`); otherwise the reader's `prefers-color-scheme`. */
  theme: Theme | undefined;
}

/** What the loader hands the panel when it mounts it. */
export interface PanelHost {
  /** The help centre's origin and base path, ending in `/`: every request the panel makes is under it. */
  base: string;
  /** The shadow root's container the panel draws into, beside the launcher. */
  root: ShadowRoot;
  container: HTMLElement;
  launcher: HTMLButtonElement;
  state: () => WidgetState;
  messages: (lang: Lang) => WidgetMessages;
  /** Asks the loader to close the panel (the close button, Escape). */
  close: () => void;
}

/** What the panel answers, once loaded. */
export interface Panel {
  /** Shows the panel and moves focus into it. */
  show: () => void;
  hide: () => void;
  /** The host's state changed (language, screen, suggestions, theme). */
  update: () => void;
  search: (query: string) => void;
  showArticle: (route: string) => void;
  ask: (question: string) => void;
}

export interface PanelModule {
  mountPanel: (host: PanelHost) => Panel;
}
