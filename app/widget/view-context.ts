/** What a view of the panel draws with (views.ts, answer-view.ts), given by the panel (panel.ts). */
import type { Lang } from "~/lib/languages";
import type { WidgetData } from "~/lib/widget-data";
import type { Answering } from "./answering";
import type { WidgetState } from "./contract";
import type { Child } from "./h";
import type { WidgetMessages } from "./messages/pt";
import type { RenderContext } from "./render";
import type { Sources } from "./sources";

export interface ViewContext {
  sources: Sources;
  lang: Lang;
  state: WidgetState;
  t: (key: keyof WidgetMessages, values?: Record<string, string | number>) => string;
  /** The live region that says what the view shows (counts, answers). */
  status: HTMLElement;
  body: HTMLElement;
  /** Whether this view is still the one shown: a later view or language makes its late result moot. */
  current: () => boolean;
  data: () => Promise<WidgetData>;
  /** A link to an article of the help centre that opens it in the panel. */
  articleLink: (route: string, label: Child[], testid: string, section?: string) => HTMLAnchorElement;
  render: RenderContext;
  answering: () => Promise<Answering>;
}
