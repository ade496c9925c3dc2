/**
 * The widget's loader, the one script a product page embeds (`/widget.js`, or `/widget.mjs` as a
 * module). Until the reader presses its button it does nothing but draw that button in a shadow
 * root: no request, no storage, no cookie. The first press (or an API call that needs the panel)
 * imports the panel's module from the help centre it came from, and the panel does the rest.
 *
 * The host talks to it through `window.LumiHelp` (api.ts) or the script's data attributes:
 * `data-lang`, `data-screen`, `data-theme`, and `data-url-screens` (the operator's map of the
 * product's URL patterns to screens, JSON).
 */
import { brand } from "~/config/brand";
import { format } from "~/lib/i18n";
import { keepsFailedModules } from "~/lib/kept-module-failures";
import { defaultLang, isLang, perLanguage, type Lang } from "~/lib/languages";
import type { Panel, PanelModule, WidgetState, Theme } from "./contract";
import { launcherCss } from "./launcher-css";
import type { WidgetMessages } from "./messages/pt";
import { screenForPath, type UrlScreens } from "./url-screens";

const tables = import.meta.glob<WidgetMessages>("./messages/*.ts", { eager: true, import: "default" });
const messages = perLanguage((lang) => tables[`./messages/${lang}.ts`]!);
const text = (lang: Lang, key: keyof WidgetMessages) => format(messages[lang][key], { product: brand.name });

/** The calls the host may make, before or after the panel has loaded. */
export interface LumiHelpApi {
  open: () => void;
  close: () => void;
  setLanguage: (lang: string) => void;
  setScreen: (screen: string | null) => void;
  setTheme: (theme: Theme | null) => void;
  setUrlScreens: (map: UrlScreens) => void;
  suggest: (routes: string[] | null) => void;
  search: (query: string) => void;
  showArticle: (route: string) => void;
  ask: (question: string) => void;
  /** Re-reads the page's URL (the widget also follows `history` by itself). */
  refresh: () => void;
}

/** A call a host queued before the script arrived (`window.LumiHelp = [["setScreen", "…"]]`). */
type QueuedCall = [keyof LumiHelpApi, ...unknown[]];

declare global {
  interface Window {
    LumiHelp?: LumiHelpApi | QueuedCall[];
  }
}

/**
 * Fetches every file as plain data into the HTTP cache, whole, so that importing them then finds
 * them there; rejects when one did not arrive (a failed `fetch`, unlike a failed module, is not kept).
 */
async function fetchIntoCache(urls: readonly URL[]): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok || (await response.arrayBuffer()).byteLength === 0)
        throw new Error(`${url.href} did not arrive (${response.status})`);
    }),
  );
}

/** How often the panel's module is asked for before the button says it failed. */
const panelTries = 3;

function readTheme(value: string | null | undefined): Theme | undefined {
  return value === "light" || value === "dark" ? value : undefined;
}

function readUrlScreens(value: string | undefined): UrlScreens {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === "object" && parsed !== null ? (parsed as UrlScreens) : {};
  } catch {
    return {};
  }
}

/**
 * Draws the launcher and answers the API. `base` is the help centre the script came from (ending
 * in `/`), `panelFiles` the panel's module under it and then the modules it imports (asked for at
 * once, so the press waits for one round trip, not a chain), `dataset` the script's data attributes.
 */
