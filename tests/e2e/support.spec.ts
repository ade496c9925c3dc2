import { readFileSync } from "node:fs";
import { brand } from "../../app/config/brand";
import { t } from "~/lib/messages";
import { languages } from "~/lib/content/types";
import { href } from "~/lib/urls";
import { expect, pressOnScreen, test } from "./fixtures";
import { questions } from "./support-questions";

// The default brand has a contact; a brand without one renders none of these (unit-tested in
// app/components/support), so this file checks where the way to a person appears.
const support = brand.support!;

const pages = [
  {
    home: "/",
    article: "/organizacao/autenticacao",
    source: "content/pt/organizacao/autenticacao.mdx",
    missing: "/nao-existe",
    label: support.label.pt,
    prompt: "Precisa de mais ajuda?",
    no: "Não",
    question: "Este artigo foi útil?",
    offTopic: "Qual é a previsão do tempo em Lisboa amanhã?",
  },
  {
    home: "/en",
    article: "/en/organizacao/autenticacao",
    source: "content/en/organizacao/autenticacao.mdx",
    missing: "/en/does/not/exist",
    label: support.label.en,
    prompt: "Still need help?",
    no: "No",
    question: "Was this article helpful?",
    offTopic: "What is the weather forecast in Lisbon tomorrow?",
  },
];

for (const { home, article, source, missing, label, prompt, no, question, offTopic } of pages) {
  test(`${home}: the footer links the support contact`, async ({ page }) => {
    await page.goto(home);
    const link = page.locator("footer").getByTestId("support-link");
    await expect(link).toHaveAttribute("href", support.contact);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toContainText(label);
  });

  test(`${article}: the article's sentences and its end lead to the support contact`, async ({ page }) => {
    await page.goto(article);
    // Each "contact support" sentence of the text, and the prompt that ends the article.
    const sentences = readFileSync(source, "utf8").split("<SupportLink>").length - 1;
    expect(sentences).toBeGreaterThan(0);
    const links = page.locator("article").getByTestId("support-link");
    await expect(links).toHaveCount(sentences + 1);
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", support.contact);
    const end = page.getByTestId("support-prompt");
    await expect(end).toContainText(prompt);
    await expect(end.getByTestId("support-link")).toHaveAttribute("href", support.contact);
  });

  test(`${missing}: the not-found page offers the support contact`, async ({ page }) => {
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    const link = page.getByTestId("not-found").getByTestId("support-link");
    await expect(link).toHaveAttribute("href", support.contact);
    await expect(link).toContainText(label);
  });

  test(`${article}: after "${no}" the feedback box offers the support contact, through and after the thanks`, async ({
    page,
  }) => {
    await page.goto(article);
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const feedback = page.getByTestId("feedback");
    await expect(feedback.getByTestId("support-link")).toHaveCount(0);
    await pressOnScreen(feedback.getByRole("button", { name: no }));
    await expect(page.getByTestId("feedback-thanks")).toBeVisible();
    const link = feedback.getByTestId("support-link");
    await expect(link).toHaveAttribute("href", support.contact);
    await expect(feedback).toContainText(prompt);
    // The thank-you cycle is unchanged; the way to a person stays once the question is back.
    await page.clock.runFor(3000);
    await expect(page.getByTestId("feedback-thanks")).toBeHidden();
    await expect(feedback).toContainText(question);
    await expect(link).toBeVisible();
  });

  test(`${home}: a question the assistant cannot answer ends with the support contact`, async ({ page }) => {
    await page.goto(home);
    await page.getByTestId("chat-trigger").click();
    await page.getByTestId("assistant-input").fill(offTopic);
    await page.getByTestId("assistant-input").press("Enter");
    const answer = page.getByTestId("assistant-answer");
    await expect(answer.getByTestId("support-prompt")).toContainText(prompt);
    await expect(answer.getByTestId("support-link")).toHaveAttribute("href", support.contact);
  });
}

for (const lang of languages) {
  test(`${lang}: "${t(lang, "assistantNotHelpful")}" under an answer offers other articles, a search and the support contact, sending nothing`, async ({
    page,
  }) => {
    await page.goto(href("/", lang));
    await page.getByTestId("chat-trigger").click();
    await page.getByTestId("assistant-input").fill(questions[lang].covered);
    await page.getByTestId("assistant-input").press("Enter");
    const answer = page.getByTestId("assistant-answer");
    const cited = answer.getByTestId("assistant-citation");
    await expect(cited.first()).toBeVisible();
    const citedPages = (
      await cited.evaluateAll((links) => links.map((link) => link.getAttribute("href")))
    ).map((link) => link!.split("#")[0]);

    // A real button, named in the page's language, reached and pressed with the keyboard.
    const control = answer.getByRole("button", { name: t(lang, "assistantNotHelpful") });
    await expect(control).toHaveAttribute("data-testid", "assistant-not-helpful");
    await control.focus();
    const requests: string[] = [];
    // Anything but the page's own files: a call to a service, a beacon, a form.
    page.on("request", (request) => {
      if (request.method() !== "GET" || !request.url().includes("/assets/")) requests.push(request.url());
    });
    await page.keyboard.press("Enter");

    // The follow-up takes the focus (visibly), inside the conversation's live log.
    const followUp = answer.getByTestId("assistant-follow-up");
    const sorry = followUp.getByText(t(lang, "assistantSorry"));
    await expect(sorry).toBeFocused();
    expect(await sorry.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
    await expect(page.getByRole("log").getByTestId("assistant-follow-up")).toBeVisible();
    await expect(control).toHaveCount(0);

    // Other articles than those cited, in the language of the page.
    const further = followUp.getByTestId("assistant-further-article");
    await expect(further.first()).toBeVisible();
    for (const link of await further.all()) {
      const target = (await link.getAttribute("href"))!;
      expect(target.startsWith(href("/", lang).replace(/\/$/, "") + "/")).toBe(true);
      expect(citedPages).not.toContain(target);
    }
    await expect(
      followUp.getByRole("button", {
        name: t(lang, "assistantSearchFor", { query: questions[lang].covered }),
      }),
    ).toBeVisible();
    await expect(followUp.getByTestId("support-prompt")).toBeVisible();
    await expect(followUp.getByTestId("support-link")).toHaveAttribute("href", support.contact);
    // Saying so sent nothing anywhere.
    expect(requests).toEqual([]);

    // The reader's word stays with the conversation, reopened as it was left on the next page,
    // without taking the focus from the page.
    await page.goto(href("/", lang));
    const again = page.getByTestId("assistant-follow-up");
    await expect(again).toBeVisible();
    await expect(again.getByText(t(lang, "assistantSorry"))).not.toBeFocused();
    await expect(again.getByTestId("support-link")).toHaveAttribute("href", support.contact);
  });
}
