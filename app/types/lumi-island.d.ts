import "react";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      /** Holds an island's pre-rendered HTML (app/islands/island.tsx); `display: contents`. */
      "lumi-island": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
