import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useLang, useT } from "~/hooks/use-lang";
import { buttonVariants } from "~/components/ui/button";
import { localizePath } from "~/lib/i18n";

/** The 404 page's body. The server sends it with status 404 for any unknown path. */
export function NotFound() {
  const lang = useLang();
  const t = useT();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <div
      data-testid="not-found"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center"
    >
      <p aria-hidden="true" className="text-7xl font-bold text-primary">
        404
      </p>
      <h1 className="text-2xl font-bold">
        <span className="sr-only">404 — </span>
        {t("notFoundHeading")}
      </h1>
      <p className="text-muted-foreground">{t("notFoundText")}</p>
      <Link to={localizePath("/", lang)} className={buttonVariants({ variant: "primary" })}>
        {t("backHome")}
      </Link>
    </div>
  );
}