export function startWidget(base: string, panelFiles: readonly string[], dataset: DOMStringMap): LumiHelpApi {
  const state: WidgetState = {
    lang: isLang(dataset.lang ?? "") ? (dataset.lang as Lang) : defaultLang,
    screen: dataset.screen === "" ? undefined : dataset.screen,
    suggested: undefined,
    theme: readTheme(dataset.theme),
  };
  let urlScreens = readUrlScreens(dataset.urlScreens);
  const fromUrl = () => {
    const screen = screenForPath(urlScreens, location.pathname);
    if (screen) state.screen = screen;
  };
  fromUrl();

  const element = document.createElement("lumi-help");
  const root = element.attachShadow({ mode: "open" });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(launcherCss);
  root.adoptedStyleSheets = [sheet];
  const container = document.createElement("div");
  container.className = "widget";
  const launcher = document.createElement("button");
  launcher.type = "button";
  launcher.className = "launcher";
  launcher.setAttribute("aria-expanded", "false");
  launcher.setAttribute("aria-haspopup", "dialog");
  launcher.dataset.testid = "widget-launcher";
  container.append(launcher);
  root.append(container);
  const paint = () => {
    launcher.textContent = text(state.lang, "launcher");
    container.lang = state.lang;
    if (state.theme) container.dataset.theme = state.theme;
    else delete container.dataset.theme;
  };
  paint();
  (document.body ?? document.documentElement).append(element);

  let panel: Panel | undefined;
  let loading: Promise<Panel> | undefined;
  let open = false;

  const setOpen = (value: boolean) => {
    open = value;
    launcher.setAttribute("aria-expanded", String(value));
  };
  const close = () => {
    if (!open) return;
    setOpen(false);
    panel?.hide();
    launcher.focus();
  };
  const load = (): Promise<Panel> =>
    (loading ??= (async () => {
      launcher.setAttribute("aria-busy", "true");
      let failure: unknown;
      for (let attempt = 0; attempt < panelTries; attempt++) {
        try {
          // A failed import's result is kept by the browser: a new attempt asks for the panel under
          // a new URL (the modules it imports, which are fetched again only if they failed, keep theirs).
          const urls = panelFiles.map((file) => new URL(file, base));
          if (attempt > 0) urls[0]!.searchParams.set("retry", String(attempt));
          // Where a failed module is kept for good (Gecko), the module loader gets only files that arrived.
          if (keepsFailedModules()) await fetchIntoCache(urls);
          const [module] = (await Promise.all(urls.map((url) => import(/* @vite-ignore */ url.href)))) as [
            PanelModule,
          ];
          panel = module.mountPanel({
            base,
            root,
            container,
            launcher,
            state: () => state,
            messages: (lang) => messages[lang],
            close,
          });
          launcher.removeAttribute("aria-busy");
          return panel;
        } catch (error) {
          failure = error;
          await new Promise((done) => setTimeout(done, 1000 * 2 ** attempt));
        }
      }
      launcher.removeAttribute("aria-busy");
      loading = undefined;
      throw failure;
    })());
  const show = async (then?: (panel: Panel) => void) => {
    setOpen(true);
    try {
      const loaded = await load();
      if (!open) return;
      loaded.show();
      then?.(loaded);
    } catch {
      // The button stays: a later press tries again.
      setOpen(false);
    }
  };
  const changed = () => {
    paint();
    panel?.update();
  };

  launcher.addEventListener("click", () => (open ? close() : void show()));

  const refresh = () => {
    if (Object.keys(urlScreens).length === 0) return;
    fromUrl();
    changed();
  };
  // A single-page app changes its URL without a page load: the widget follows `history` itself.
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History["pushState"]>) => {
      original(...args);
      refresh();
    };
  }
  addEventListener("popstate", refresh);

  const api: LumiHelpApi = {
    open: () => void show(),
    close,
    setLanguage: (lang) => {
      if (!isLang(lang)) return;
      state.lang = lang;
      changed();
    },
    setScreen: (screen) => {
      state.screen = screen ?? undefined;
      changed();
    },
    setTheme: (theme) => {
      state.theme = readTheme(theme);
      changed();
    },
    setUrlScreens: (map) => {
      urlScreens = map;
      refresh();
    },
    suggest: (routes) => {
      state.suggested = routes ?? undefined;
      changed();
    },
    search: (query) => void show((loaded) => loaded.search(query)),
    showArticle: (route) => void show((loaded) => loaded.showArticle(route)),
    ask: (question) => void show((loaded) => loaded.ask(question)),
    refresh,
  };
  return api;
}

/** Starts the widget once, for the script at `src`, replaying the calls a host queued before it. */
export function embed(src: string, panelFiles: readonly string[], dataset: DOMStringMap): void {
  const queued = window.LumiHelp;
  if (queued && !Array.isArray(queued)) return;
  const api = startWidget(new URL(".", src).href, panelFiles, dataset);
  window.LumiHelp = api;
  for (const [name, ...args] of queued ?? []) {
    const call = api[name] as ((...values: unknown[]) => void) | undefined;
    call?.(...args);
  }
}
