import type { Metadata } from "next";
import { Button } from "@repo/ui/button";
import { ErrorView } from "@repo/ui/error-view";
import { MainContent } from "@repo/ui/landmarks";
import { ForceWhiteHeader } from "../chrome/header-state";
import { errorStatusOf, failedPathOf } from "../errors";
import { getIntl } from "../intl";
import { localizedPath } from "../routing";
import { screenLocale, type ScreenParams } from "../screen-kit/locale";
import type { RouteSearchParams } from "../route-table";
import { titleOf } from "../seo";

type ErrorSearchParams = RouteSearchParams<"/page-error">;

/**
 * The error view as a page of its own (`/page-error` in each language), in the
 * HTML itself: when a page fails to render, Next.js answers with an empty
 * document and leaves the error view to the browser's JavaScript, so a visitor
 * without it (or still waiting for it) saw a blank page. The edition's server
 * answers with this page instead (`server/error-document.ts`), with the status
 * it names (503 when the content API could not be reached) and a link that
 * asks for the failed page again.
 */
export async function ErrorDocumentScreen({ params, searchParams }: { params: ScreenParams; searchParams: ErrorSearchParams }) {
  const locale = await screenLocale(params);
  const query = await searchParams;
  const intl = getIntl(locale.intl);
  const again = failedPathOf(query.from);
  return (
    <MainContent>
      <ForceWhiteHeader />
      <ErrorView statusCode={errorStatusOf(query.status)} message={intl.formatMessage({ id: "error.text" })}>
        <div className="flex flex-wrap justify-center gap-3">
          {again ? (
            <Button asChild>
              <a href={again}>{intl.formatMessage({ id: "error.retry" })}</a>
            </Button>
          ) : null}
          <Button asChild intent="secondary">
            <a href={localizedPath(locale, "/")}>{intl.formatMessage({ id: "error.home" })}</a>
          </Button>
        </div>
      </ErrorView>
    </MainContent>
  );
}

export async function generateErrorDocumentMetadata({ params }: { params: ScreenParams }): Promise<Metadata> {
  const locale = await screenLocale(params);
  const intl = getIntl(locale.intl);
  return { title: titleOf("/error", intl.formatMessage({ id: "error.title" })), robots: { index: false, follow: false } };
}
