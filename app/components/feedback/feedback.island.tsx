import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { Button } from "~/components/ui/button";
import { SupportPrompt } from "~/components/support/support-link";
import { useT } from "~/hooks/use-lang";

/** How long the thank-you replaces the question (spec: 3000 ms). */
export const feedbackThanksMs = 3000;

/**
 * "Was this helpful?": local only, no call is made and nothing is stored. After a "No" the way to a
 * person stays below the question, through the thank-you and after it.
 */
export default function Feedback() {
  const t = useT();
  const [thanked, setThanked] = useState(false);
  const [saidNo, setSaidNo] = useState(false);
  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => setThanked(false), feedbackThanksMs);
    return () => clearTimeout(timer);
  }, [thanked]);
  return (
    <section
      data-testid="feedback"
      aria-label={t("feedbackQuestion")}
      className="mt-12 flex min-h-20 flex-wrap items-center justify-between gap-4 rounded-lg border border-border bg-surface px-5 py-4"
    >
      <div aria-live="polite" className="font-medium">
        {thanked ? (
          <p data-testid="feedback-thanks">{t("feedbackThanks")}</p>
        ) : (
          <p>{t("feedbackQuestion")}</p>
        )}
        {saidNo && <SupportPrompt className="mt-1 text-sm font-normal text-muted-foreground" />}
      </div>
      {!thanked && (
        <div className="flex gap-2">
          <Button data-testid="feedback-yes" size="sm" onClick={() => setThanked(true)}>
            <Icon name="thumbs-up" />
            {t("feedbackYes")}
          </Button>
          <Button
            data-testid="feedback-no"
            size="sm"
            onClick={() => {
              setThanked(true);
              setSaidNo(true);
            }}
          >
            <Icon name="thumbs-down" />
            {t("feedbackNo")}
          </Button>
        </div>
      )}
    </section>
  );
}
