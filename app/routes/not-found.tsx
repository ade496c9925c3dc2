import type { Route } from "./+types/not-found";
import type { ShellHandle } from "~/components/layout/app-shell";
import { NotFound } from "~/components/not-found";
import { langFromPath } from "~/lib/urls";
import { t } from "~/lib/messages";

// No "noindex": the 404 status already keeps this page out of search indexes.
export const handle: ShellHandle = { ownSearch: true };

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  return [
    { title: `404 — ${t(lang, "notFoundTitle")} | ${t(lang, "siteName")}` },
    { name: "description", content: t(lang, "notFoundText") },
  ];
}

export default function NotFoundPage() {
  return <NotFound />;
}
