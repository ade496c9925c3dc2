import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/not-found";
import { langFromPath } from "~/lib/urls";
import { tp } from "~/lib/page-messages";

// No "noindex": the 404 status already keeps this page out of search indexes.
export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  return [
    { title: `404 — ${tp(lang, "notFoundTitle")} | ${tp(lang, "siteName")}` },
    { name: "description", content: tp(lang, "notFoundText") },
  ];
}

export default function NotFoundPage() {
  return <NotFound />;
}
